import BundleFormat
import OnboardCompiler
import OnboardKit

/// One spec, compiled for the preview: what its clients would get, read back the way
/// they read it, or why there is nothing to show.
enum CompiledApp: Sendable {
    /// The spec decoded: its bundle and string tables as OnboardKit reads them, the IR
    /// (for the findings' places and the samples), and every finding.
    case built(BuiltApp)
    /// The spec does not decode (or its files do not load): its diagnostics instead of screens.
    case failed(FailedApp)

    /// The page's file name without `.html`: the app id, or, for a spec that does not
    /// decode, the spec's file name.
    var pageName: String {
        switch self {
        case .built(let app): app.bundle.app.id
        case .failed(let failed): failed.name
        }
    }
}

struct BuiltApp: Sendable {
    var bundle: OnboardingBundle
    var strings: AppleStringTables
    /// The texts Android's tables give (its variants, else the copy); nil for an app not on Android.
    var android: PlatformTexts?
    var spec: Spec
    var diagnostics: [Diagnostic]
}

struct FailedApp: Sendable {
    var name: String
    var title: String
    var diagnostics: [Diagnostic]
    /// What went wrong besides the diagnostics: the files could not be read, or the
    /// compiler's own output did not load (a defect of onboardc, not of the spec).
    var problem: String? = nil
}

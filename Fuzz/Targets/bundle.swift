import Foundation
import OnboardCompiler
import OnboardKit

/// Fuzz target `bundle`: the input is a `bundle.json`, as a client team's CI or an
/// app downloading bundles receives it. It is checked as `onboardc check-bundles`
/// checks an app folder whose string tables are the real `generated/vegyscan` ones,
/// and, when it reads as a bundle, compared with the real `generated/vegyscan`
/// bundle both ways, as `onboardc diff` does. A bundle that decodes also has its
/// keys shown through OnboardKit's `OnboardingText` over the real catalog, as an app
/// that downloads bundles would: its locale chains and placeholders come from outside.
let catalog = Fixtures.read("generated/vegyscan/ios/Localizable.xcstrings")
let vegyscan = Fixtures.read("generated/vegyscan/bundle.json")
let realCatalog = try? StringCatalog(data: Data(catalog.bytes))

/// The app folder `app/`: the fuzzed bundle beside the real String Catalog.
struct FuzzedApp: DiffSource {
    let bundle: Data

    var prefix: String { "" }

    func kind(_ path: String) throws -> DiffEntryKind? {
        switch path {
        case "app", "app/ios": .folder
        case "app/bundle.json", "app/ios/Localizable.xcstrings": .file
        default: nil
        }
    }

    func read(_ path: String) throws -> Data {
        path == "app/bundle.json" ? bundle : Data(catalog.bytes)
    }

    func list(_ folder: String) throws -> [String] {
        folder == "app" ? ["bundle.json", "ios"] : ["Localizable.xcstrings"]
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    if let result = try? BundleCheck.check("app", from: FuzzedApp(bundle: bytes)) {
        renderEveryFormat(result.diagnostics, sources: result.sources)
    }
    // What the app shows from a downloaded bundle: its locale chains and placeholders over the real catalog.
    if let bundle = try? OnboardingBundle(data: bytes), let strings = realCatalog {
        for locale in [bundle.app.sourceLocale] + bundle.locales.prefix(8)
            + bundle.localeFallbacks.keys.sorted().prefix(8)
        {
            let text = OnboardingText(bundle: bundle, strings: strings, locale: locale)
            for key in bundle.placeholders.keys.sorted().prefix(64) {
                _ = text.resolve(key, ["count": 2, "name": "Ana"])
            }
        }
    }
    guard let fuzzed = try? BundleSnapshot(json: bytes), let real = try? BundleSnapshot(json: Data(vegyscan.bytes))
    else {
        return 0
    }
    let (one, other) = (
        AppSnapshot(location: "fuzzed", bundle: fuzzed, hasFolder: false),
        AppSnapshot(location: "vegyscan", bundle: real, hasFolder: false)
    )
    _ = DiffReport.render(
        BundleDiff(apps: [BundleComparison.compare(one, other), BundleComparison.compare(other, one)]),
        format: .json)
    return 0
}

import BundleFormat
import Foundation
import Testing

@testable import OnboardCompiler

/// The string keys of a bundle have one definition: `onboardc diff` and `check-bundles`
/// find them in the JSON (`BundleKeys`, with the member that holds each), OnboardKit in the
/// decoded models (`OnboardingBundle.stringKeys`, for `OnboardingText.missingKeys`). Both
/// find the same keys in every seed bundle and in the every-member bundle.
@Suite struct BundleKeysTests {
    @Test func theCompilerAndTheRuntimeFindTheSameKeys() throws {
        var texts = [BundleCoverageTests.bundleText]
        for app in ["florafriend", "growth", "pageinstead", "vegyscan"] {
            texts.append(
                try String(
                    contentsOf: PackageRoot.url.appendingPathComponent("generated/\(app)/bundle.json"), encoding: .utf8)
            )
        }
        for text in texts {
            let tree = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
            let found = Set(BundleKeys.uses(in: tree).map(\.key))
            #expect(found.count > 3)
            #expect(try OnboardingBundle(data: Data(text.utf8)).stringKeys == found)
        }
    }
}

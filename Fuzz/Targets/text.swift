import Foundation
import OnboardCompiler
import OnboardKit

/// Fuzz target `text`: the input is a String Catalog (`.xcstrings`), as an app that
/// downloads its string tables, or `onboardc diff` and `check-bundles`, receive one.
/// It is read by BundleFormat's `StringCatalog`; every text of every locale it has is
/// then shown through OnboardKit's `OnboardingText`, as the real `generated/vegyscan`
/// bundle's keys (placeholders as that bundle declares them) and as keys taking a text
/// and a number (so that every format and plural reaches `String(format:)`'s guard),
/// for several counts; and the catalog is read as `onboardc diff` reads it.
let vegyscan = try! OnboardingBundle(data: Data(Fixtures.read("generated/vegyscan/bundle.json").bytes))
let counts = [0, 1, 2, 3, 11, 22, 101, -1, Int.max]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    _ = try? StringTables.stringCatalog(bytes)
    guard let catalog = try? StringCatalog(data: bytes) else { return 0 }
    let keys = Set(catalog.translations.values.flatMap(\.keys))
    var both = vegyscan
    both.placeholders = Dictionary(uniqueKeysWithValues: keys.map {
        ($0, [Placeholder(name: "name", type: .string), Placeholder(name: "count", type: .integer)])
    })
    for bundle in [vegyscan, both] {
        for locale in Array(catalog.translations.keys) + bundle.locales {
            let text = OnboardingText(bundle: bundle, strings: catalog, locale: locale)
            for key in keys.sorted() {
                for count in counts { _ = text.resolve(key, ["name": "Ana", "count": .integer(count)]) }
            }
        }
    }
    return 0
}

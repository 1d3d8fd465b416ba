import Foundation
import OnboardCompiler
import OnboardKit

/// Fuzz target `text`: the input is a String Catalog (`.xcstrings`), as an app that
/// downloads its string tables, or `onboardc diff` and `check-bundles`, receive one;
/// the same bytes are also read as a `.strings` and a `.stringsdict` (OnboardKit's
/// `AppleStringTables`). It is read by BundleFormat's `StringCatalog`; every text of every locale it has is
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
    // The same bytes as the .lproj tables of a downloaded `es`: a .strings and a .stringsdict.
    let tables = AppleStringTables(files: [.init(locale: "es", strings: bytes, stringsdict: bytes)])
    show(tables, keys: Set(tables.keys), locales: ["es"])
    guard let catalog = try? StringCatalog(data: bytes) else { return 0 }
    show(catalog, keys: Set(catalog.translations.values.flatMap(\.keys)), locales: Array(catalog.translations.keys))
    return 0
}

/// Every key of `strings` in every locale, as the real bundle's keys and as keys taking a text and a number.
func show(_ strings: any LocalizedStrings, keys: Set<String>, locales: [String]) {
    var both = vegyscan
    both.placeholders = Dictionary(uniqueKeysWithValues: keys.map {
        ($0, [Placeholder(name: "name", type: .string), Placeholder(name: "count", type: .integer)])
    })
    for bundle in [vegyscan, both] {
        for locale in locales + bundle.locales {
            let text = OnboardingText(bundle: bundle, strings: strings, locale: locale)
            for key in keys.sorted() {
                for count in counts { _ = text.resolve(key, ["name": "Ana", "count": .integer(count)]) }
            }
        }
    }
}

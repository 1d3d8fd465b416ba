import Foundation
import OnboardCompiler
import OnboardKit

/// Fuzz target `text`: the input is a String Catalog (`.xcstrings`), as an app that
/// downloads its string tables, or `onboardc diff` and `check-bundles`, receive one;
/// the same bytes are also read as a `.strings` and a `.stringsdict` (OnboardKit's
/// `AppleStringTables`). It is read by BundleFormat's `StringCatalog`; every text of every locale it has is
/// then shown through OnboardKit's `OnboardingText`, as the real `generated/vegyscan`
/// bundle's keys (placeholders as that bundle declares them) and as keys taking a text
/// and a number (so that every format and plural reaches OnboardKit's own filling),
/// for several counts; and the catalog is read as `onboardc diff` reads it.
///
/// The same bytes, as UTF-8 text, are also a plural form: one that may leave out the
/// count or name arguments there are not (`One menu by %2$@`, `%3$@ %1$lld`), in every
/// shape a table gives it (a catalog substitution, a `.stringsdict` variable, a whole-text
/// plural), for keys with the count first, last or between zero to three other
/// placeholders, in languages with one to six plural categories.
let vegyscan = try! OnboardingBundle(data: Data(Fixtures.read("generated/vegyscan/bundle.json").bytes))
let counts = [0, 1, 2, 3, 11, 22, 101, -1, Int.max]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    _ = try? StringTables.stringCatalog(bytes)
    // The same bytes as the .lproj tables of a downloaded `es`: a .strings and a .stringsdict.
    let tables = AppleStringTables(files: [.init(locale: "es", strings: bytes, stringsdict: bytes)])
    show(tables, keys: Set(tables.keys), locales: ["es"])
    // A form is a line of copy: longer inputs (whole catalogs) only slow the search down.
    if bytes.count <= 512 { showAsForm(String(decoding: bytes, as: UTF8.self)) }
    guard let catalog = try? StringCatalog(data: bytes) else { return 0 }
    show(catalog, keys: Set(catalog.translations.values.flatMap(\.keys)), locales: Array(catalog.translations.keys))
    return 0
}

/// A table that gives every key `format` in every locale.
struct OneFormat: LocalizedStrings {
    var format: LocalizedFormat
    func format(forKey key: String, locale: String) -> LocalizedFormat? { format }
}

/// `form` as a plural's form for each category (and, with the count, as `other`), in each
/// shape a table gives a plural, shown for keys whose count is first, last or among zero to
/// three text placeholders, in English, Arabic, Polish and French (every plural category).
func showAsForm(_ form: String) {
    let counts = [0, 1, 2, 3, 11, 1_000_000, -1]
    for others in 0...3 {
        for countAt in [0, others] {
            var placeholders = (0..<others).map { Placeholder(name: "p\($0 + 1)", type: .string) }
            placeholders.insert(Placeholder(name: "count", type: .integer), at: countAt)
            let argument = countAt + 1
            var forms: [PluralCategory: String] = [:]
            for category in [PluralCategory.zero, .one, .two, .few, .many] { forms[category] = form }
            forms[.other] = "%arg " + form
            let variable = PluralForms(forms, argument: argument, specifier: "lld")
            let lproj = PluralForms(forms.mapValues { $0.replacingOccurrences(of: "%arg", with: "%\(argument)$lld") })
            let shapes: [LocalizedFormat] = [
                .format("%\(argument)$#@n@", variables: ["n": variable]),
                .format(form + " %\(argument)$#@n@", variables: ["n": PluralForms(forms)]),
                .format("%\(argument)$#@n@", variables: ["n": lproj]),
                .plural(PluralForms(forms)),
            ]
            var bundle = vegyscan
            bundle.placeholders = ["key": placeholders]
            let values = Dictionary(uniqueKeysWithValues: placeholders.map { ($0.name, TextValue.string("Ana")) })
            for shape in shapes {
                for locale in ["en", "ar", "pl", "fr"] {
                    let text = OnboardingText(bundle: bundle, strings: OneFormat(format: shape), locale: locale)
                    for count in counts { _ = text.resolve("key", values.merging(["count": .integer(count)]) { $1 }) }
                }
            }
        }
    }
}

/// Every key of `strings` in every locale, as the real bundle's keys and as keys taking a text and a number.
func show(_ strings: any LocalizedStrings, keys: Set<String>, locales: [String]) {
    var both = vegyscan
    both.placeholders = Dictionary(
        uniqueKeysWithValues: keys.map {
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

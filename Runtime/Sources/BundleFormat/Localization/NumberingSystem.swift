/// A numbering system: the ten digits numbers are written with, by its CLDR id
/// (`latn` 0–9, `arab` ٠–٩, `arabext` ۰–۹ for Persian and Urdu, `deva` ०–९…).
///
/// Data: the numeric systems of CLDR's `common/supplemental/numberingSystems.xml`
/// (CLDR 41, Debian's `unicode-cldr-core` 41-0.1) that are a language's default
/// (``cldrDefault(for:)``) or that apps commonly choose instead (`thai`, `khmr`, `laoo`
/// and the Indic scripts'). Every one is a run of ten Unicode decimal digits, zero first,
/// so a system is its id and its zero.
public struct NumberingSystem: Hashable, Sendable, CustomStringConvertible {
    /// The CLDR id (`arab`), what `app.numbers` and the bundle's `numberingSystems` name.
    public let id: String
    /// The digit zero; one to nine follow it.
    let zero: Unicode.Scalar

    /// The ten digits, zero to nine.
    public var digits: [Unicode.Scalar] {
        (0..<10).map { Unicode.Scalar(zero.value + UInt32($0))! }
    }

    public var description: String { id }

    /// Western digits, 0–9: the system of a locale the bundle names no other for.
    public static let latn = NumberingSystem(id: "latn", zero: "0")

    /// Every system onboardc knows, sorted by id.
    public static let known: [NumberingSystem] = [
        latn,
        NumberingSystem(id: "adlm", zero: "\u{1E950}"),
        NumberingSystem(id: "arab", zero: "\u{0660}"),
        NumberingSystem(id: "arabext", zero: "\u{06F0}"),
        NumberingSystem(id: "beng", zero: "\u{09E6}"),
        NumberingSystem(id: "cakm", zero: "\u{11136}"),
        NumberingSystem(id: "deva", zero: "\u{0966}"),
        NumberingSystem(id: "gujr", zero: "\u{0AE6}"),
        NumberingSystem(id: "guru", zero: "\u{0A66}"),
        NumberingSystem(id: "hmnp", zero: "\u{1E140}"),
        NumberingSystem(id: "khmr", zero: "\u{17E0}"),
        NumberingSystem(id: "knda", zero: "\u{0CE6}"),
        NumberingSystem(id: "laoo", zero: "\u{0ED0}"),
        NumberingSystem(id: "mlym", zero: "\u{0D66}"),
        NumberingSystem(id: "mtei", zero: "\u{ABF0}"),
        NumberingSystem(id: "mymr", zero: "\u{1040}"),
        NumberingSystem(id: "nkoo", zero: "\u{07C0}"),
        NumberingSystem(id: "olck", zero: "\u{1C50}"),
        NumberingSystem(id: "orya", zero: "\u{0B66}"),
        NumberingSystem(id: "tamldec", zero: "\u{0BE6}"),
        NumberingSystem(id: "telu", zero: "\u{0C66}"),
        NumberingSystem(id: "thai", zero: "\u{0E50}"),
        NumberingSystem(id: "tibt", zero: "\u{0F20}"),
    ].sorted { $0.id < $1.id }

    /// The system with this id (exact, lower case), or nil.
    public static func named(_ id: String) -> NumberingSystem? {
        known.first { $0.id == id }
    }

    /// The system `scalar` is a digit of, or nil for anything but a digit of a known system.
    public static func containing(_ scalar: Unicode.Scalar) -> NumberingSystem? {
        known.first { $0.zero.value <= scalar.value && scalar.value < $0.zero.value + 10 }
    }

    /// The locale identifier a runtime formats numbers of `locale`'s texts with: the tag
    /// (without any extension or private-use part it carries) with the Unicode extension
    /// `-u-nu-<system>` (`ar-EG` and `arab` → `ar-EG-u-nu-arab`). The extension is written
    /// even for `latn`, so that no platform's own default (its CLDR version) decides.
    public static func formattingLocale(_ locale: String, system: String) -> String {
        var subtags: [Substring] = []
        for subtag in locale.split(whereSeparator: { $0 == "-" || $0 == "_" }) {
            if subtag.count == 1 { break }
            subtags.append(subtag)
        }
        return (subtags + ["u", "nu", Substring(system)]).joined(separator: "-")
    }
}

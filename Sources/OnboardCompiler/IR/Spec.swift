import BundleFormat

/// The validated intermediate representation of one app's spec: plain
/// `Sendable` values, every reference resolved, every copy string keyed.
public struct Spec: Sendable, Hashable {
    /// The spec format version the file declared (`version:`).
    public var version: Int
    public var app: App
    public var theme: Theme
    public var motion: Motion
    public var flows: [Flow]
    /// The app's translations, one per locale, in code-point order of the locale.
    public var translations: [Translation] = []
    /// Placeholder name → the value `onboardc preview` shows for it (`samples:`); preview only,
    /// never in a bundle.
    public var samples: [String: SampleValue] = [:]
    /// What the app supplies when it starts a flow (`attributes:`), by name, for conditions.
    public var attributes: [String: AttributeType] = [:]
    /// The experiments the app runs (`experiments:`), in the order written.
    public var experiments: [Experiment] = []
    /// The links copy may point to (`links:`), in the order written.
    public var links: [Link] = []
    /// The names that stay as they are in every language (`glossary:`), in the order written.
    public var glossary: [GlossaryTerm] = []
    /// The file the spec was read from.
    public var file: String

    /// The spec file's name without its folder (`pageinstead.yaml`), as generated files' headers name it.
    public var fileName: String {
        String(file.split(separator: "/").last ?? Substring(file))
    }
}

public struct App: Sendable, Hashable {
    public enum Platform: String, Sendable, Hashable, CaseIterable, Codable {
        case ios, android

        /// The platform's name in a message: `iOS`, `Android`.
        public var name: String {
            switch self {
            case .ios: "iOS"
            case .android: "Android"
            }
        }
    }

    /// Lower-case kebab-case id; names the output folder `generated/<id>/`.
    public var id: String
    /// The output folder beside the apps' folders that holds the bundle schema
    /// (`generated/schema/`): no app may take its name as id.
    public static let schemaFolder = "schema"
    public var name: String
    public var platforms: [Platform]
    /// BCP-47 tag of the language the copy in the spec is written in.
    public var sourceLocale: String
    /// Where `sourceLocale` is written; the `app` mapping when it is left out.
    public var sourceLocaleSpan: SourceSpan? = nil
    /// Declared fallback chains (`fallbacks:`), in the order written.
    public var fallbacks: [LocaleFallback] = []
    /// Pseudo-locales to emit into the string tables (`pseudoLocales:`).
    public var pseudoLocales: [PseudoLocale] = []
    /// Per locale, the numbering system of the numbers its texts are filled with (`numbers:`),
    /// in the order written; a locale it leaves out takes CLDR's default (``numberingSystem(for:)``).
    public var numbers: [LocaleNumbers] = []
    /// The name of the Apple string table (`stringTable:`): `Localizable` gives
    /// `Localizable.xcstrings` and `<locale>.lproj/Localizable.strings`. An app that
    /// already has a `Localizable` table of its own takes another (`Onboarding`).
    public var stringTable = App.defaultStringTable
    public static let defaultStringTable = "Localizable"
    /// The app's Android namespace (`android.package`): the package of the `R` class that
    /// holds the generated resources, for the Kotlin key map; nil: no key map is written.
    public var androidPackage: String? = nil
    /// What every Android resource name starts with (`android.resourcePrefix`); `""`:
    /// nothing. By default the app id with `_` for `-` (`page-instead` → `page_instead`).
    public var androidPrefix: String? = nil

    /// The prefix the Android resource names take.
    public var resolvedAndroidPrefix: String { androidPrefix ?? String(id.map { $0 == "-" ? "_" : $0 }) }
    public var span: SourceSpan
}

/// A value the preview fills a placeholder with (`samples:`), so a writer sees
/// "Hi Maya" and the plural a real count gives, not `{name}`.
public enum SampleValue: Sendable, Hashable {
    case text(String)
    case integer(Int)
}

/// The type of an attribute the app supplies (`attributes:`), which a condition compares it as.
public enum AttributeType: String, Sendable, Hashable, CaseIterable {
    case bool, string, number, version

    /// How a condition reads it (the bundle's reference type).
    public var valueType: ConditionReference.ValueType {
        switch self {
        case .bool: .bool
        case .string: .string
        case .number: .number
        case .version: .version
        }
    }
}

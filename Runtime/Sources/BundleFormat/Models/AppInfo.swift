/// The app a bundle is for.
public struct AppInfo: Codable, Hashable, Sendable {
    /// The app id (the folder name under `generated/`).
    public var id: String
    /// The app's display name.
    public var name: String
    /// The platforms the spec lists (`ios`, `android`).
    public var platforms: [String]
    /// The locale the copy was written in (BCP-47); the last resort of locale resolution.
    public var sourceLocale: String

    /// App information with these values.
    public init(id: String, name: String? = nil, platforms: [String] = [], sourceLocale: String) {
        self.id = id
        self.name = name ?? id
        self.platforms = platforms
        self.sourceLocale = sourceLocale
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        name = try container.decodeIfPresent(String.self, forKey: .name) ?? id
        platforms = try container.decodeIfPresent([String].self, forKey: .platforms) ?? []
        sourceLocale = try container.decode(String.self, forKey: .sourceLocale)
    }
}

/// The path of each platform's string table, relative to the app folder: only
/// for the platforms in `app.platforms`, since a table is written only for them.
public struct StringTables: Codable, Hashable, Sendable {
    /// The Apple String Catalog (`ios/Localizable.xcstrings`); nil when the app is not on iOS.
    public var ios: String?
    /// The Android string resources (`android/res/values/strings.xml`); nil when the app is not on Android.
    public var android: String?
    /// What every Android resource name starts with (`pageinstead` in
    /// `pageinstead_onboarding_welcome_title`), so that the app's own resources cannot
    /// override the generated ones when resources merge; nil or empty: no prefix.
    public var androidPrefix: String?

    /// Tables at these paths.
    public init(ios: String? = nil, android: String? = nil, androidPrefix: String? = nil) {
        self.ios = ios
        self.android = android
        self.androidPrefix = androidPrefix
    }

    /// The Android resource name of a string key: the prefix, then the key with `.` and
    /// `-` as `_` (`onboarding.sign-up.title` → `pageinstead_onboarding_sign_up_title`).
    /// The one definition the compiler writes and `check-bundles` reads.
    public func androidResourceName(forKey key: String) -> String {
        let name = String(key.map { $0 == "." || $0 == "-" ? "_" : $0 })
        guard let androidPrefix, !androidPrefix.isEmpty else { return name }
        return androidPrefix + "_" + name
    }

    /// The iOS table's name, what an app looks keys up in: the catalog's file name
    /// without its extension (`ios/Onboarding.xcstrings` → `Onboarding`); `Localizable`
    /// when the bundle names no catalog.
    public var iosTableName: String {
        guard let path = ios, let file = path.split(separator: "/").last else { return "Localizable" }
        return file.hasSuffix(".xcstrings") ? String(file.dropLast(".xcstrings".count)) : String(file)
    }
}

/// A placeholder in the text of a string key: its name and the type of value
/// the app passes for it.
public struct Placeholder: Codable, Hashable, Sendable {
    /// The placeholder's name, as written between braces in the text.
    public var name: String
    /// The type of value the app passes.
    public var type: PlaceholderType
    /// `true` on the number whose count chooses the form of the text's plural: what a
    /// table that names no count (an Android `<plurals>`) counts by. Absent (`nil`) on
    /// every other placeholder, and in bundles written before it (then the key's first
    /// number counts).
    public var plural: Bool?

    /// A placeholder called `name` that takes a value of `type`; `plural`: its count
    /// chooses the text's plural form.
    public init(name: String, type: PlaceholderType, plural: Bool = false) {
        self.name = name
        self.type = type
        self.plural = plural ? true : nil
    }
}

/// The type of a placeholder's value. Open: a type this version does not know is `unknown`.
public enum PlaceholderType: OpenVocabulary {
    /// Any text.
    case string
    /// A whole number.
    case integer
    case unknown(String)

    public static let knownValues: [PlaceholderType] = [.string, .integer]

    public var rawValue: String {
        switch self {
        case .string: "string"
        case .integer: "integer"
        case .unknown(let raw): raw
        }
    }
}

import Foundation

/// The `.lproj` string tables an app ships, as a source of texts: on device,
/// what Xcode compiles the String Catalog into (`<locale>.lproj/<table>.strings`
/// and `.stringsdict`), or the tables `onboardc build` writes beside it.
///
/// Every table is read once, when the value is made. A `.stringsdict` entry
/// becomes its `NSStringLocalizedFormatKey` with its plural variables. A
/// translation's table holds only what is translated; ``OnboardingText`` falls
/// back for the rest. A damaged file, or a damaged entry in one, is left out
/// (listed in ``damaged``) and the rest is read: one bad download must not take
/// every language with it.
public struct AppleStringTables: LocalizedStrings, Hashable {
    /// Normalized locale → key → text.
    private let texts: [String: [String: LocalizedFormat]]
    /// The files, or `file: key` entries, that were not a table of texts and were left out.
    public let damaged: [String]

    /// One locale's table files: what `<locale>.lproj/<table>.strings` and `.stringsdict` hold.
    public struct Files: Sendable {
        public var locale: String
        public var strings: Data?
        public var stringsdict: Data?

        /// The contents of `locale`'s files (nil: the file is not there).
        public init(locale: String, strings: Data?, stringsdict: Data?) {
            self.locale = locale
            self.strings = strings
            self.stringsdict = stringsdict
        }
    }

    /// The tables of `onboarding` in the `.lproj` folders of `bundle`: the table
    /// its `strings.ios` names (`ios/Onboarding.xcstrings` → `Onboarding`).
    public init(bundle: Foundation.Bundle = .main, for onboarding: OnboardingBundle) throws {
        try self.init(bundle: bundle, table: onboarding.strings.iosTableName)
    }

    /// The tables named `table` (the bundle's `strings.ios` name: `Localizable`
    /// unless the spec sets `stringTable`) in the `.lproj` folders of `bundle`.
    public init(bundle: Foundation.Bundle = .main, table: String = "Localizable") throws {
        try self.init(directory: bundle.resourceURL ?? bundle.bundleURL, table: table)
    }

    /// The tables named `table` in the `<locale>.lproj` folders of `directory`.
    public init(directory: URL, table: String = "Localizable") throws {
        try self.init(directories: [directory], table: table)
    }

    /// The tables named `table` in the `<locale>.lproj` folders of each of
    /// `directories` (`generated/<app>/ios` and its `debug`, say); a folder that does
    /// not exist has none. Throws ``StringTablesError`` when no folder has the table,
    /// or its files hold no text: an app would show raw keys. Also throws when a folder
    /// that exists cannot be listed.
    public init(directories: [URL], table: String = "Localizable") throws {
        let folders = try directories.filter { FileManager.default.fileExists(atPath: $0.path) }.flatMap {
            try FileManager.default.contentsOfDirectory(at: $0, includingPropertiesForKeys: nil)
        }.filter { $0.pathExtension == "lproj" }.sorted { $0.path < $1.path }
        let files = folders.map { folder in
            func read(_ name: String) -> Data? { try? Data(contentsOf: folder.appendingPathComponent(name)) }
            return Files(
                locale: folder.deletingPathExtension().lastPathComponent,
                strings: read("\(table).strings"), stringsdict: read("\(table).stringsdict"))
        }
        guard files.contains(where: { $0.strings != nil || $0.stringsdict != nil }) else {
            throw StringTablesError.notFound(table: table, in: directories.map(\.path))
        }
        self.init(files: files)
        guard !texts.isEmpty else { throw StringTablesError.empty(table: table, damaged: damaged) }
    }

    /// The tables in `files`, as read from disk or downloaded.
    public init(files: [Files]) {
        var texts: [String: [String: LocalizedFormat]] = [:]
        var damaged: [String] = []
        for file in files {
            var rows =
                file.strings.map { Self.strings($0, name: "\(file.locale).lproj strings", damaged: &damaged) } ?? [:]
            if let data = file.stringsdict {
                for (key, format) in Self.stringsdict(data, name: "\(file.locale).lproj stringsdict", damaged: &damaged)
                {
                    rows[key] = format
                }
            }
            if !rows.isEmpty {
                texts[LocaleResolver.normalized(file.locale), default: [:]].merge(rows) { _, new in new }
            }
        }
        self.texts = texts
        self.damaged = damaged
    }

    public func format(forKey key: String, locale: String) -> LocalizedFormat? {
        texts[LocaleResolver.normalized(locale)]?[key]
    }

    /// Every key some table has.
    public var keys: [String] { Array(Set(texts.values.flatMap(\.keys))).sorted() }

    /// Whether no table holds any text.
    public var isEmpty: Bool { texts.isEmpty }

    /// A `.strings` file (text or binary property list): key → format; entries that are not text are left out.
    private static func strings(_ data: Data, name: String, damaged: inout [String]) -> [String: LocalizedFormat] {
        guard let table = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any]
        else {
            damaged.append(name)
            return [:]
        }
        var rows: [String: LocalizedFormat] = [:]
        for (key, value) in table {
            if let text = value as? String { rows[key] = .format(text) } else { damaged.append("\(name): \(key)") }
        }
        return rows
    }

    /// A `.stringsdict` file: key → its format key with its plural variables; entries
    /// without a format key are left out.
    private static func stringsdict(_ data: Data, name: String, damaged: inout [String]) -> [String: LocalizedFormat] {
        guard let entries = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any]
        else {
            damaged.append(name)
            return [:]
        }
        var table: [String: LocalizedFormat] = [:]
        for (key, value) in entries {
            guard let entry = value as? [String: Any], let format = entry["NSStringLocalizedFormatKey"] as? String
            else {
                damaged.append("\(name): \(key)")
                continue
            }
            var variables: [String: PluralForms] = [:]
            for (variable, value) in entry where variable != "NSStringLocalizedFormatKey" {
                guard let rule = value as? [String: Any],
                    rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType"
                else { continue }
                var forms: [PluralCategory: String] = [:]
                for (category, form) in rule {
                    if let category = PluralCategory(rawValue: category), let form = form as? String {
                        forms[category] = form
                    }
                }
                variables[variable] = PluralForms(forms, specifier: rule["NSStringFormatValueTypeKey"] as? String)
            }
            table[key] = .format(format, variables: variables)
        }
        return table
    }
}

/// Why string tables could not be read: an app would show raw keys instead of its copy.
public enum StringTablesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No `<locale>.lproj` folder in the folders has the table: it is not in the app, or
    /// has another name (the bundle's `strings.ios` names it).
    case notFound(table: String, in: [String])
    /// The table's files hold no text: every one is empty or damaged (listed).
    case empty(table: String, damaged: [String])

    public var description: String {
        switch self {
        case .notFound(let table, let folders):
            "no <locale>.lproj folder in \(folders.joined(separator: ", ")) has the table \(table)"
        case .empty(let table, let damaged):
            "the table \(table) holds no text"
                + (damaged.isEmpty ? "" : "; damaged: \(damaged.joined(separator: ", "))")
        }
    }
}

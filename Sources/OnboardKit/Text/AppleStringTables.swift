import Foundation

/// The `.lproj` string tables an app ships, as a source of texts: on device,
/// what Xcode compiles the String Catalog into (`<locale>.lproj/<table>.strings`
/// and `.stringsdict`), or the legacy tables `onboardc build` writes beside it.
///
/// Every table is read once, when the value is made. A `.stringsdict` entry
/// becomes its `NSStringLocalizedFormatKey` with its plural variables. A
/// translation's table holds only what is translated; ``OnboardingText`` falls
/// back for the rest.
public struct AppleStringTables: LocalizedStrings, Hashable {
    /// Normalized locale → key → text.
    private let texts: [String: [String: LocalizedFormat]]

    /// The tables named `table` (the bundle's `strings.ios` name: `Localizable`
    /// unless the spec sets `stringTable`) in the `.lproj` folders of `bundle`.
    public init(bundle: Foundation.Bundle = .main, table: String = "Localizable") throws {
        try self.init(directory: bundle.resourceURL ?? bundle.bundleURL, table: table)
    }

    /// The tables of `onboarding` in the `.lproj` folders of `bundle`: the table
    /// its `strings.ios` names (`ios/Onboarding.xcstrings` → `Onboarding`).
    public init(bundle: Foundation.Bundle = .main, for onboarding: OnboardingBundle) throws {
        try self.init(bundle: bundle, table: onboarding.strings.iosTableName)
    }

    /// The tables named `table` in the `<locale>.lproj` folders of `directory`.
    public init(directory: URL, table: String = "Localizable") throws {
        try self.init(directories: [directory], table: table)
    }

    /// The tables named `table` in the `<locale>.lproj` folders of each of
    /// `directories` (`generated/<app>/ios` and its `debug`, say); a folder that does
    /// not exist has none.
    public init(directories: [URL], table: String = "Localizable") throws {
        let folders = try directories.filter { FileManager.default.fileExists(atPath: $0.path) }.flatMap {
            try FileManager.default.contentsOfDirectory(at: $0, includingPropertiesForKeys: nil)
        }.filter { $0.pathExtension == "lproj" }
        var texts: [String: [String: LocalizedFormat]] = [:]
        for folder in folders {
            let locale = LocaleResolver.normalized(folder.deletingPathExtension().lastPathComponent)
            var rows = try Self.strings(at: folder.appendingPathComponent("\(table).strings"))
            for (key, format) in try Self.stringsdict(at: folder.appendingPathComponent("\(table).stringsdict")) {
                rows[key] = format
            }
            if !rows.isEmpty { texts[locale, default: [:]].merge(rows) { _, new in new } }
        }
        self.texts = texts
    }

    public func format(forKey key: String, locale: String) -> LocalizedFormat? {
        texts[LocaleResolver.normalized(locale)]?[key]
    }

    /// A `.strings` file (text or binary property list): key → format.
    private static func strings(at url: URL) throws -> [String: LocalizedFormat] {
        guard let plist = try propertyList(at: url) else { return [:] }
        guard let table = plist as? [String: String] else { throw TableError.notATable(url) }
        return table.mapValues { .format($0) }
    }

    /// A `.stringsdict` file: key → its format key with its plural variables.
    private static func stringsdict(at url: URL) throws -> [String: LocalizedFormat] {
        guard let plist = try propertyList(at: url) else { return [:] }
        guard let entries = plist as? [String: [String: Any]] else { throw TableError.notATable(url) }
        var table: [String: LocalizedFormat] = [:]
        for (key, entry) in entries {
            guard let format = entry["NSStringLocalizedFormatKey"] as? String else { throw TableError.notATable(url) }
            var variables: [String: PluralForms] = [:]
            for (name, value) in entry where name != "NSStringLocalizedFormatKey" {
                guard let rule = value as? [String: String], rule["NSStringFormatSpecTypeKey"] == "NSStringPluralRuleType"
                else { continue }
                var forms: [PluralCategory: String] = [:]
                for (category, form) in rule { PluralCategory(rawValue: category).map { forms[$0] = form } }
                variables[name] = PluralForms(forms)
            }
            table[key] = .format(format, variables: variables)
        }
        return table
    }

    private static func propertyList(at url: URL) throws -> Any? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
    }

    /// A table that is not what its name says.
    public enum TableError: Error, Hashable {
        /// The file is a property list, but not a table of texts.
        case notATable(URL)
    }
}

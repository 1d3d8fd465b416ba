import Foundation

/// Where a spec's translations live: beside it, in a folder named after it
/// (`specs/vegyscan.yaml` → `specs/vegyscan.l10n/*.yaml`).
public enum TranslationFiles {
    public static let folderSuffix = ".l10n"

    public static func folder(of spec: String) -> String {
        (spec as NSString).deletingPathExtension + folderSuffix
    }

    /// The translation files of a spec in sorted order; none when it has no folder.
    public static func paths(of spec: String) throws(FileError) -> [String] {
        let folder = folder(of: spec)
        guard try FileSystem.kind(folder) == .folder else { return [] }
        return try FileSystem.list(folder).filter(isYAML).map { folder + "/" + $0 }
    }

    /// A YAML file name (`.yaml`, `.yml`) that is not hidden.
    public static func isYAML(_ file: String) -> Bool {
        (file.hasSuffix(".yaml") || file.hasSuffix(".yml")) && !file.hasPrefix(".")
    }
}

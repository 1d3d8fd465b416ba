import Foundation

/// Where a spec's translations live: beside it, in a folder named after it
/// (`specs/vegyscan.yaml` → `specs/vegyscan.l10n/*.yaml`).
public enum TranslationFiles {
    public static let folderSuffix = ".l10n"

    public static func folder(of spec: String) -> String {
        (spec as NSString).deletingPathExtension + folderSuffix
    }

    /// The translation files of a spec in sorted order; none when it has no folder.
    public static func paths(of spec: String) throws -> [String] {
        let folder = folder(of: spec)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            return []
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        return files.filter(isYAML).sorted().map { folder + "/" + $0 }
    }

    /// A YAML file name (`.yaml`, `.yml`) that is not hidden.
    public static func isYAML(_ file: String) -> Bool {
        (file.hasSuffix(".yaml") || file.hasSuffix(".yml")) && !file.hasPrefix(".")
    }
}

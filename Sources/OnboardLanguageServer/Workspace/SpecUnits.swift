import Foundation
import OnboardCompiler

/// Which specs a document belongs to, and each spec with its translation files, as the
/// compiler reads them: a spec is itself; a translation file (`<app>.l10n/<locale>.yaml`)
/// belongs to `<app>.yaml`; a configuration, to every open spec it configures.
extension Workspace {
    public func specs(affectedBy uri: String) -> [String] {
        let path = DocumentURI.path(uri)
        if (path as NSString).lastPathComponent == ProjectConfig.fileName || path == options.config {
            let specs = Set(documents.keys.compactMap(spec(of:)))
            return specs.filter { configPath(of: $0) == path }.sorted()
        }
        return spec(of: path).map { [$0] } ?? []
    }

    /// The spec of the file at `path`; nil for a translation file whose spec is not there.
    func spec(of path: String) -> String? {
        let folder = (path as NSString).deletingLastPathComponent
        guard folder.hasSuffix(TranslationFiles.folderSuffix) else {
            return (path as NSString).lastPathComponent == ProjectConfig.fileName ? nil : path
        }
        let stem = String(folder.dropLast(TranslationFiles.folderSuffix.count))
        return [stem + ".yaml", stem + ".yml"].first {
            documents[$0] != nil || FileManager.default.fileExists(atPath: $0)
        }
    }

    /// The spec at `spec` with its translation files (those on disk and those open), read; nil when it is not there.
    func input(_ spec: String) -> Pipeline.Input? {
        guard let source = file(spec) else { return nil }
        let folder = TranslationFiles.folder(of: spec)
        let onDisk = (try? TranslationFiles.paths(of: spec)) ?? []
        let open = documents.keys.filter {
            ($0 as NSString).deletingLastPathComponent == folder
                && TranslationFiles.isYAML(($0 as NSString).lastPathComponent)
        }
        let translations = Set(onDisk + open).sorted().compactMap(file)
        return Pipeline.Input(spec: source, translations: translations)
    }
}

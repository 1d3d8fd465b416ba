import Foundation
import OnboardCompiler

/// Finds and reads spec files. Folders are searched recursively for `*.yaml`
/// and `*.yml` in sorted order, so runs are deterministic.
enum SpecFiles {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func find(_ paths: [String]) throws -> [String] {
        var found: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw Failure(description: "\(path): no such file or folder")
            }
            if !isDirectory.boolValue {
                if (path as NSString).lastPathComponent == ProjectConfig.fileName {
                    throw Failure(description: "\(path) is the project configuration, not a spec; pass it with --config")
                }
                found.append(path)
                continue
            }
            guard let walker = FileManager.default.enumerator(atPath: path) else {
                throw Failure(description: "\(path): cannot read the folder")
            }
            var inFolder: [String] = []
            for case let relative as String in walker where isSpec(relative) {
                inFolder.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
            }
            found += inFolder.sorted()
        }
        // An empty run would make `build` delete every file the manifest lists.
        guard !found.isEmpty else {
            throw Failure(description: "no spec files (*.yaml, *.yml) in \(paths.joined(separator: ", "))")
        }
        return found
    }

    /// The file names of the specs beside each spec file named on the command
    /// line: building one spec of a folder must not delete the others' output.
    static func siblings(of paths: [String]) -> Set<String> {
        var names = Set<String>()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                continue
            }
            let folder = (path as NSString).deletingLastPathComponent
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
            names.formUnion(files.filter(isSpec))
        }
        return names
    }

    /// A spec file: YAML, not hidden, not the configuration, and not inside a
    /// translation folder (`<spec>.l10n/`).
    static func isSpec(_ name: String) -> Bool {
        let components = name.split(separator: "/")
        let file = components.last.map(String.init) ?? name
        return TranslationFiles.isYAML(file) && file != ProjectConfig.fileName
            && !components.dropLast().contains { $0.hasSuffix(TranslationFiles.folderSuffix) }
    }

    /// The translation files of a spec, in sorted order.
    static func translations(of spec: String) throws -> [String] {
        do {
            return try TranslationFiles.paths(of: spec)
        } catch {
            throw Failure(description: "\(TranslationFiles.folder(of: spec)): cannot read the folder")
        }
    }

    /// Each spec with its translation files, read.
    static func inputs(_ paths: [String]) throws -> [Pipeline.Input] {
        try find(paths).map { path in
            Pipeline.Input(spec: try read([path])[0], translations: try read(translations(of: path)))
        }
    }

    static func read(_ paths: [String]) throws -> [SourceFile] {
        try paths.map { path in
            guard let data = FileManager.default.contents(atPath: path) else {
                throw Failure(description: "\(path): cannot read the file")
            }
            return SourceFile(path: path, bytes: [UInt8](data))
        }
    }
}

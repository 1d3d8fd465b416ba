import Foundation

/// Finds and reads spec files. Folders are searched recursively for `*.yaml`
/// and `*.yml` in sorted order, so runs are deterministic. A path that cannot
/// be read says why (`FileError`): a missing file and a folder without
/// permission are different problems.
public enum SpecFiles {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public static func find(_ paths: [String]) throws -> [String] {
        var found: [String] = []
        for path in paths {
            guard let kind = try FileSystem.kind(path) else {
                throw Failure(description: "\(path): no such file or folder")
            }
            if kind == .file {
                if (path as NSString).lastPathComponent == ProjectConfig.fileName {
                    throw Failure(
                        description: "\(path) is the project configuration, not a spec; pass it with --config")
                }
                found.append(path)
                continue
            }
            found += try specs(in: path.hasSuffix("/") ? String(path.dropLast()) : path, relative: "")
        }
        // An empty run would make `build` delete every file the manifest lists.
        guard !found.isEmpty else {
            throw Failure(description: "no spec files (*.yaml, *.yml) in \(paths.joined(separator: ", "))")
        }
        return found
    }

    /// The spec files under `folder`, in sorted order of their paths relative
    /// to the folder given. Links to folders are not followed (no cycles).
    private static func specs(in folder: String, relative: String) throws -> [String] {
        var found: [String] = []
        for name in try FileSystem.list(folder) {
            let path = folder + "/" + name
            let inner = relative.isEmpty ? name : relative + "/" + name
            if FileSystem.isRealFolder(path) {
                found += try specs(in: path, relative: inner)
            } else if isSpec(inner) {
                found.append(path)
            }
        }
        return found.sorted()
    }

    /// The file names of the specs beside each spec file named on the command
    /// line: building one spec of a folder must not delete the others' output.
    public static func siblings(of paths: [String]) throws -> Set<String> {
        var names = Set<String>()
        for path in paths where try FileSystem.kind(path) == .file {
            let folder = (path as NSString).deletingLastPathComponent
            names.formUnion(try FileSystem.list(folder.isEmpty ? "." : folder).filter(isSpec))
        }
        return names
    }

    /// A spec file: YAML, not hidden, not the configuration, and not inside a
    /// translation folder (`<spec>.l10n/`).
    public static func isSpec(_ name: String) -> Bool {
        let components = name.split(separator: "/")
        let file = components.last.map(String.init) ?? name
        return TranslationFiles.isYAML(file) && file != ProjectConfig.fileName
            && !components.dropLast().contains { $0.hasSuffix(TranslationFiles.folderSuffix) }
    }

    /// Each spec with its translation files, found and opened but not yet read (see
    /// `Pipeline.InputFiles`); a file larger than `limit` bytes is never read.
    public static func inputs(_ paths: [String], limit: Int) throws -> [Pipeline.InputFiles] {
        try find(paths).map { path in
            Pipeline.InputFiles(
                spec: try .find(path, limit: limit),
                translations: try TranslationFiles.paths(of: path).map { try .find($0, limit: limit) })
        }
    }

    /// The files, each read only when it holds at most `limit` bytes (a larger
    /// one is reported by the stage that reads it, without being read).
    public static func read(_ paths: [String], limit: Int) throws -> [SourceFile] {
        try paths.map { try SourceFile.read($0, limit: limit) }
    }
}

import Foundation

/// What `preview --watch` looks at between builds: the files the last build read (specs,
/// translation files, the configuration), and the folders where a new one would appear
/// (the spec folders and their subfolders, each spec's `.l10n` folder, the folder of the
/// default `onboardc.yaml`). A folder's modification time changes when a file is added,
/// removed or renamed in it; a file's when it is saved. Hidden folders and build folders
/// are not looked into, so a project folder with a large `.build/` costs nothing.
struct WatchList: Sendable {
    let files: [String]
    let folders: [String]

    init(paths: [String], config: String?, read: [String]) {
        let manager = FileManager.default
        var folders: Set<String> = []
        for path in paths {
            var isFolder: ObjCBool = false
            if manager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                folders.formUnion(Self.folders(under: path))
            } else {
                folders.insert(
                    (path as NSString).deletingLastPathComponent.isEmpty
                        ? "." : (path as NSString).deletingLastPathComponent)
            }
        }
        // Where translation files of each spec go, whether or not the folder is there yet.
        for path in read where path.hasSuffix(".yaml") || path.hasSuffix(".yml") {
            folders.insert((path as NSString).deletingPathExtension + ".l10n")
        }
        self.files = Array(Set(read + paths + [config].compactMap { $0 })).sorted()
        self.folders = folders.sorted()
    }

    /// `folder` and every folder below it, but hidden and build folders.
    private static func folders(under folder: String) -> [String] {
        var out = [folder]
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return out }
        for name in names.sorted() where !name.hasPrefix(".") && !name.hasPrefix(".build") {
            let path = folder + "/" + name
            var isFolder: ObjCBool = false
            if manager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                out += folders(under: path)
            }
        }
        return out
    }
}

/// What the watched files and folders look like now: each one's modification time and
/// size, or its absence. A different stamp means something was saved, added or removed.
struct SourceStamp: Equatable {
    private var entries: [String: [Double]] = [:]

    init(_ list: WatchList) {
        let manager = FileManager.default
        for path in list.files + list.folders {
            guard let attributes = try? manager.attributesOfItem(atPath: path) else { continue }
            entries[path] = [
                (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0,
                Double((attributes[.size] as? NSNumber)?.intValue ?? 0),
            ]
        }
    }
}

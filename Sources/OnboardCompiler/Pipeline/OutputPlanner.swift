extension OutputDirectory {
    /// Plans a build from each spec's file name and its compile result, one spec at a time.
    /// A spec with errors keeps the files it produced last time, and so does each spec in
    /// `notBuilt` (it exists, but this run did not compile it); the files of any other spec
    /// in the manifest are stale: that spec is gone. `compilerFiles` are written whatever
    /// the specs, and never deleted. Temporary files left by an interrupted build, in the
    /// root and in every folder the build writes to or the manifest lists, are leftovers to
    /// remove. The directory is read without following links: a link where the build would
    /// read, write or delete (or on the way there) is a ``Failure``, so a build that meets
    /// one touches nothing.
    ///
    /// Each spec's files are compared with the folder as they come, and only those that
    /// change are put aside, in a ``WriteSpool`` (which spills to a temporary file past its
    /// memory limit), so a build need not hold every spec's output until the end. What it
    /// keeps of the others is their paths.
    public struct Planner {
        private let directory: OutputDirectory
        private let tree: OutputTree
        private let old: [String: [String]]
        private let notBuilt: Set<String>
        private let compilerFiles: [OutputFile]
        /// The files each spec owns after the build, by spec file name.
        private var files: [String: [String]] = [:]
        private var names: Set<String> = []
        /// The files that change (added or changed), and every folder written to.
        private var writes: [(path: String, kind: Change.Kind)] = []
        private var folders: Set<String> = [""]
        private let spool: WriteSpool

        /// `spool` receives the bytes of the files that change.
        public init(
            _ directory: OutputDirectory, notBuilt: Set<String> = [], compilerFiles: [OutputFile] = [],
            spool: WriteSpool = WriteSpool()
        ) throws {
            self.directory = directory
            tree = try OutputTree(directory)
            old = try directory.readManifest(tree)
            self.notBuilt = notBuilt
            self.compilerFiles = compilerFiles
            self.spool = spool
        }

        /// A spec's compile result: a spec with errors keeps the files it produced last time.
        public mutating func add(_ name: String, _ result: Pipeline.Result) throws {
            guard names.insert(name).inserted else { throw Failure.duplicateSpec(name) }
            guard !result.hasErrors else {
                if let kept = old[name] { files[name] = kept }
                return
            }
            let unsafe = result.outputs.first { !OutputDirectory.isSafe($0.path) }
            if let unsafe { throw Failure.unsafePath(unsafe.path) }
            files[name] = result.outputs.map(\.path)
            try compare(result.outputs)
        }

        /// The plan: the compiler's files and the manifest compared too, stale files, leftovers.
        public mutating func finish() throws -> Plan {
            for name in notBuilt where !names.contains(name) {
                if let kept = old[name] { files[name] = kept }
            }
            var owner = Dictionary(uniqueKeysWithValues: compilerFiles.map { ($0.path, "onboardc") })
            for (name, list) in files.sorted(by: { $0.key < $1.key }) {
                for path in list {
                    guard OutputDirectory.isSafe(path) else { throw Failure.unsafePath(path) }
                    if let other = owner[path] { throw Failure.conflict(path, other, name) }
                    owner[path] = name
                }
            }
            try compare(
                compilerFiles + [OutputFile(path: manifestName, text: OutputDirectory.manifest(files).serialized())])
            writes.sort { $0.path < $1.path }
            var changes = writes.map { Change(kind: $0.kind, path: $0.path) }
            let listed = Set(old.values.joined()).filter(OutputDirectory.isSafe)
            let kept = Set(files.values.joined()).union([manifestName]).union(compilerFiles.map(\.path))
            var deletes: [String] = []
            for path in listed.subtracting(kept).sorted() {
                let entry = try tree.entry(path, .look)
                if entry == .folder { continue }
                deletes.append(path)
                if entry != .missing { changes.append(Change(kind: .delete, path: path)) }
            }
            folders.formUnion(listed.map { OutputTree.split($0).folder })
            let leftovers = try tree.leftovers(in: folders)
            changes += leftovers.map { Change(kind: .leftover, path: $0) }
            return Plan(
                writes: writes.map(\.path), deletes: deletes, leftovers: leftovers, changes: changes, spool: spool)
        }

        /// Puts aside those of `outputs` that are missing from the folder or differ.
        private mutating func compare(_ outputs: [OutputFile]) throws {
            for file in outputs {
                folders.insert(OutputTree.split(file.path).folder)
                let kind: Change.Kind
                switch try tree.contents(of: file.path, limit: file.bytes.count) {
                case nil: kind = .add
                case .bytes(let existing)? where existing == file.bytes: continue
                default: kind = .change
                }
                try spool.put(file.bytes, for: file.path)
                writes.append((file.path, kind))
            }
        }
    }
}

import Foundation
import Testing
@testable import OnboardCompiler

/// A scratch folder holding an output folder `out` (not created) and a folder
/// `elsewhere` beside it, for tests of links and leftovers in the output folder.
/// Paths given to its methods are relative to the scratch folder.
struct OutputScratch {
    let base = FileManager.default.temporaryDirectory
        .appendingPathComponent("OutputScratch-\(UUID().uuidString)", isDirectory: true)
    var out: URL { base.appendingPathComponent("out", isDirectory: true) }
    /// `out`, named `out` in messages (as `onboardc build --out out` names it).
    var directory: OutputDirectory { OutputDirectory(root: out, name: "out") }

    init() throws {
        try FileManager.default.createDirectory(
            at: base.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: base) }

    /// A one-screen spec of app `app`.
    static func spec(_ app: String, title: String = "Hello") -> String {
        specYAML(app: app, platforms: "[ios]", screens: "- { id: welcome, role: welcome, title: \(title) }")
    }

    /// Plans a build of `specs` (file name → YAML) into `out`.
    func plan(_ specs: [(String, String)]) throws -> OutputDirectory.Plan {
        try directory.plan(
            specs.map {
                (specName: $0.0, result: Pipeline.compile(SourceFile(path: $0.0, text: $0.1), options: emitOnly))
            })
    }

    /// Plans and applies a build of `specs` into `out`.
    @discardableResult
    func build(_ specs: [(String, String)]) throws -> OutputDirectory.Plan {
        let plan = try plan(specs)
        try directory.apply(plan)
        return plan
    }

    func write(_ path: String, _ text: String) throws {
        let file = base.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// Makes `path` a symbolic link to `target` (relative to the link's folder, as `ln -s` takes it).
    func link(_ path: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(
            atPath: base.appendingPathComponent(path).path, withDestinationPath: target)
    }

    func move(_ path: String, to destination: String) throws {
        try FileManager.default.moveItem(
            at: base.appendingPathComponent(path), to: base.appendingPathComponent(destination))
    }

    /// See ``fileSnapshot(of:)``.
    func snapshot(_ path: String = "") -> [String: String] { fileSnapshot(of: base.appendingPathComponent(path)) }
}

/// Every entry below `folder`, without following links: a link as its target,
/// a file as its inode and text, or for a long one its size and hash (so a
/// rewrite shows even with the same text),
/// a folder as `folder`.
func fileSnapshot(of folder: URL) -> [String: String] {
    let manager = FileManager.default
    var entries: [String: String] = [:]
    func walk(_ relative: String) {
        let path = relative.isEmpty ? folder.path : folder.path + "/" + relative
        for name in (try? manager.contentsOfDirectory(atPath: path)) ?? [] {
            let child = relative.isEmpty ? name : relative + "/" + name
            let attributes = (try? manager.attributesOfItem(atPath: path + "/" + name)) ?? [:]
            switch attributes[.type] as? FileAttributeType {
            case .typeSymbolicLink?:
                entries[child] =
                    "link -> " + ((try? manager.destinationOfSymbolicLink(atPath: path + "/" + name)) ?? "?")
            case .typeDirectory?:
                entries[child] = "folder"
                walk(child)
            default:
                let inode = (attributes[.systemFileNumber] as? NSNumber)?.intValue ?? -1
                let bytes = manager.contents(atPath: path + "/" + name).map { [UInt8]($0) } ?? []
                let text =
                    bytes.count <= 40
                    ? String(decoding: bytes, as: UTF8.self) : "\(bytes.count) bytes, " + ContentDigest.sha256Hex(bytes)
                entries[child] = "file \(inode): \(text)"
            }
        }
    }
    walk("")
    return entries
}

extension OutputDirectory {
    /// The plan of `results` all at once: a `Planner` fed each in turn (`Project.build` feeds it as they come).
    func plan(
        _ results: [(specName: String, result: Pipeline.Result)], notBuilt: Set<String> = [],
        compilerFiles: [OutputFile] = [], spool: WriteSpool = WriteSpool()
    ) throws -> Plan {
        var planner = try Planner(self, notBuilt: notBuilt, compilerFiles: compilerFiles, spool: spool)
        for (name, result) in results { try planner.add(name, result) }
        return try planner.finish()
    }
}

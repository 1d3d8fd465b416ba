import ArgumentParser
import Foundation
import OnboardCompiler

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare bundles: what changed for client teams, and whether it breaks their app.",
        discussion: """
            OLD and NEW are each a bundle.json, an app folder (generated/demo), an output folder \
            (generated: each app in it) or a release folder (`onboardc release --out`: each channel, its \
            sequence, and each app as `<channel>/<app>`). With --git REV, the old side is PATH (default: generated) as \
            committed in REV, the new side PATH in the working tree. String texts are compared only \
            between app folders (from the String Catalog the bundle names, or else android/res/values*/strings.xml). \
            Exit status: 0 no breaking change; 1 a breaking change; 2 usage or I/O failure (a missing or \
            unreadable file, not a bundle, a bad git revision).
            """)

    @Argument(help: ArgumentHelp("OLD NEW; with --git, at most one PATH (default: generated).", valueName: "path"))
    var paths: [String] = []

    @Option(
        name: .customLong("git"),
        help: ArgumentHelp("A git revision: compare PATH as committed there with the working tree.", valueName: "rev"))
    var revision: String?

    @Option(help: "Output format: text or json.")
    var format: DiffReport.Format = .text

    func validate() throws {
        if revision == nil, paths.count != 2 { throw ValidationError("give OLD and NEW, or --git REV [PATH]") }
        if revision != nil, paths.count > 1 { throw ValidationError("with --git, give at most one PATH") }
        if revision != nil, paths.first?.hasPrefix("/") == true {
            throw ValidationError("with --git, PATH must be relative to the current folder")
        }
    }

    func run() throws {
        let diff: BundleDiff
        do {
            if let revision {
                let path = paths.first ?? "generated"
                let old = try DiffSide.load(path, from: try GitRevision(revision))
                diff = try BundleComparison.compare(old: old, new: try DiffSide.load(path, from: WorkingTree()))
            } else {
                let old = try DiffSide.load(paths[0], from: WorkingTree())
                diff = try BundleComparison.compare(old: old, new: try DiffSide.load(paths[1], from: WorkingTree()))
            }
        } catch let failure as DiffFailure {
            printError("error: \(failure)\n")
            throw Exit.failure
        }
        print(DiffReport.render(diff, format: format), terminator: "")
        if diff.hasBreakingChange { throw Exit.specErrors }
    }
}

extension DiffReport.Format: ExpressibleByArgument {}

/// Files as committed in a git revision, read with `git cat-file` (paths relative to the current folder).
struct GitRevision: DiffSource {
    let revision: String

    init(_ revision: String) throws {
        self.revision = revision
        guard !revision.hasPrefix("-"),
            (try? Self.git(["rev-parse", "--verify", "--quiet", revision + "^{commit}"])) != nil
        else { throw DiffFailure("\(revision): not a git revision (or the current folder is not in a git repository)") }
    }

    var prefix: String { revision + ":" }

    func kind(_ path: String) throws -> DiffEntryKind? {
        guard let type = try? Self.git(["cat-file", "-t", object(path)]) else { return nil }
        switch String(decoding: type, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) {
        case "blob": return .file
        case "tree": return .folder
        default: return nil
        }
    }

    func read(_ path: String) throws -> Data {
        do { return try Self.git(["cat-file", "blob", object(path)]) } catch {
            throw DiffFailure("\(prefix)\(path): cannot read the file")
        }
    }

    func list(_ folder: String) throws -> [String] {
        do {
            return try Self.git(["ls-tree", "--name-only", "-z", object(folder)]).split(separator: 0)
                .map { String(decoding: $0, as: UTF8.self) }
        } catch {
            throw DiffFailure("\(prefix)\(folder): cannot read the folder")
        }
    }

    /// `REV:./path`: git reads a path that starts with `./` relative to the current folder.
    private func object(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        return "\(revision):./\(path == "." ? "" : path)"
    }

    private static func git(_ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw DiffFailure("git \(arguments.joined(separator: " ")) failed")
        }
        return data
    }
}

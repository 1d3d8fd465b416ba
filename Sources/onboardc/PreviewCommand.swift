import ArgumentParser
import Dispatch
import Foundation
import OnboardCompiler
import OnboardPreview

struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract:
            "Write every screen of every flow as web pages, in every locale and theme, with the findings on them.",
        discussion: """
            Writes a static site (one page per app and an index.html) that opens from file:// with no \
            network. The pages render the compiled bundle and string tables through OnboardKit, so they \
            show what the app shows. A spec with lint errors is still shown, its errors on its screens; a \
            spec that does not decode gets a page with its diagnostics (exit 1). With --watch, the site is \
            served on 127.0.0.1 instead, rebuilt whenever a spec, translation or the configuration \
            changes, and open pages reload themselves. See docs/preview.md.
            """)

    @OptionGroup var options: SpecReading

    @Option(help: "The folder to write the site into (its .html pages are replaced).")
    var out = "preview"

    @Flag(help: "Serve the preview on 127.0.0.1 and rebuild it when a file changes, instead of writing it.")
    var watch = false

    @Option(help: "The port to serve on with --watch (0: any free port).")
    var port: UInt16 = 8123

    func run() throws {
        if watch { try serve() } else { try write() }
    }

    private func write() throws {
        var timings = StageTimings()
        let project = try options.project(timings: &timings)
        let site: PreviewSite
        do {
            site = try PreviewSite.build(project, timings: &timings)
        } catch {
            try failIfUnreadable([error])
            return
        }
        let folder = URL(fileURLWithPath: out).standardizedFileURL
        do {
            try site.write(to: folder)
        } catch let error as PreviewWriteError {
            printError("error: \(error)\n")
            throw Exit.failure
        } catch {
            printError("error: cannot write the preview into \(out): \(error.localizedDescription)\n")
            throw Exit.failure
        }
        report(site.diagnostics.filter { $0.severity == .error }, sources: site.sources, format: .text)
        let apps = site.built.count
        print(
            "Wrote a preview of \(apps) app\(apps == 1 ? "" : "s"): \(folder.appendingPathComponent("index.html").absoluteString)"
        )
        if site.built.values.contains(false) { throw Exit.specErrors }
    }

    private func serve() throws {
        let server: PreviewServer
        do {
            server = try PreviewServer(
                PreviewServer.Source(paths: options.paths, config: options.config, limits: options.limits), port: port)
        } catch {
            printError("error: cannot serve the preview on 127.0.0.1:\(port): \(error)\n")
            throw Exit.failure
        }
        let done = DispatchSemaphore(value: 0)
        let failure = FailureBox()
        Task {
            do {
                try await server.run { version, site in
                    let failed = site.built.filter { !$0.value }.keys.sorted()
                    let status =
                        failed.isEmpty ? "all specs build" : "does not build: " + failed.joined(separator: ", ")
                    printError("[\(Self.clock())] build \(version): \(status)\n")
                }
            } catch {
                failure.set(
                    "error: cannot serve the preview on 127.0.0.1:\(port) (another program may use the port; "
                        + "choose one with --port): \(error)\n")
            }
            done.signal()
        }
        Task {
            if let port = try? await server.port() {
                FileHandle.standardOutput.write(
                    Data("Serving the preview at http://127.0.0.1:\(port)/ (Ctrl-C stops)\n".utf8))
            }
        }
        done.wait()
        if let message = failure.message {
            printError(message)
            throw Exit.failure
        }
    }

    private static func clock() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: Date())
    }
}

/// The server task's error, read once the task has ended.
private final class FailureBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: String?

    func set(_ message: String) {
        lock.lock(); defer { lock.unlock() }
        stored = message
    }

    var message: String? {
        lock.lock(); defer { lock.unlock() }
        return stored
    }
}

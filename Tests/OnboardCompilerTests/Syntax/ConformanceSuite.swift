import Foundation
@testable import OnboardCompiler

/// The yaml-test-suite cases (release `data-2022-01-17`) and the libyaml 0.2.5
/// baseline: the copy in `Tests/Fixtures/yaml-test-suite`, or the folder that
/// the `YAML_TEST_SUITE` environment variable names.
enum ConformanceSuite {
    /// `$YAML_TEST_SUITE` when it is set, else `Tests/Fixtures/yaml-test-suite` in this repository.
    static let root: URL = {
        if let path = ProcessInfo.processInfo.environment["YAML_TEST_SUITE"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return GeneratedFolderTests.root.appendingPathComponent("Tests/Fixtures/yaml-test-suite")
    }()

    /// Whether the cases and the baseline are at `root`.
    static var isThere: Bool {
        let fm = FileManager.default
        return fm.fileExists(atPath: root.appendingPathComponent("data-2022-01-17").path)
            && fm.fileExists(atPath: root.appendingPathComponent("libyaml-0.2.5-baseline.txt").path)
    }

    static let notFound = """
        no yaml-test-suite at \(root.path): it needs data-2022-01-17/ (the cases) and \
        libyaml-0.2.5-baseline.txt. The repository has them in Tests/Fixtures/yaml-test-suite; \
        unset YAML_TEST_SUITE or point it at a folder holding both.
        """

    /// Limits far above anything in the suite, so only the YAML itself decides.
    static let limits = ParseLimits(
        maxInputBytes: 1 << 24, maxDepth: 10_000, maxScalarBytes: 1 << 24, maxAliasNodes: 1 << 24)

    struct Case: Sendable, CustomStringConvertible {
        /// `ID` or `ID/NN`, as the baseline names it.
        let id: String
        let directory: URL
        var description: String { id }

        var input: [UInt8] {
            (try? Data(contentsOf: directory.appendingPathComponent("in.yaml"))).map(Array.init) ?? []
        }
        var isErrorCase: Bool { FileManager.default.fileExists(atPath: directory.appendingPathComponent("error").path) }
        var expectedEvents: [String] {
            let text = (try? String(contentsOf: directory.appendingPathComponent("test.event"), encoding: .utf8)) ?? ""
            return lines(text)
        }
    }

    /// Every case directory (one holding `in.yaml`), sorted by id; empty without the suite.
    static let cases: [Case] = {
        let data = root.appendingPathComponent("data-2022-01-17")
        let fm = FileManager.default
        var found: [Case] = []
        func visit(_ dir: URL, id: String) {
            if fm.fileExists(atPath: dir.appendingPathComponent("in.yaml").path) {
                found.append(Case(id: id, directory: dir))
                return
            }
            for name in (try? fm.contentsOfDirectory(atPath: dir.path)) ?? [] {
                visit(dir.appendingPathComponent(name), id: id.isEmpty ? name : id + "/" + name)
            }
        }
        visit(data, id: "")
        return found.sorted { $0.id < $1.id }
    }()

    /// Baseline categories (`valid_rejected`, `valid_events_mismatch`, `error_accepted`) to case ids.
    static let baseline: [String: Set<String>] = {
        let file = root.appendingPathComponent("libyaml-0.2.5-baseline.txt")
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [:] }
        var result: [String: Set<String>] = [:]
        for line in lines(text) where !line.hasPrefix("#") && !line.hasPrefix("summary") {
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count >= 2 else { continue }
            result[fields[0]] = Set(fields.dropFirst(2))
        }
        return result
    }()

    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

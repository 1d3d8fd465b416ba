import Testing

@testable import OnboardCompiler

/// Files checked as `onboardc lint` checks them, in memory: `spec.yaml`, its translation files
/// (`spec.l10n/<locale>.yaml`) and an `onboardc.yaml`, for tests of the fixes diagnostics carry.
struct FixHarness {
    static let spec = "spec.yaml"
    static let config = "onboardc.yaml"

    var files: [String: String]
    /// Switched on besides what `onboardc.yaml` says.
    var packs: Set<RulePack> = []

    /// `translations`: by file name (`de.yaml`).
    init(_ spec: String, config: String? = nil, translations: [String: String] = [:], packs: Set<RulePack> = []) {
        files = [Self.spec: spec]
        if let config { files[Self.config] = config }
        for (name, text) in translations { files["spec.l10n/\(name)"] = text }
        self.packs = packs
    }

    /// Every finding of a lint run (the configuration's own too), suppressed ones left out.
    func findings() -> [Diagnostic] {
        var found: [Diagnostic] = []
        var config = ProjectConfig()
        if let text = files[Self.config] {
            let (loaded, problems) = Pipeline.loadConfig(SourceFile(path: Self.config, text: text))
            found += problems
            config = loaded ?? config
        }
        config.packs.formUnion(packs)
        let translations = files.keys.filter { $0.hasPrefix("spec.l10n/") }.sorted().map {
            SourceFile(path: $0, text: files[$0]!)
        }
        let spec = SourceFile(path: Self.spec, text: files[Self.spec]!)
        return found
            + Pipeline.lint(spec, translations: translations, options: Pipeline.Options(config: config)).diagnostics
    }

    /// The only finding with `code`, and its only fix.
    func fix(_ code: String) throws -> (Diagnostic, Fix) {
        let matching = findings().filter { $0.code == code }
        #expect(matching.count == 1, "\(code): \(matching.map(\.message))")
        let diagnostic = try #require(matching.first)
        #expect(diagnostic.fixes.count == 1)
        return (diagnostic, try #require(diagnostic.fixes.first))
    }

    /// The files with `fix` applied.
    func applying(_ fix: Fix) throws -> FixHarness {
        var fixed = self
        for (path, text) in files where fix.edits.contains(where: { $0.span.file == path }) {
            let bytes = try #require(Fix.apply(fix.edits, in: path, to: Array(text.utf8)))
            fixed.files[path] = String(decoding: bytes, as: UTF8.self)
        }
        #expect(fixed.files != files, "the fix changed nothing")
        return fixed
    }

    /// Applies the one fix of the one finding with `code` and checks again (`verify`). Returns the fixed files.
    @discardableResult
    func fixing(_ code: String) throws -> FixHarness {
        let (diagnostic, fix) = try fix(code)
        return try verify(fix, of: diagnostic, before: findings())
    }

    /// `fix` applied, the files checked again: the finding it fixes is gone and none appears that
    /// was not there before, by rule and spec path (else message: the others' lines may move),
    /// except those the fixed text reveals: a spec that decodes is linted; a symbol that exists
    /// is checked for its Android name; a suppression naming a real rule is checked for use.
    @discardableResult
    func verify(_ fix: Fix, of diagnostic: Diagnostic, before: [Diagnostic]) throws -> FixHarness {
        let fixed = try applying(fix)
        var left = before.map(Self.key)
        left.remove(at: try #require(left.firstIndex(of: Self.key(diagnostic))))
        var appeared: [String] = []
        for found in fixed.findings() where !Self.revealed(found.code, by: diagnostic.code) {
            if let index = left.firstIndex(of: Self.key(found)) {
                left.remove(at: index)
            } else {
                appeared.append(Self.key(found))
            }
        }
        #expect(
            appeared.isEmpty,
            "after \(fix.title):\n\(fixed.files.sorted { $0.key < $1.key }.map { "\($0.key):\n\($0.value)" }.joined(separator: "\n"))"
        )
        return fixed
    }

    private static func revealed(_ code: String, by fixed: String) -> Bool {
        let lint = RuleRegistry.ids.contains(code)
        return lint && !RuleRegistry.ids.contains(fixed) && !fixed.hasPrefix("lint-")
            || (fixed == "icon-unknown-symbol" && code == "icon-missing-android")
            || (fixed == "lint-suppression-unknown-rule" && code == "lint-suppression-unused")
    }

    private static func key(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.code): \(diagnostic.span.file) \(diagnostic.path ?? diagnostic.message)"
    }
}

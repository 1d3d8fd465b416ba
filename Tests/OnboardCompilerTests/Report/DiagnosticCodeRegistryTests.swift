import Foundation
import Testing

@testable import OnboardCompiler

/// Every code is declared once, registered, and documented; nothing raises a code
/// that is not declared.
@Suite struct DiagnosticCodeRegistryTests {
    static let docsFile = PackageRoot.appending("docs/diagnostics.md")
    static let regenerate = "run `swift run onboardc codes --markdown > docs/diagnostics.md`"

    /// The ids of every `DiagnosticCode(` declaration in the compiler's sources.
    static func declaredInSources() throws -> [String] {
        let pattern = try Regex(#"DiagnosticCode\(\s*"([a-z0-9-]+)""#)
        return try FloorTests.sourceFiles().values.flatMap { text in
            text.matches(of: pattern).map { String(text[$0.range].split(separator: "\"")[1]) }
        }
    }

    @Test func everyDeclaredCodeIsRegisteredOnce() throws {
        let declared = try Self.declaredInSources()
        let registered = DiagnosticCodes.all.map(\.id)
        #expect(declared.count >= 85, "found only \(declared.count) declarations; the test cannot read the sources")
        #expect(declared.sorted() == registered.sorted(), "declared but not in DiagnosticCodes.all, or the other way")
        #expect(Set(registered).count == registered.count, "an id is declared twice")
        let lintIDs = Set(RuleRegistry.descriptions.map(\.id))
        #expect(lintIDs.isDisjoint(with: registered), "a code has a lint rule's id")
    }

    @Test func everyCodeStartsWithItsStageAndIsKebabCase() {
        let prefixes = DiagnosticDocs.stages.map(\.prefix)
        for code in DiagnosticCodes.all {
            #expect(prefixes.contains(String(code.id.prefix { $0 != "-" })), "\(code.id): no stage has this prefix")
            #expect(code.id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" })
        }
    }

    /// A diagnostic is made from a declared code (`Diagnostic(.specUnknownKey, …)`); only
    /// the linter gives a finding its rule's id (the text-code initializer and the
    /// code's setter are internal to the compiler, so nothing outside can either). A code
    /// written as text would escape the registry, its example test, its docs and SARIF.
    @Test func onlyTheLinterMakesADiagnosticFromTextAndEveryDeclarationHasALiteralID() throws {
        let textCode = try Regex(#"(\.(error|warning|info)\(\s*"[a-z]+-|Diagnostic\([^()]*\bcode:|\.code\s*=[^=])"#)
        // An initializer's own `self.code = code` (FileError's errno) is no diagnostic.
        let offenders = try FloorTests.sourceFiles().filter { path, text in
            let code = text.replacingOccurrences(of: "self.code = code", with: "")
            return path != "Lint/Linter.swift" && path != "Diagnostics/Diagnostic.swift"
                && !code.matches(of: textCode).isEmpty
        }.keys.sorted()
        #expect(offenders.isEmpty, "\(offenders)")
        let linter = try #require(try FloorTests.sourceFiles()["Lint/Linter.swift"])
        #expect(linter.matches(of: textCode).count == 1, "the linter makes findings in one place")
        // A declaration's id is a literal, so that the test above can compare it with the registry.
        let declarations = try FloorTests.sourceFiles().values.map {
            $0.matches(of: try Regex(#"DiagnosticCode\("#)).count
        }
        #expect(
            declarations.reduce(0, +) == (try Self.declaredInSources()).count,
            "every `DiagnosticCode(` starts with a literal id")
    }

    @Test func docsAreCurrent() throws {
        let generated = DiagnosticDocs.markdown()
        let docs = try #require(
            try? String(contentsOf: Self.docsFile, encoding: .utf8),
            "docs/diagnostics.md is missing; \(Self.regenerate)")
        guard docs != generated else { return }
        let have = docs.split(separator: "\n", omittingEmptySubsequences: false)
        let want = generated.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<min(have.count, want.count)).first { have[$0] != want[$0] } ?? min(have.count, want.count)
        Issue.record("docs/diagnostics.md is stale from line \(line + 1); \(Self.regenerate)")
    }

    /// The guides explain some stages' codes at more length, with what to do, in a
    /// table whose rows must agree with the declarations: every code of the stage has
    /// one row, and no row names a code that is not declared.
    @Test(arguments: [("xliff", "docs/spec-format.md"), ("bundle", "docs/bundle-format.md")])
    func guideTablesAgreeWithTheDeclarations(prefix: String, guide: String) throws {
        let text = try String(contentsOf: PackageRoot.appending(guide), encoding: .utf8)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `\(prefix)-") }
        let documented = rows.map { String($0.split(separator: "`")[1]) }
        let declared = DiagnosticCodes.all.map(\.id).filter { $0.hasPrefix(prefix + "-") }
        #expect(
            documented.sorted() == declared.sorted(),
            "\(guide): rows for \(documented.sorted()), declared \(declared.sorted())")
        #expect(declared.count >= 7)
    }

    @Test func everyCodeHasARowAndASection() {
        let markdown = DiagnosticDocs.markdown()
        for code in DiagnosticCodes.all {
            #expect(markdown.contains("| [`\(code.id)`](#\(code.id)) | \(code.severity.rawValue) |"))
            #expect(markdown.contains("\n### \(code.id)\n"), "\(code.id) has no section")
        }
        #expect(!markdown.contains(DiagnosticCode.marker))
    }
}

import Foundation
import Testing

/// The floors of docs/architecture.md hold: no folder of the compiler refers to a
/// declaration on its own floor or a higher one.
@Suite struct FloorTests {
    static let sources = PackageRoot.appending("Sources/OnboardCompiler")

    /// The floors as docs/architecture.md lists them, lowest first: the numbered
    /// items of its "Floors" section, each the backticked folders before its dash.
    static func documentedFloors() throws -> [[String]] {
        let text = try String(contentsOf: PackageRoot.appending("docs/architecture.md"), encoding: .utf8)
        guard let section = text.components(separatedBy: "\n## Floors\n").dropFirst().first else { return [] }
        let body = section.components(separatedBy: "\n## ").first ?? ""
        return body.split(separator: "\n").compactMap { line -> [String]? in
            guard line.first?.isNumber == true, line.contains(". `") else { return nil }
            let head = line.components(separatedBy: " — ").first ?? ""
            let names = head.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            let folders = names.filter { $0.hasSuffix("/") && $0.dropLast().allSatisfy(\.isLetter) }.map {
                String($0.dropLast())
            }
            return folders.isEmpty ? nil : folders
        }
    }

    /// Every Swift file of the compiler module, by its path inside the module's folder.
    static func sourceFiles() throws -> [String: String] {
        let root = sources.standardizedFileURL.path + "/"
        var files: [String: String] = [:]
        let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            files[String(url.standardizedFileURL.path.dropFirst(root.count))] = try String(
                contentsOf: url, encoding: .utf8)
        }
        return files
    }

    @Test func noFolderRefersToItsOwnFloorOrAHigherOne() throws {
        let check = FloorCheck(floors: try Self.documentedFloors(), files: try Self.sourceFiles())
        let violations = check.violations()
        #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
    }

    @Test func everyFolderIsOnOneFloorAndEveryFloorFolderExists() throws {
        let floors = try Self.documentedFloors()
        #expect(floors.count >= 10, "docs/architecture.md lists \(floors.count) floors; the test cannot read its list")
        let listed = floors.flatMap { $0 }
        #expect(listed.count == Set(listed).count, "a folder is on two floors: \(listed)")
        let folders = Set(try Self.sourceFiles().keys.map(FloorCheck.folder(of:)))
        #expect(
            folders.subtracting(listed).isEmpty,
            "on no floor of docs/architecture.md: \(folders.subtracting(listed).sorted())")
        #expect(
            Set(listed).subtracting(folders).isEmpty, "no such folder: \(Set(listed).subtracting(folders).sorted())")
    }

    // The check itself, on small made-up modules.

    static let floors = [["Low"], ["Middle", "Side"], ["High"]]

    static func violations(_ files: [String: String]) -> [String] {
        FloorCheck(floors: floors, files: files).violations().map(\.description)
    }

    @Test func aTypeFromAHigherFloorIsReported() {
        let found = Self.violations([
            "Low/Base.swift": "struct Base { func make() -> Top { Top() } }",
            "High/Top.swift": "struct Top { let base = Base() }",
        ])
        #expect(found == ["Low/Base.swift refers to `Top`, declared in High/"])
    }

    @Test func aSiblingOnTheSameFloorIsReported() {
        let found = Self.violations([
            "Middle/Lint.swift": "enum Linter { static let emitted = Emitter.self }",
            "Side/Emit.swift": "enum Emitter {}",
        ])
        #expect(found == ["Middle/Lint.swift refers to `Emitter`, declared in Side/"])
    }

    @Test func aMemberAnExtensionAddsHigherUpIsReported() {
        let found = Self.violations([
            "Low/Spec.swift": "struct Spec {}\nfunc count(_ spec: Spec) -> Int { spec.copyUses.count }",
            "High/Uses.swift": "extension Spec {\n    var copyUses: [Int] { [] }\n}",
        ])
        #expect(found == ["Low/Spec.swift refers to `copyUses`, declared in High/"])
    }

    @Test func downwardReferencesCommentsStringsAndOtherModulesAreNot() {
        let found = Self.violations([
            "Low/Base.swift": """
            import BundleFormat
            // Top is built on Base.
            /* Top, /* nested */ Top */
            struct Base {
                let doc = "see Top and \\(1 + 1)"
                let raw = #"Top "quoted" Top"#
                let block = \"""
                    Top
                    \"""
                let flow: BundleFormat.Top? = nil
                let copyUses = 0
                func f() -> Int { self.copyUses }
            }
            """,
            "High/Top.swift": "struct Top { let base = Base() }\nextension Base {\n    var copyUses: Int { 0 }\n}",
        ])
        #expect(found == [])
    }

    @Test func codeInsideAnInterpolationIsRead() {
        let found = Self.violations([
            "Low/Base.swift": #"struct Base { let text = "made by \(Top.name)" }"#,
            "High/Top.swift": #"enum Top { static let name = "top" }"#,
        ])
        #expect(found == ["Low/Base.swift refers to `Top`, declared in High/"])
    }

    @Test func everyNameOfACaseListIsADeclaration() {
        let found = Self.violations([
            "Low/Platform.swift": "enum Platform { case ios, android }\nlet all: [Platform] = [.ios, .android]",
            "High/Tables.swift": "struct Tables {}\nextension Tables {\n    static func android() {}\n}",
        ])
        #expect(found == [])
    }

    @Test func aLocalOfTheSameNameElsewhereDoesNotHideAMember() {
        let found = Self.violations([
            "Low/Spec.swift": "struct Spec {}\nfunc count(_ spec: Spec) -> Int { spec.copyUses.count }",
            "High/Uses.swift": "extension Spec {\n    var copyUses: [Int] { [] }\n}",
            "Side/Other.swift": "func other() -> Int { let copyUses = 1; return copyUses }",
        ])
        #expect(found == ["Low/Spec.swift refers to `copyUses`, declared in High/"])
    }

    @Test func aWhereClauseIsNotAConformance() {
        let found = Self.violations([
            "Low/Base.swift": "func f(_ a: [Int]) -> [Int] { a.uniqued() }",
            "High/Top.swift": "extension Array where Element: Hashable {\n    func uniqued() -> [Element] { self }\n}",
        ])
        #expect(found == ["Low/Base.swift refers to `uniqued`, declared in High/"])
    }

    @Test func codeAfterARegexLiteralIsRead() {
        let found = Self.violations([
            "Low/Base.swift": #"func f() { let r = /"/; let t = Top(); let s = #/a"b/#; _ = Top.self; _ = 4 / 2 }"#,
            "High/Top.swift": "struct Top {}",
        ])
        #expect(found == ["Low/Base.swift refers to `Top`, declared in High/"])
        #expect(SwiftTokens.tokens(#"let r = /"/; let t = Top()"#).contains(.word("Top")))
        #expect(SwiftTokens.tokens(#"let s = #/a"b/#; x"#).contains(.word("x")))
    }

    @Test func aParameterShadowsATopLevelName() {
        let found = Self.violations([
            "Low/Base.swift": "func f(render: Int) -> Int { render }\nlet g = [1].map { value in value }",
            "High/Top.swift": "func render() {}\nlet value = 1",
        ])
        #expect(found == [])
    }

    @Test func membersOfAConformanceAreTheProtocolsAndNotReported() {
        let found = Self.violations([
            "Low/Base.swift": "struct Base {}\nfunc text(_ n: Int) -> String { n.description }",
            "High/Top.swift": "extension Base: CustomStringConvertible {\n    var description: String { \"\" }\n}",
        ])
        #expect(found == [])
    }
}

import Foundation
import Testing

/// The floors of docs/architecture.md hold: no folder of the compiler refers to a
/// declaration on its own floor or a higher one; and so in every target of `Sources/`
/// and `Runtime/Sources/`, and inside every folder of them that has sub-folders.
@Suite struct FloorTests {
    static let sources = PackageRoot.appending("Sources/OnboardCompiler")

    /// The floors as docs/architecture.md lists them, lowest first: the numbered
    /// items of its "Floors" section, each the backticked folders before its dash.
    static func documentedFloors() throws -> [[String]] {
        let body = try section("Floors")
        return body.split(separator: "\n").compactMap { line -> [String]? in
            guard line.first?.isNumber == true, line.contains(". `") else { return nil }
            let head = line.components(separatedBy: " — ").first ?? ""
            let folders = folderNames(head)
            return folders.isEmpty ? nil : folders
        }
    }

    /// The text of one `##` section of docs/architecture.md.
    static func section(_ title: String) throws -> String {
        let text = try String(contentsOf: PackageRoot.appending("docs/architecture.md"), encoding: .utf8)
        guard let section = text.components(separatedBy: "\n## \(title)\n").dropFirst().first else { return "" }
        return section.components(separatedBy: "\n## ").first ?? ""
    }

    /// The backticked folder names of a text (`Keys/`, `./`), without their slash.
    static func folderNames(_ text: some StringProtocol) -> [String] {
        let names = text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map(\.element)
        return names.filter {
            $0 == "./" || ($0.hasSuffix("/") && !$0.dropLast().isEmpty && $0.dropLast().allSatisfy(\.isLetter))
        }.map { $0 == "./" ? FloorCheck.root : String($0.dropLast()) }
    }

    /// One line of "Floors inside folders and targets": the folder (from the repository's
    /// root, ending in `/`), then its floors lowest first, `→` between floors, commas between
    /// the folders of one floor; what follows ` — ` is prose.
    static func floorList(_ line: some StringProtocol) -> (folder: String, floors: [[String]])? {
        guard line.hasPrefix("- `"), let colon = line.range(of: "/`: ") else { return nil }
        let folder = String(line[line.index(line.startIndex, offsetBy: 3)..<colon.lowerBound]) + "/"
        let head = line[colon.upperBound...].components(separatedBy: " — ").first ?? ""
        let floors = head.components(separatedBy: "→").map(folderNames).filter { !$0.isEmpty }
        return (folder, floors)
    }

    /// Every list of floors, by its folder from the repository's root (`Sources/OnboardPreview/`):
    /// the lines of "Floors inside folders and targets", and the numbered "Floors" for the compiler.
    static func documentedLists() throws -> [String: [[String]]] {
        var lists: [String: [[String]]] = [:]
        for line in try section("Floors inside folders and targets").split(separator: "\n") {
            guard let list = floorList(line), !list.floors.isEmpty else { continue }
            #expect(lists[list.folder] == nil, "two lines for \(list.folder)")
            lists[list.folder] = list.floors
        }
        lists["Sources/OnboardCompiler/"] = try documentedFloors()
        return lists
    }

    /// The targets whose folders stand on floors: each folder of `Sources/` and
    /// `Runtime/Sources/` that holds Swift files, from the repository's root.
    static func targets() throws -> [String] {
        try ["Sources/", "Runtime/Sources/"].flatMap { parent in
            try FileManager.default.contentsOfDirectory(atPath: PackageRoot.appending(parent).path)
                .map { parent + $0 + "/" }
                .filter { try !swiftFiles(in: $0).isEmpty }
        }.sorted()
    }

    /// Every Swift file under a folder (from the repository's root), by its path inside it.
    static func swiftFiles(in folder: String) throws -> [String: String] {
        let url = PackageRoot.appending(folder)
        let root = url.standardizedFileURL.path + "/"
        var files: [String: String] = [:]
        let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            files[String(url.standardizedFileURL.path.dropFirst(root.count))] = try String(
                contentsOf: url, encoding: .utf8)
        }
        return files
    }

    /// Every Swift file of the compiler module, by its path inside the module's folder.
    static func sourceFiles() throws -> [String: String] {
        try swiftFiles(in: "Sources/OnboardCompiler/")
    }

    /// The folders a list has to place: the sub-folders of `folder` that hold Swift files,
    /// and `.` when Swift files sit directly in it.
    static func parts(of files: [String: String]) -> Set<String> {
        Set(files.keys.map(FloorCheck.folder(of:)))
    }

    /// The targets each target depends on (Package.swift, Runtime/Package.swift; OnboardKit
    /// re-exports BundleFormat), whose members may be what a name after a dot refers to.
    static let imports: [String: [String]] = [
        "Sources/OnboardCompiler/": ["Runtime/Sources/BundleFormat/"],
        "Sources/OnboardPreview/": [
            "Sources/OnboardCompiler/", "Runtime/Sources/BundleFormat/", "Runtime/Sources/OnboardKit/",
        ],
        "Sources/onboardc/": [
            "Sources/OnboardCompiler/", "Sources/OnboardPreview/", "Sources/OnboardLanguageServer/",
            "Runtime/Sources/BundleFormat/",
        ],
        "Sources/onboardc-bench/": [
            "Sources/OnboardCompiler/", "Sources/OnboardLanguageServer/", "Runtime/Sources/BundleFormat/",
            "Runtime/Sources/OnboardKit/",
        ],
        "Runtime/Sources/OnboardKit/": ["Runtime/Sources/BundleFormat/"],
        "Sources/OnboardLanguageServer/": ["Sources/OnboardCompiler/", "Runtime/Sources/BundleFormat/"],
    ]

    /// The check of one documented list: the listed folder's files, with the rest of its
    /// target as context and the targets it imports.
    static func check(_ folder: String, floors: [[String]]) throws -> FloorCheck {
        let target = try targets().first { folder.hasPrefix($0) } ?? folder
        let inside = String(folder.dropFirst(target.count))
        var files: [String: String] = [:]
        var context: [String: String] = [:]
        for (path, text) in try swiftFiles(in: target) {
            if path.hasPrefix(inside) {
                files[String(path.dropFirst(inside.count))] = text
            } else {
                context[path] = text
            }
        }
        var imported: [String: String] = [:]
        for module in imports[target, default: []] {
            for (path, text) in try swiftFiles(in: module) { imported[module + path] = text }
        }
        return FloorCheck(floors: floors, files: files, context: context, imported: imported)
    }

    @Test func noFolderRefersToItsOwnFloorOrAHigherOne() throws {
        let lists = try Self.documentedLists()
        #expect(lists.count >= 10, "docs/architecture.md lists floors for \(lists.count) folders")
        for (folder, floors) in lists.sorted(by: { $0.key < $1.key }) {
            let violations = try Self.check(folder, floors: floors).violations()
            #expect(
                violations.isEmpty, "\(violations.map { "\(folder)\($0.description)" }.joined(separator: "\n"))")
        }
    }

    @Test func everyFolderIsOnOneFloorAndEveryFloorFolderExists() throws {
        let floors = try Self.documentedFloors()
        #expect(floors.count >= 10, "docs/architecture.md lists \(floors.count) floors; the test cannot read its list")
        for (folder, floors) in try Self.documentedLists() {
            let listed = floors.flatMap { $0 }
            #expect(listed.count == Set(listed).count, "\(folder): a folder is on two floors: \(listed)")
            let folders = Self.parts(of: try Self.swiftFiles(in: folder))
            #expect(
                folders.subtracting(listed).isEmpty,
                "\(folder): on no floor of docs/architecture.md: \(folders.subtracting(listed).sorted())")
            #expect(
                Set(listed).subtracting(folders).isEmpty,
                "\(folder): no such folder: \(Set(listed).subtracting(folders).sorted())")
        }
    }

    /// Each target, and each folder with sub-folders (of Swift files), has a line of floors.
    @Test func everyTargetAndEveryFolderWithSubFoldersHasFloors() throws {
        let lists = try Self.documentedLists()
        let targets = try Self.targets()
        #expect(targets.count >= 6, "the test finds only \(targets)")
        var needed = Set<String>()
        for target in targets {
            needed.insert(target)
            for path in try Self.swiftFiles(in: target).keys {
                let folders = path.split(separator: "/").dropLast()
                // Every folder on the way to the file that has a sub-folder.
                for depth in folders.indices.dropLast() {
                    needed.insert(target + folders[...depth].joined(separator: "/") + "/")
                }
            }
        }
        #expect(
            needed.subtracting(lists.keys).isEmpty,
            "no floors in docs/architecture.md for: \(needed.subtracting(lists.keys).sorted())")
        #expect(
            Set(lists.keys).subtracting(needed).isEmpty,
            "floors for no target or folder with sub-folders: \(Set(lists.keys).subtracting(needed).sorted())")
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

    // Lists of sub-folders, with the files beside them and the rest of the target.

    @Test func aKnotBetweenASubFolderAndTheFilesBesideItIsReported() {
        let check = FloorCheck(
            floors: [["Keys"], ["."]],
            files: [
                "Keys/ActionKeys.swift": "enum ActionKeys { static let names = ActionDecoder.ActionName.self }",
                "ActionDecoder.swift":
                    "struct ActionDecoder {\n    enum ActionName {}\n    let keys = ActionKeys.self\n}",
            ],
            context: ["IR/Action.swift": "struct Action {}"])
        #expect(
            check.violations().map(\.description) == [
                "Keys/ActionKeys.swift refers to `ActionDecoder`, declared in ./"
            ])
    }

    @Test func aMemberNameTheRestOfTheTargetDeclaresTooIsNotAReference() {
        let files = [
            "Low/Base.swift": "struct Base {}\nfunc f(_ b: Base) -> String { b.text }",
            "High/Top.swift": "extension Base {\n    var text: String { \"\" }\n}",
        ]
        #expect(
            FloorCheck(floors: Self.floors, files: files).violations().map(\.description) == [
                "Low/Base.swift refers to `text`, declared in High/"
            ])
        let context = ["Other/Label.swift": "struct Label {\n    var text: String\n}"]
        #expect(FloorCheck(floors: Self.floors, files: files, context: context).violations() == [])
    }

    @Test func aMemberNameAnImportedModuleDeclaresIsNotAReference() {
        let files = [
            "Low/Text.swift": "func label(_ p: Placeholder) -> String { p.name }",
            "High/Event.swift": "extension Event {\n    var name: String { \"\" }\n}",
        ]
        let imported = ["BundleFormat/Placeholder.swift": "public struct Placeholder {\n    public var name: String\n}"]
        #expect(FloorCheck(floors: Self.floors, files: files).violations().count == 1)
        #expect(FloorCheck(floors: Self.floors, files: files, imported: imported).violations() == [])
    }

    @Test func aReferenceOutsideTheListedFolderIsLeftToTheListAbove() {
        let check = FloorCheck(
            floors: [["Model"], ["Page"]],
            files: [
                "Model/Pins.swift": "struct Pins { let site = PreviewSite() }", "Page/Frame.swift": "struct Frame {}",
            ],
            context: ["PreviewSite.swift": "struct PreviewSite { let pins = Pins() }"])
        #expect(check.violations() == [])
    }

    @Test func aLineOfFloorsIsReadLowestFirst() throws {
        let line = "- `Sources/OnboardPreview/`: `Assets/`, `Model/` → `Page/` → `./` — the `Serve/` server is on top"
        let list = try #require(Self.floorList(line))
        #expect(list.folder == "Sources/OnboardPreview/")
        #expect(list.floors == [["Assets", "Model"], ["Page"], ["."]])
    }
}

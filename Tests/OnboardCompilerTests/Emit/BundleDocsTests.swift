import BundleFormat
import Foundation
import Testing

@testable import OnboardCompiler

/// docs/bundle-format.md documents every member of the schema: each definition has
/// the section that describes it, and that section names each of its members in
/// code (`` `flag` ``, `` `{kind: "symbol", name, size?}` ``). A member added to the
/// format fails here until a client team can read about it.
@Suite struct BundleDocsTests {
    /// Where each definition of the schema is described, by section heading.
    static let sections: [String: String] = {
        var sections: [String: String] = [:]
        for name in ["(root)", "app", "theme", "colorValue", "color", "buttonStyle", "placeholder"] {
            sections[name] = "## `bundle.json`"
        }
        for name in [
            "flow", "triggerFirstLaunch", "triggerSettings", "triggerEvent", "completion", "reducedMotion", "dialog",
        ] {
            sections[name] = "### flow"
        }
        for name in [
            "screen", "state", "visualSymbol", "visualIllustration", "input", "entranceStep", "paywall",
            "textStyle",
        ] {
            sections[name] = "### screen (and in-screen state)"
        }
        for name in [
            "button", "feedback", "actionNext", "actionBack", "actionGo", "actionSkip", "actionComplete",
            "actionRequestPermission", "actionPurchase", "actionRestore", "actionOpenSettings", "actionResendCode",
            "actionPickFile",
            "targetScreen", "targetState", "targetComplete", "targetStay", "targetBranch", "plainTarget",
            "conditionalTarget", "condition", "conditionRef",
        ] {
            sections[name] = "### button and action"
        }
        for name in ["animation", "transition", "progress"] { sections[name] = "### animation, transition, progress" }
        for name in ["androidSpring", "androidFeedback", "androidText"] { sections[name] = "### Android members" }
        for name in ["experiment", "variant"] { sections[name] = "### Experiments" }
        return sections
    }()

    static let document: String =
        (try? String(
            contentsOf: GeneratedFolderTests.root.appendingPathComponent("docs/bundle-format.md"), encoding: .utf8))
        ?? ""

    /// The identifiers inside the code spans of the section under `heading`, up to the next heading.
    static func namesInCode(under heading: String) -> Set<String>? {
        let lines = document.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: heading) else { return nil }
        let body = lines[(start + 1)...].prefix { !$0.hasPrefix("#") }.joined(separator: "\n")
        var names: Set<String> = []
        for (index, span) in body.components(separatedBy: "`").enumerated() where index % 2 == 1 {
            names.formUnion(span.split { !($0.isLetter || $0.isNumber) }.map(String.init))
        }
        return names
    }

    @Test func everySchemaMemberIsDocumentedInItsSection() throws {
        let walk = try SchemaWalk(schema: BundleSchema.document.serialized())
        var undocumented: [String] = []
        var unmapped: Set<String> = []
        for member in walk.members.sorted() {
            let parts = member.split(separator: ".", maxSplits: 1).map(String.init)
            guard let heading = Self.sections[parts[0]] else {
                unmapped.insert(parts[0])
                continue
            }
            if Self.namesInCode(under: heading)?.contains(parts[1]) != true { undocumented.append(member) }
        }
        #expect(unmapped.sorted() == [], "definitions with no section in docs/bundle-format.md: add one to `sections`")
        #expect(undocumented == [], "members their section of docs/bundle-format.md does not name in code")
        #expect(walk.members.count > 150)
    }

    /// The store placeholders (BundleFormat's `StorePlaceholder`, the one list) are each
    /// described for client teams and for writers.
    @Test func everyStorePlaceholderIsDocumented() throws {
        let spec = try String(
            contentsOf: GeneratedFolderTests.root.appendingPathComponent("docs/spec-format.md"),
            encoding: .utf8)
        let clients = Self.document.components(separatedBy: "- **Store placeholders**").dropFirst().first ?? ""
        let writers = spec.components(separatedBy: "**Store placeholders.**").dropFirst().first ?? ""
        for placeholder in StorePlaceholder.allCases {
            #expect(clients.prefix(1200).contains("`\(placeholder.name)`"), "docs/bundle-format.md, Store placeholders")
            #expect(writers.prefix(1200).contains("`{\(placeholder.name)}`"), "docs/spec-format.md, Store placeholders")
        }
    }

    @Test func theSectionsExist() {
        for heading in Set(Self.sections.values) {
            #expect(Self.namesInCode(under: heading) != nil, "no `\(heading)` in docs/bundle-format.md")
        }
    }
}

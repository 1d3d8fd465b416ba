import Foundation
import OnboardCompiler
import Testing

@testable import OnboardLanguageServer

struct CompletionTests {
    /// A spec with a button, a dialog, states and a paywall to name; `‸` marks the cursor in the texts below.
    private static let spec = """
        version: 1
        app:
          id: demo
          name: Demo
          platforms: [ios, android]
        flows:
          - id: onboarding
            trigger: first-launch
            completion: { flag: hasOnboarded }
            dialogs:
              - { id: leave, title: Leave?, confirm: Leave, cancel: Stay }
            screens:
              - id: welcome
                role: welcome
                title: Hello
                primary:
                  label: Start
                  action: go
                  to: done
                states:
                  - id: loading
                    title: Wait
              - id: done
                role: welcome
                title: Done
                primary: { label: Finish, action: complete }

        """

    /// What completion offers where `‸` is in `text`, opened as `name` beside the spec.
    private static func complete(
        _ text: String, name: String = "demo.yaml", trigger: String? = nil, spec: String = spec
    ) async throws -> CompletionList {
        let scratch = try LanguageServerScratch(["demo.yaml": spec])
        let cursor = try #require(text.range(of: "‸"))
        let position = Position(at: cursor.lowerBound, in: text)
        let server = LanguageServer(debounce: .zero) { _ in }
        await server.didOpenForTests(scratch.item(name, text.replacingOccurrences(of: "‸", with: "")))
        return await server.completion(
            CompletionParams(
                textDocument: .init(uri: scratch.uri(name)), position: position,
                context: trigger.map { .init(triggerKind: 2, triggerCharacter: $0) }))
    }

    /// `spec` with `line` put after the line `after`.
    private static func spec(_ line: String, after: String) -> String {
        spec.replacingOccurrences(of: after + "\n", with: after + "\n" + line + "\n")
    }

    private static func labels(_ list: CompletionList) -> [String] { list.items.map(\.label) }

    @Test func aHalfTypedKeyWithoutColonGetsTheKeysTheButtonTakesAndHasNot() async throws {
        let list = try await Self.complete(Self.spec("          conf‸", after: "          to: done"))
        let labels = Self.labels(list)
        #expect(labels.contains("confirm") && labels.contains("pending") && labels.contains("icon"))
        #expect(!labels.contains("action") && !labels.contains("label") && !labels.contains("to"))
        let confirm = try #require(list.items.first { $0.label == "confirm" })
        #expect(confirm.kind == .field)
        #expect(confirm.detail == "an id: lower-case words joined by `-`")
        #expect(confirm.documentation?.value.hasPrefix("**`confirm`** of a button (optional)") == true)
        // The word typed is replaced, the colon added.
        let line = Self.spec.split(separator: "\n").firstIndex { $0 == "          to: done" }! + 1
        #expect(
            confirm.textEdit
                == .init(
                    range: TextRange(
                        start: Position(line: line, character: 10), end: Position(line: line, character: 14)),
                    newText: "confirm: "))
    }

    @Test func requiredKeysComeFirst() async throws {
        let list = try await Self.complete(
            Self.spec("  - ‸", after: "        primary: { label: Finish, action: complete }"))
        let sorted = list.items.sorted { $0.sortText! < $1.sortText! }.map(\.label)
        #expect(Array(sorted.prefix(3)).sorted() == ["id", "screens", "trigger"])
        #expect(sorted.contains("dialogs") && sorted.firstIndex(of: "dialogs")! > 2)
        #expect(list.items.first { $0.label == "id" }?.detail?.hasPrefix("required: ") == true)
    }

    @Test func anEmptyLineOffersTheKeysOfTheMappingItsIndentationIsIn() async throws {
        let screen = Self.labels(try await Self.complete(Self.spec("        ‸", after: "        title: Done")))
        #expect(screen.contains("subtitle") && screen.contains("states") && !screen.contains("title"))
        let top = Self.labels(try await Self.complete(Self.spec("‸", after: "    completion: { flag: hasOnboarded }")))
        #expect(top.contains("theme") && !top.contains("flows") && !top.contains("app"))
    }

    @Test func aTargetWithNothingAfterItOffersTheFlowsScreensTheScreensStatesAndTheWords() async throws {
        let text = Self.spec.replacingOccurrences(of: "to: done", with: "to: ‸")
        let list = try await Self.complete(text)
        #expect(Self.labels(list) == ["next", "back", "complete", "stay", "welcome", "done", "loading"])
        #expect(list.items.first { $0.label == "loading" }?.detail == "state of welcome")
        #expect(list.items.first?.textEdit?.newText == "next")
        // Right after the colon, the value gets its space.
        let tight = try await Self.complete(Self.spec.replacingOccurrences(of: "to: done", with: "to:‸"))
        #expect(tight.items.first?.textEdit?.newText == " next")
    }

    @Test func targetsWhileTheSpecHasDecodeErrors() async throws {
        let text = Self.spec.replacingOccurrences(of: "to: done", with: "to: do‸\n          bogus: 1")
            .replacingOccurrences(of: "role: welcome", with: "role: nonsense")
        #expect(Self.labels(try await Self.complete(text)).contains("done"))
    }

    @Test func confirmPendingAndOutcomesNameDialogsStatesAndTargets() async throws {
        let confirm = try await Self.complete(Self.spec("          confirm: ‸", after: "          to: done"))
        #expect(Self.labels(confirm) == ["leave"])
        let pending = try await Self.complete(Self.spec("          pending: ‸", after: "          to: done"))
        #expect(Self.labels(pending) == ["loading"])
        let outcome = try await Self.complete(
            Self.spec("          on: { allowed: ‸ }", after: "          to: done"))
        #expect(Self.labels(outcome).contains("stay") && Self.labels(outcome).contains("loading"))
        let outcomes = try await Self.complete(Self.spec("          on:\n            ‸", after: "          to: done"))
        #expect(Self.labels(outcomes).contains("success") && Self.labels(outcomes).contains("picked"))
        #expect(outcomes.items.allSatisfy { $0.documentation?.value.isEmpty == false })
        // A dialog's `confirm` is its button's text: nothing to offer.
        let dialog = Self.spec.replacingOccurrences(of: "confirm: Leave,", with: "confirm: ‸,")
        #expect(try await Self.complete(dialog).items.isEmpty)
    }

    @Test func aSectionsScreensAreTheFlowsScreens() async throws {
        let block = try await Self.complete(
            Self.spec(
                "    sections:\n      - id: intro\n        screens:\n          - ‸",
                after: "    completion: { flag: hasOnboarded }"))
        #expect(Self.labels(block) == ["welcome", "done"])
        let flow = try await Self.complete(
            Self.spec(
                "    sections:\n      - { id: intro, screens: [welcome, ‸] }",
                after: "    completion: { flag: hasOnboarded }"))
        #expect(Self.labels(flow) == ["welcome", "done"])
    }

    @Test func closedValuesAndBooleans() async throws {
        let role = try await Self.complete(
            Self.spec.replacingOccurrences(
                of: "role: welcome\n        title: Hello", with: "role: ‸\n        title: Hello"))
        #expect(Self.labels(role).contains("welcome") && Self.labels(role).contains("feature-highlight"))
        #expect(role.items.first?.kind == .enumMember)
        // Each word documented by what it means.
        let roleDocs = try #require(
            KeyDocs.key(at: [.key("flows"), .index(0), .key("screens"), .index(0), .key("role")], in: .spec))
        let welcome = try #require(role.items.first { $0.label == "welcome" })
        #expect(welcome.documentation?.value == roleDocs.meaning(of: "welcome"))
        let platform = try await Self.complete(Self.spec.replacingOccurrences(of: "[ios, android]", with: "[ios, ‸]"))
        #expect(Self.labels(platform) == ["ios", "android"])
        let icon = Self.spec.replacingOccurrences(
            of: "title: Done\n", with: "title: Done\n        icon:\n          name: star\n          decorative: ‸\n")
        let flag = try await Self.complete(icon)
        #expect(Self.labels(flag) == ["true", "false"])
        #expect(flag.items.first?.detail == "`decorative` of an icon")
    }

    @Test func symbolNamesAreFilteredByWhatIsTypedAndCapped() async throws {
        let sf = try await Self.complete(Self.spec("          icon: star.f‸", after: "          to: done"))
        #expect(!sf.items.isEmpty && sf.items.allSatisfy { $0.label.hasPrefix("star.f") } && !sf.isIncomplete)
        #expect(sf.items.first?.textEdit?.newText.hasPrefix("star.f") == true)
        let material = try await Self.complete(Self.spec("          androidIcon: ‸", after: "          to: done"))
        #expect(material.isIncomplete && material.items.count == LanguageServer.completionLimit)
        let camera = try await Self.complete(
            Self.spec("          androidIcon: photo_cam‸", after: "          to: done"))
        #expect(Self.labels(camera).contains("photo_camera"))
    }

    @Test func aDocumentThatDoesNotParseFallsBackToItsIndentation() async throws {
        let broken = Self.spec("          acti‸", after: "          to: done") + "oops: [unclosed\n"
        let list = try await Self.complete(broken)
        #expect(Self.labels(list).contains("action") == false && Self.labels(list).contains("confirm"))
        let value = try await Self.complete(
            Self.spec("          on: { granted: ‸", after: "          to: done") + "oops: [unclosed\n")
        #expect(Self.labels(value) == ["next", "back", "complete", "stay"])
        let role = try await Self.complete(Self.spec("        role: ‸", after: "      - id: done") + "oops: [\n")
        #expect(Self.labels(role).contains("welcome"))
        // A key with an anchor and a note opens its mapping as a bare key does.
        let anchored = Self.spec("        role: ‸", after: "      - id: done")
            .replacingOccurrences(of: "    screens:\n", with: "    screens: &all  # every screen\n")
        #expect(Self.labels(try await Self.complete(anchored + "oops: [\n")).contains("feature-highlight"))
    }

    @Test func aTranslationFileOffersTheSpecsTextKeysNotTranslatedFirst() async throws {
        let text = "locale: de\nstrings:\n  onboarding.welcome.title: Hallo\n  onb‸\n"
        let list = try await Self.complete(text, name: "demo.l10n/de.yaml")
        let sorted = list.items.sorted { $0.sortText! < $1.sortText! }.map(\.label)
        #expect(sorted.contains("onboarding.done.title") && sorted.last == "onboarding.welcome.title")
        #expect(list.items.first { $0.label == "onboarding.done.title" }?.detail == "Done")
        // The spec's errors hide none of the keys of what decodes.
        let broken = Self.spec.replacingOccurrences(
            of: "role: welcome\n        title: Hello", with: "role: nonsense\n        title: Hello")
        let despite = try await Self.complete(text, name: "demo.l10n/de.yaml", spec: broken)
        #expect(Self.labels(despite).contains("onboarding.done.title"))
        let top = try await Self.complete("locale: de\n‸\n", name: "demo.l10n/de.yaml")
        #expect(Self.labels(top) == ["strings", "sources"])
    }

    @Test func theConfigurationsKeys() async throws {
        let list = try await Self.complete("version: 1\n‸\n", name: "onboardc.yaml")
        #expect(Self.labels(list) == ["policy", "packs", "rules", "preview"])
        let packs = try await Self.complete("packs:\n  - ‸\n", name: "onboardc.yaml")
        #expect(Self.labels(packs).contains("app-store"))
        let rules = try await Self.complete("rules:\n  copy-‸\n", name: "onboardc.yaml")
        #expect(Self.labels(rules).contains("copy-damaged"))
        let severity = try await Self.complete("rules:\n  copy-damaged: ‸\n", name: "onboardc.yaml")
        #expect(Self.labels(severity) == ["off", "info", "warning", "error"])
    }

    @Test func aSpaceAsksOnlyAfterAColonOrADash() async throws {
        let prose = Self.spec.replacingOccurrences(of: "title: Hello", with: "title: Hello ‸")
        #expect(try await Self.complete(prose, trigger: " ").items.isEmpty)
        let comment = Self.spec("        # to: ‸", after: "        title: Done")
        #expect(try await Self.complete(comment).items.isEmpty)
        let target = Self.spec.replacingOccurrences(of: "to: done", with: "to: ‸")
        #expect(try await Self.complete(target, trigger: " ").items.count == 7)
    }
}

import Foundation
import Testing

@testable import OnboardLanguageServer

struct NavigationTests {
    private static let spec = """
        version: 1
        app:
          id: demo
          name: Demo
          platforms: [ios]
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
                primary: { label: Start, action: go, to: done }
                skip: &skip { label: Skip, action: complete, confirm: leave }
              - id: done
                role: welcome
                title: Done
                primary: { label: Finish, action: complete }
                skip: *skip

        """

    private static func position(of text: String, _ occurrence: Int = 1, in source: String = spec) -> Position {
        .of(text, occurrence, in: source)
    }

    private static func server(_ scratch: LanguageServerScratch) async -> LanguageServer {
        let server = LanguageServer(debounce: .zero) { _ in }
        await server.didOpenForTests(scratch.item("demo.yaml", spec))
        return server
    }

    private static func at(_ uri: String, _ position: Position) -> TextDocumentPositionParams {
        TextDocumentPositionParams(textDocument: .init(uri: uri), position: position)
    }

    private static func references(_ uri: String, _ position: Position, declarations: Bool?) -> ReferenceParams {
        ReferenceParams(
            textDocument: .init(uri: uri), position: position,
            context: declarations.map { .init(includeDeclaration: $0) })
    }

    @Test func goesFromATargetOrAConfirmToWhatItNames() async throws {
        let scratch = try LanguageServerScratch()
        let server = await Self.server(scratch)
        let uri = scratch.uri("demo.yaml")
        let target = await server.definition(Self.at(uri, Self.position(of: "done }")))
        #expect(target.map(\.range.start) == [Self.position(of: "done\n")])
        let dialog = await server.definition(Self.at(uri, Self.position(of: "leave }")))
        #expect(dialog.map(\.range.start) == [Self.position(of: "leave, title")])
        #expect(await server.definition(Self.at(uri, Self.position(of: "Hello"))).isEmpty)
    }

    @Test func goesFromAnAliasToItsAnchorAndFindsEveryAlias() async throws {
        let scratch = try LanguageServerScratch()
        let server = await Self.server(scratch)
        let uri = scratch.uri("demo.yaml")
        let anchor = await server.definition(Self.at(uri, Self.position(of: "*skip")))
        #expect(anchor.map(\.range.start) == [Self.position(of: "&skip")])
        let uses = await server.references(
            Self.references(uri, Self.position(of: "&skip"), declarations: false))
        #expect(uses.map(\.range.start) == [Self.position(of: "*skip")])
    }

    @Test func findsEveryPlaceThatNamesAnId() async throws {
        let scratch = try LanguageServerScratch()
        let server = await Self.server(scratch)
        let uri = scratch.uri("demo.yaml")
        let found = await server.references(
            Self.references(uri, Self.position(of: "leave, title"), declarations: true))
        // The one `confirm: leave` is written once, under an anchor the second screen repeats.
        #expect(found.map(\.range.start) == [Self.position(of: "leave, title"), Self.position(of: "leave }")])
        let done = await server.references(
            Self.references(uri, Self.position(of: "done }"), declarations: nil))
        #expect(done.map(\.range.start) == [Self.position(of: "done\n"), Self.position(of: "done }")])
    }

    @Test func goesFromATranslationKeyToTheSpecAndFindsEveryTranslation() async throws {
        let german = "locale: de\nstrings:\n  onboarding.welcome.title: Hallo\n"
        let spanish = "locale: es\nstrings:\n  onboarding.welcome.title: Hola\n"
        let scratch = try LanguageServerScratch([
            "demo.yaml": Self.spec, "demo.l10n/de.yaml": german, "demo.l10n/es.yaml": spanish,
        ])
        let server = await Self.server(scratch)
        await server.didOpenForTests(scratch.item("demo.l10n/de.yaml", german))
        let deURI = scratch.uri("demo.l10n/de.yaml")
        let source = await server.definition(Self.at(deURI, Self.position(of: "onboarding.welcome", in: german)))
        #expect(source.map(\.uri) == [scratch.uri("demo.yaml")])
        #expect(source.first?.range.start == Self.position(of: "Hello"))
        let all = await server.references(
            ReferenceParams(
                textDocument: .init(uri: scratch.uri("demo.yaml")), position: Self.position(of: "Hello"),
                context: .init(includeDeclaration: true)))
        #expect(all.map(\.uri) == [scratch.uri("demo.yaml"), deURI, scratch.uri("demo.l10n/es.yaml")])
        #expect(all.last?.range.start == Position(line: 2, character: 2))
    }

    /// A spec in the middle of a change (an unknown key on one screen, a role misspelt on
    /// another) and a translation file with a mistake of its own still navigate by every key
    /// that decodes.
    @Test func navigatesTextKeysWhileTheSpecAndTheTranslationHaveErrors() async throws {
        let broken = Self.spec.replacingOccurrences(of: "title: Hello", with: "title: Hello\n        colr: red")
            .replacingOccurrences(of: "role: welcome\n        title: Done", with: "role: welcom\n        title: Done")
        let german = "locale: de\nstrings:\n  onboarding.welcome.title: Hallo\n  onboarding.done.title: [Fertig]\n"
        let scratch = try LanguageServerScratch(["demo.yaml": broken, "demo.l10n/de.yaml": german])
        let server = LanguageServer(debounce: .zero) { _ in }
        await server.didOpenForTests(scratch.item("demo.yaml", broken))
        await server.didOpenForTests(scratch.item("demo.l10n/de.yaml", german))
        let deURI = scratch.uri("demo.l10n/de.yaml")
        let source = await server.definition(Self.at(deURI, Self.position(of: "onboarding.welcome", in: german)))
        #expect(source.first?.range.start == Self.position(of: "Hello", in: broken))
        // The screen whose role is misspelt does not decode: its keys lead nowhere, and nothing fails.
        #expect(await server.definition(Self.at(deURI, Self.position(of: "onboarding.done", in: german))) == [])
        let all = await server.references(
            ReferenceParams(
                textDocument: .init(uri: scratch.uri("demo.yaml")), position: Self.position(of: "Hello", in: broken),
                context: .init(includeDeclaration: false)))
        #expect(all.map(\.uri) == [deURI])
    }

    /// A condition's names lead across flows: `attribute.` to the spec's `attributes:` entry,
    /// `experiment.` to the experiment, `answer.` to the input of the same flow.
    @Test func goesFromAConditionsNamesToWhatTheyName() async throws {
        let spec = """
            version: 1
            app: { id: demo, name: Demo, platforms: [ios] }
            attributes:
              isReturning: bool
            experiments:
              - id: tips
                audience: attribute.isReturning
                variants:
                  - { id: off, weight: 50 }
                  - { id: on, weight: 50, texts: { first.ask.title: "Why now?" } }
            flows:
              - id: first
                trigger: first-launch
                completion: { flag: seenFirst }
                screens:
                  - id: ask
                    role: choice
                    title: Why?
                    inputs:
                      - { id: goal, kind: single-choice, options: [{ id: sleep, label: Sleep }] }
                    primary: { label: Next, to: [{ when: 'answer.goal == "sleep"', to: end }, { to: next }] }
                  - { id: end, role: completion, when: attribute.isReturning, title: Bye, primary: Done }
              - id: second
                trigger: event
                event: later
                screens:
                  - { id: tips, role: information, when: 'experiment.tips == "on"', title: Tips, primary: Done }

            """
        let scratch = try LanguageServerScratch(["demo.yaml": spec])
        let server = LanguageServer(debounce: .zero) { _ in }
        await server.didOpenForTests(scratch.item("demo.yaml", spec))
        let uri = scratch.uri("demo.yaml")
        func definition(_ text: String, _ occurrence: Int = 1) async -> [Position] {
            await server.definition(Self.at(uri, Self.position(of: text, occurrence, in: spec))).map(\.range.start)
        }
        #expect(await definition("goal ==") == [Self.position(of: "goal, kind", in: spec)])
        #expect(await definition("isReturning", 3) == [Self.position(of: "isReturning: bool", in: spec)])
        #expect(await definition("tips ==") == [Self.position(of: "tips\n", in: spec)])
        // A variant's text leads to the text it replaces.
        #expect(await definition("first.ask.title") == [Self.position(of: "Why?", in: spec)])
        let uses = await server.references(
            Self.references(uri, Self.position(of: "isReturning: bool", in: spec), declarations: false))
        #expect(
            uses.map(\.range.start) == [
                Self.position(of: "isReturning", 2, in: spec), Self.position(of: "isReturning", 3, in: spec),
            ])
    }

    /// `defaultPlan:` names a plan; a dialog's own `confirm:` is its button's label, even when
    /// the label is spelt like a dialog's id.
    @Test func aDefaultPlanNamesAPlanAndADialogsLabelNamesNothing() async throws {
        let spec = """
            version: 1
            app: { id: demo, name: Demo, platforms: [ios] }
            flows:
              - id: shop
                trigger: event
                event: shop
                dialogs:
                  - { id: leave, title: Leave?, confirm: leave, cancel: Stay }
                screens:
                  - id: offer
                    role: paywall
                    title: Pro
                    paywall:
                      provider: revenuecat
                      offering: default
                      plans: [{ id: annual, package: "$rc_annual", label: Annual }]
                      defaultPlan: annual
                    primary: { label: Buy, action: purchase, plan: annual }
                    close: { label: Close, confirm: leave }

            """
        let scratch = try LanguageServerScratch(["demo.yaml": spec])
        let server = LanguageServer(debounce: .zero) { _ in }
        await server.didOpenForTests(scratch.item("demo.yaml", spec))
        let uri = scratch.uri("demo.yaml")
        let plan = await server.definition(Self.at(uri, Self.position(of: "annual\n", in: spec)))
        #expect(plan.map(\.range.start) == [Self.position(of: "annual, package", in: spec)])
        let uses = await server.references(
            Self.references(uri, Self.position(of: "leave, title", in: spec), declarations: false))
        #expect(uses.map(\.range.start) == [Self.position(of: "leave }", in: spec)])
    }
}

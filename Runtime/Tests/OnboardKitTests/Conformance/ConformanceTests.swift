import Foundation
import Testing
import OnboardKit

/// Every vector of the conformance suite (`conformance/vectors/`), run by OnboardKit as
/// docs/conformance.md says a runtime runs them. A vector is the definition: when OnboardKit
/// and a vector disagree, the vector and the docs decide.
@Suite("Conformance vectors")
struct ConformanceTests {
    @Test("the suite has vectors of every kind")
    func suiteIsThere() throws {
        let kinds = try Set(Conformance.files.map { try Conformance.load($0)["kind"]?.string ?? "" })
        #expect(kinds == ["flow", "text", "locale", "condition", "assignment"])
    }

    @Test(arguments: Conformance.files)
    @MainActor
    func vector(_ file: String) async throws {
        let vector = try Conformance.load(file)
        if let bundle = Conformance.unbuiltBundle(of: vector) {
            // Visible in every run as a known issue, never a silent pass: the vector waits for its bundle.
            withKnownIssue("the vector waits for its bundle") {
                Issue.record(
                    "\(file) is not run: \(bundle)/bundle.json is not built yet (scripts/build-seeds builds it)")
            }
            return
        }
        let failures =
            switch vector["kind"]?.string {
            case "flow": try await Self.runFlow(vector)
            case "text": try Self.runText(vector)
            case "locale": try Self.runLocale(vector)
            case "condition": try Self.runCondition(Self.loadCondition(file))
            case "assignment": try Self.runAssignment(vector)
            default: ["unknown kind"]
            }
        for failure in failures { Issue.record("\(file): \(failure)") }
    }

    @Test("a vector that disagrees with the runtime fails: a text, an event, a screen, the ending, the store")
    @MainActor
    func disagreementsFail() async throws {
        let vector = try Conformance.load("flows/vegyscan/tutorial/02.json")
        #expect(try await Self.runFlow(vector) == [])
        let changes: [([any Sendable], JSON)] = [
            (["initial", "texts", "title"], .string("Scan any menu")),
            (["steps", 0, "expect", "events", 1, "dialog"], .string("other")),
            (["steps", 0, "expect", "screen"], .string("vegan-options")),
            (["steps", 1, "expect", "actions"], .array([.string("tap:primary")])),
            (["ending", "reason"], .string("completed")),
            (["storeAfter"], .object([])),
        ]
        for (path, value) in changes {
            #expect(try await Self.runFlow(vector.replacing(path, with: value)).count == 1, "\(path)")
        }
        // A step the runtime refuses stops the vector there.
        let refused = vector.replacing(
            ["steps", 0], with: .object([("tap", .string("back")), ("expect", .object([]))]))
        #expect(try await Self.runFlow(refused).first?.hasPrefix("step 1: ") == true)
        let text = try Conformance.load("text/seed-plural.json")
        #expect(try Self.runText(text) == [])
        #expect(try Self.runText(text.replacing(["cases", 3, "expect"], with: .string("الشاشة 1 من 1"))).count == 1)
        #expect(try Self.runText(text.replacing(["cases", 3, "from"], with: .string("en"))).count == 1)
        let links = try Conformance.load("text/links.json")
        #expect(try Self.runText(links) == [])
        #expect(
            try Self.runText(links.replacing(["cases", 1, "spans", 1, "link"], with: .string("terms"))).count == 1)
        #expect(try Self.runText(links.replacing(["cases", 4, "spans", 2, "text"], with: .string(", Ana"))).count == 1)
        let locale = try Conformance.load("locale/resolution.json")
        #expect(try Self.runLocale(locale) == [])
        #expect(try Self.runLocale(locale.replacing(["cases", 7, "expect"], with: .string("zh-Hans"))).count == 1)
        #expect(
            try Self.runLocale(
                locale.replacing(["cases", 7, "lookupOrder"], with: .array([.string("zh-Hant"), .string("en")]))
            ).count == 1)
        let condition = try Self.loadCondition("condition/logic-and-lowering.json")
        #expect(try Self.runCondition(condition) == [])
        let disagreeing: [ConditionJSON] = [
            // A result flipped.
            condition.replacing(["cases", 2, "results", 0, "expected"], with: .bool(false)),
            // An op no runtime knows.
            condition.replacing(["cases", 2, "condition", "op"], with: .string("xor")),
            // A member the bundle's tree does not have, which the runtime does not write back.
            condition.replacing(["cases", 16, "condition", "note"], with: .string("swapped")),
        ]
        for vector in disagreeing { #expect(try Self.runCondition(vector).count == 1) }
        let buckets = try Conformance.load("assignment/buckets.json")
        #expect(try Self.runAssignment(buckets) == [])
        #expect(try Self.runAssignment(buckets.replacing(["cases", 0, "bucket"], with: .number(1))).count == 1)
        #expect(try Self.runAssignment(buckets.replacing(["cases", 0, "input"], with: .string("x"))).count == 1)
        let distribution = try Conformance.load("assignment/distribution.json")
        // The right count, 5010, is 0.1 points from the weight: a count one off is still a failure.
        #expect(
            try Self.runAssignment(
                distribution.replacing(["distribution", 0, "counts", "control"], with: .number(5011))
            )
            .count == 1)
        let engine = try Conformance.load("assignment/engine.json")
        #expect(try Self.runAssignment(engine) == [])
        // Not sticky: the variant the new weights give; not stored.
        #expect(
            try Self.runAssignment(engine.replacing(["engine", 1, "expect", "variant"], with: .string("benefit")))
                .count == 1)
        #expect(try Self.runAssignment(engine.replacing(["engine", 4, "storeAfter"], with: .object([]))).count == 1)
    }

    @Test("only a purpose-made app's bundle that is not built yet makes a vector wait; any other missing bundle fails")
    func unbuiltBundles() {
        func vector(_ bundle: String) -> JSON { .object([("bundle", .string(bundle))]) }
        #expect(Conformance.unbuiltBundle(of: vector("conformance/bundles/nowhere")) == nil)
        #expect(Conformance.unbuiltBundle(of: vector("generated/nowhere")) == nil)
        #expect(Conformance.unbuiltBundle(of: vector("conformance/bundles/everything")) == nil)
        let branching = Fixtures.repository.appendingPathComponent("conformance/bundles/branching/bundle.json")
        let built = FileManager.default.fileExists(atPath: branching.path)
        #expect((Conformance.unbuiltBundle(of: vector("conformance/bundles/branching")) == nil) == built)
    }

    /// Plays the vector's steps and compares what each shows with its `expect`.
    @MainActor
    static func runFlow(_ vector: JSON) async throws -> [String] {
        let player = try Player(vector)
        var failures: [String] = []
        func compare(_ expected: JSON?, _ actual: JSON, _ place: String) {
            guard let expected, case .object(let members) = expected else {
                if expected != actual {
                    failures.append(
                        "\(place): expected \(expected?.rendered(indent: nil) ?? "nothing"), got \(actual.rendered(indent: nil))"
                    )
                }
                return
            }
            // `texts`, `actions` and `problems` are checked when the vector gives them; the rest always.
            let names = Set(members.map(\.0)).union(["screen", "state", "dialog", "waiting", "events"])
            for name in names.sorted() {
                let want = name == "texts" ? expected[name].map(iosTexts) : expected[name]
                let got = name == "problems" ? actual[name] ?? .object([]) : actual[name]
                if want != got {
                    failures.append(
                        "\(place) \(name): expected \(want?.rendered(indent: nil) ?? "none"), got \(got?.rendered(indent: nil) ?? "none")"
                    )
                }
            }
        }
        compare(vector["initial"], try player.view(), "initial")
        for (index, step) in (vector["steps"]?.array ?? []).enumerated() {
            do {
                try await player.perform(step)
            } catch {
                failures.append("step \(index + 1): \(error)")
                return failures
            }
            compare(step["expect"], try player.view(), "step \(index + 1)")
        }
        let (ending, store) = try player.outcome()
        if ending != vector["ending"] {
            failures.append(
                "ending: expected \(vector["ending"]?.rendered(indent: nil) ?? "none"), got \(ending.rendered(indent: nil))"
            )
        }
        if store != vector["storeAfter"] {
            failures.append(
                "store after: expected \(vector["storeAfter"]?.rendered(indent: nil) ?? "none"), got \(store.rendered(indent: nil))"
            )
        }
        return failures
    }

    /// Each case's key resolved in its locale, and the locale whose table gave it.
    static func runText(_ vector: JSON) throws -> [String] {
        let app = try App(vector["bundle"]?.string ?? "")
        var failures: [String] = []
        for (index, item) in (vector["cases"]?.array ?? []).enumerated() {
            let text = app.text(locale: item["locale"]?.string, preferred: [])
            var values: [String: TextValue] = [:]
            for (name, value) in item["values"]?.members ?? [] {
                switch value {
                case .number(let number): values[name] = .integer(number)
                case .string(let string): values[name] = .string(string)
                default: break
                }
            }
            let resolved = text.resolve(item["key"]?.string ?? "", values)
            let expected = item["expect"].map(iosText)
            if expected != .string(resolved.text) {
                failures.append(
                    "case \(index + 1): expected \(expected?.rendered(indent: nil) ?? "none"), got \(JSON.quoted(resolved.text))"
                )
            }
            if let spans = item["spans"]?.array {
                let actual = text.spans(item["key"]?.string ?? "", values, links: app.bundle.links).map { span in
                    switch span {
                    case .plain(let text): JSON.object([("text", .string(text))])
                    case .link(let text, let url, let id):
                        JSON.object(
                            [("text", .string(text))] + (id.map { [("link", JSON.string($0))] } ?? [])
                                + [("url", .string(url))])
                    }
                }
                if actual != spans {
                    failures.append(
                        "case \(index + 1): expected the spans \(JSON.array(spans).rendered(indent: nil)), got \(JSON.array(actual).rendered(indent: nil))"
                    )
                }
            }
            let from = item["from"]?.string
            if from.map(LocaleResolver.normalized) != resolved.locale.map(LocaleResolver.normalized) {
                failures.append(
                    "case \(index + 1): expected the text from \(from ?? "no table"), got it from \(resolved.locale ?? "no table")"
                )
            }
        }
        return failures
    }

    /// Each case's preferred languages resolved, and the locales its text is looked up in.
    static func runLocale(_ vector: JSON) throws -> [String] {
        let app = try vector["bundle"]?.string.map(App.init)
        var failures: [String] = []
        for (index, item) in (vector["cases"]?.array ?? []).enumerated() {
            let tags = { (name: String) in item[name]?.array?.compactMap(\.string) ?? [] }
            var fallbacks: [String: [String]] = [:]
            for (tag, chain) in item["fallbacks"]?.members ?? [] {
                fallbacks[tag] = chain.array?.compactMap(\.string) ?? []
            }
            let bundle =
                app?.bundle
                ?? OnboardingBundle(
                    app: AppInfo(id: "vector", sourceLocale: item["sourceLocale"]?.string ?? "en"),
                    locales: tags("available"),
                    flows: [], localeFallbacks: fallbacks)
            let resolved = bundle.resolveLocale(preferred: tags("preferred"))
            let expected = item["expect"]?.string ?? ""
            if LocaleResolver.normalized(resolved) != LocaleResolver.normalized(expected) {
                failures.append("case \(index + 1): expected \(expected), got \(resolved)")
            }
            if item["lookupOrder"] != nil {
                let order = OnboardingText(
                    bundle: bundle, strings: app?.strings ?? LayeredStrings([]), locale: resolved
                ).lookupOrder
                if order.map(LocaleResolver.normalized) != tags("lookupOrder").map(LocaleResolver.normalized) {
                    failures.append("case \(index + 1): expected the lookup order \(tags("lookupOrder")), got \(order)")
                }
            }
        }
        return failures
    }

    /// A text as iOS shows it: the text, or its `ios` member.
    static func iosText(_ text: JSON) -> JSON { text["ios"] ?? text }

    /// A view's `texts` as iOS shows them.
    static func iosTexts(_ texts: JSON) -> JSON { .object((texts.members ?? []).map { ($0.0, iosText($0.1)) }) }
}

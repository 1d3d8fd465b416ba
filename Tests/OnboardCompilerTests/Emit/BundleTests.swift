import Foundation
import Testing
@testable import OnboardCompiler

@Suite struct BundleTests {
    static let screens = """
              - id: first
                role: welcome
                title: Hello
                primary: Next
                secondary: { label: Retry, action: go, to: failed }
                skip: Skip
                back: Back
                states:
                  - id: failed
                    kind: error
                    title: Oops
              - id: middle
                role: information
                title: Middle
                primary: Next
                back: Back
              - id: last
                role: completion
                title: Done
                primary: Finish
                secondary: { label: Again, action: go, to: first }
        """
    let bundle = compile(specYAML(screens: Self.screens)).json("bundle.json")

    private func action(_ screen: Int, _ slot: String) -> [String: Any]? {
        let buttons = dig(bundle, "flows", 0, "screens", screen, "buttons") as? [[String: Any]]
        return buttons?.first { $0["slot"] as? String == slot }?["action"] as? [String: Any]
    }

    private func target(_ screen: Int, _ slot: String) -> [String: String]? {
        action(screen, slot)?["target"] as? [String: String]
    }

    @Test func nextAndBackResolveToNeighbours() {
        #expect(target(0, "primary") == ["kind": "screen", "screen": "middle"])
        #expect(target(1, "primary") == ["kind": "screen", "screen": "last"])
        #expect(target(2, "primary") == ["kind": "complete"])
        #expect(target(1, "back") == ["kind": "screen", "screen": "first"])
        #expect(target(0, "back") == ["kind": "stay"])
        #expect(action(0, "primary")?["kind"] as? String == "next")
        #expect(action(1, "back")?["kind"] as? String == "back")
    }

    @Test func explicitTargetsResolve() {
        #expect(target(0, "secondary") == ["kind": "state", "screen": "first", "state": "failed"])
        #expect(target(2, "secondary") == ["kind": "screen", "screen": "first"])
        #expect(action(0, "skip")?["kind"] as? String == "skip")
        #expect(target(0, "skip") == ["kind": "complete"])
    }

    /// The Android names go beside the SF Symbol names; none is written where the spec gives none.
    @Test func androidIconNamesBesideTheSFSymbols() throws {
        let bundle = compile(
            specYAML(
                screens: """
                          - id: first
                            role: paywall
                            title: Hello
                            icon: { name: book.fill, android: menu_book }
                            close: { icon: xmark, androidIcon: close, accessibilityLabel: Close }
                            inputs:
                              - { id: goal, kind: single-choice, label: Goal, options: [{ id: calm, label: Calm, icon: leaf, androidIcon: spa }] }
                            paywall:
                              provider: revenuecat
                              offering: default
                              features: [{ id: sync, text: Sync, icon: icloud, androidIcon: cloud }]
                              plans: [{ id: annual, package: $rc_annual }]
                          - id: last
                            role: completion
                            title: Done
                            icon: star
                            close: { icon: xmark, accessibilityLabel: Close }
                    """)
        ).json("bundle.json")
        let screen = try #require(dig(bundle, "flows", 0, "screens", 0) as? [String: Any])
        #expect(dig(screen, "visual", "name") as? String == "book.fill")
        #expect(dig(screen, "visual", "android") as? String == "menu_book")
        #expect(dig(screen, "buttons", 0, "androidIcon") as? String == "close")
        #expect(dig(screen, "inputs", 0, "options", 0, "androidIcon") as? String == "spa")
        #expect(dig(screen, "paywall", "features", 0, "androidIcon") as? String == "cloud")
        let last = try #require(dig(bundle, "flows", 0, "screens", 1) as? [String: Any])
        #expect((dig(last, "visual") as? [String: Any])?.keys.contains("android") == false)
        #expect((dig(last, "buttons", 0) as? [String: Any])?.keys.contains("androidIcon") == false)
    }

    @Test func progressFractionIsStepOverCount() throws {
        let screens = try #require(dig(bundle, "flows", 0, "screens") as? [[String: Any]])
        #expect(screens.count == 3)
        for (index, screen) in screens.enumerated() {
            #expect(dig(screen, "index") as? Int == index)
            #expect(dig(screen, "progress", "step") as? Int == index + 1)
            #expect(dig(screen, "progress", "of") as? Int == 3)
            #expect((dig(screen, "progress", "fraction") as? NSNumber)?.doubleValue == Double(index + 1) / 3)
        }
    }

    @Test func contentHashIsTheHashOfTheRestOfTheBundle() throws {
        let text = try #require(compile(specYAML(screens: Self.screens)).text("bundle.json"))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let hashLine = try #require(lines.first { $0.hasPrefix("  \"contentHash\": ") })
        let hash = String(hashLine.dropFirst("  \"contentHash\": \"".count).dropLast(2))
        #expect(hash.hasPrefix("sha256:"))
        #expect(hash.dropFirst(7).count == 64 && hash.dropFirst(7).allSatisfy { "0123456789abcdef".contains($0) })
        let rest = lines.filter { $0 != hashLine }.joined(separator: "\n")
        let spec = try #require(
            Pipeline.validate(SourceFile(path: "spec.yaml", text: specYAML(screens: Self.screens))).spec)
        let strings = StringTable(SpecAnalysis(spec), diagnostics: DiagnosticSink())
        #expect(
            hash == "sha256:"
                + ContentDigest.sha256Hex(BundleEmitter.hashInput(bundle: Array(rest.utf8), strings: strings)))
    }

    @Test func contentHashChangesWithContentOnly() {
        func hash(_ yaml: String, path: String = "spec.yaml") -> String? {
            dig(compile(yaml, path: path).json("bundle.json"), "contentHash") as? String
        }
        let base = hash(specYAML(screens: Self.screens))
        #expect(base != nil)
        let reformatted =
            "# a comment\n" + specYAML(screens: Self.screens).replacingOccurrences(of: "role: ", with: "role:   ")
        #expect(hash(reformatted) == base)
        #expect(hash(specYAML(screens: Self.screens), path: "elsewhere/other.yaml") == base)
        #expect(
            hash(specYAML(screens: Self.screens.replacingOccurrences(of: "information", with: "disclaimer"))) != base)
        #expect(
            hash(specYAML(screens: Self.screens.replacingOccurrences(of: "id: middle", with: "id: centre"))) != base)
        // The bundle holds only keys, but a copy edit must still change the hash.
        #expect(!Self.screens.contains("Welcome back"))
        #expect(
            hash(specYAML(screens: Self.screens.replacingOccurrences(of: "title: ", with: "title: Welcome back ")))
                != base)
    }

    @Test func compilesAreByteIdentical() {
        let source = SourceFile(path: "spec.yaml", text: specYAML(screens: Self.screens))
        let first = Pipeline.compile(source, options: emitOnly).outputs
        #expect(first.count == 5)
        #expect(Pipeline.compile(source, options: emitOnly).outputs == first)
        #expect(Pipeline.compileAll([source], options: emitOnly).map(\.outputs) == [first])
    }

    /// Every object's keys, read from the text, are in strictly increasing code-point order.
    @Test func keysAreSortedInEveryObject() throws {
        let text = try #require(compile(specYAML(screens: Self.screens)).text("bundle.json"))
        var lastKey: [Int: String] = [:]
        var checked = 0
        for line in text.split(separator: "\n") {
            let indent = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indent)
            if body.hasPrefix("\""), let end = body.dropFirst().firstIndex(of: "\""), body[end...].hasPrefix("\": ") {
                let key = String(body[body.index(after: body.startIndex)..<end])
                if let previous = lastKey[indent] {
                    #expect(
                        previous.unicodeScalars.lexicographicallyPrecedes(key.unicodeScalars), "\(previous) ≥ \(key)")
                    checked += 1
                }
                lastKey[indent] = key
            }
            if line.hasSuffix("{") || line.hasSuffix("[") { lastKey[indent + 2] = nil }
        }
        #expect(checked > 50)
    }
}

import Foundation
import ReleaseFixtures
import Testing
@testable import OnboardKit

/// docs/client-guide.md's code is real: every Swift block is compiled here or says why
/// not, the compiled ones are in GuideExamples.swift word for word, and they run.
@Suite("The client guide's code")
@MainActor
struct GuideExampleTests {
    static let guide = Fixtures.repository.appendingPathComponent("docs/client-guide.md")
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "GuideExamples.swift")
    static let marker = "<!-- compiled: Runtime/Tests/OnboardKitTests/Guide/GuideExamples.swift -->"

    /// The guide's Swift blocks, each with the line before its fence.
    static func blocks() throws -> [(label: String, code: [String])] {
        let lines = try String(contentsOf: guide, encoding: .utf8).components(separatedBy: "\n")
        var blocks: [(String, [String])] = []
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard lines[index] == "```swift" else { continue }
            let end = try #require(lines[(index + 1)...].firstIndex(of: "```"), "unclosed block at line \(index + 1)")
            blocks.append((index > 0 ? lines[index - 1] : "", Array(lines[(index + 1)..<end])))
            index = end
        }
        return blocks
    }

    /// Lines without their indentation, blank lines dropped.
    static func normalized(_ lines: [String]) -> [String] {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    @Test func everySwiftBlockIsCompiledOrSaysWhyNot() throws {
        let blocks = try Self.blocks()
        #expect(blocks.count >= 8)
        for block in blocks {
            #expect(
                block.label == Self.marker || block.label.hasPrefix("<!-- not compiled: "),
                "a Swift block in the guide with neither marker: \(block.code.first ?? "")")
        }
        #expect(blocks.filter { $0.label == Self.marker }.count == 18)
    }

    @Test func compiledBlocksAreInTheExamplesWordForWord() throws {
        let file = Self.normalized(try String(contentsOf: Self.examples, encoding: .utf8).components(separatedBy: "\n"))
        for block in try Self.blocks() where block.label == Self.marker {
            let code = Self.normalized(block.code)
            let found = file.indices.contains { start in
                start + code.count <= file.count && Array(file[start..<(start + code.count)]) == code
            }
            #expect(found, "not in GuideExamples.swift as written in the guide: \(code.first ?? "")")
        }
    }

    @Test("section 4: the engine gives every session the app's environment")
    func environment() throws {
        let engine = engineWithEnvironment(bundle: try Fixtures.bundle("vegyscan"), isReturning: true, visits: 3)
        #expect(engine.environment.attributes == ["isReturning": .bool(true), "visits": .number(3)])
        #expect(engine.environment.platform == "ios")
        #expect(engine.sessionAtLaunch()?.environment == engine.environment)
    }

    @Test("section 4: experiments: the user's id decides the variants, an override wins")
    func experiments() throws {
        let bundle = try OnboardingBundle(
            contentsOf: Fixtures.repository.appendingPathComponent("conformance/bundles/everything/bundle.json"))
        let engine = engineForExperiments(
            bundle: bundle, accountID: "conformance-user", qaVariants: ["pick-path": "b"])
        #expect(engine.userID == "conformance-user")
        #expect(engine.assignments["welcome-copy"] == Assignment(experiment: "welcome-copy", variant: "warm"))
        #expect(
            engine.assignments["pick-path"] == Assignment(experiment: "pick-path", variant: "b", overridden: true))
    }

    @Test("section 2: remote updates: the store downloads release 1, and the next flow plays it with its texts")
    func remoteUpdates() async throws {
        let scene = try DeliveryScene()
        try scene.publish(1)
        let server = try ReleaseServer(serving: scene.release.folder)
        defer { server.stop() }
        let store = try makeBundleStore(
            embedded: scene.embedded, releaseRoot: server.root, keyPEM: ReleaseFixture.key(of: scene.signer).pem,
            folder: scene.storeFolder)
        for _ in 0..<200 where store.current.origin == .embedded {
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        #expect(store.current.origin == .downloaded(sequence: 1))
        let app = AppTable(texts: ["welcome.title": "Embedded", "welcome.body": "From the app"])
        let (session, text) = try #require(startOnboarding(from: store, appStrings: app))
        #expect(session.flow.id == "intro")
        #expect(text("welcome.title") == "Release 1")
        #expect(text("welcome.body") == "From the app")
    }

    @Test("section 3: titles in the user's language, and a plural's form for the count")
    func showTheCopy() throws {
        let bundle = try Fixtures.bundle("vegyscan")
        let text = OnboardingText(bundle: bundle, strings: try Fixtures.catalog("vegyscan"), locale: "es")
        let tutorial = try #require(bundle.flow(id: "tutorial"))
        #expect(titles(of: tutorial, in: text).first == "Escanea cualquier menú en cualquier idioma")

        let trial = OnboardingBundle(
            app: AppInfo(id: "t", sourceLocale: "en"), locales: ["en", "es"], flows: [],
            placeholders: ["paywall.trial-days": [Placeholder(name: "count", type: .integer)]])
        let catalog = try StringCatalog(
            data: Data(
                #"""
                {"sourceLanguage": "en", "strings": {"paywall.trial-days": {"localizations": {
                  "es": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "Queda %lld día"}},
                                                   "other": {"stringUnit": {"state": "translated", "value": "Quedan %lld días"}}}}}}}}}
                """#.utf8))
        let spanish = OnboardingText(bundle: trial, strings: catalog, locale: "es")
        #expect(daysLeft(1, in: spanish) == "Queda 1 día")
        #expect(daysLeft(3, in: spanish) == "Quedan 3 días")
    }

    @Test("section 5: a picked day is the answer's ISO text, shown for the text's locale")
    func dateFields() throws {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = .current
        let picked = try #require(gregorian.date(from: DateComponents(year: 2008, month: 2, day: 29, hour: 9)))
        #expect(dateAnswer(picked: picked) == .text("2008-02-29"))
        let bundle = OnboardingBundle(app: AppInfo(id: "t", sourceLocale: "en"), locales: ["en", "de"], flows: [])
        let catalog = try StringCatalog(data: Data(#"{"sourceLanguage": "en", "strings": {}}"#.utf8))
        let german = OnboardingText(bundle: bundle, strings: catalog, locale: "de")
        #expect(shownDate(dateAnswer(picked: picked), in: german) == "29. Februar 2008")
        #expect(shownDate(.text("29/02/2008"), in: german) == nil)
    }

    @Test("section 5: a box ticked at first is drawn ticked; consent given and withdrawn is kept")
    func checkboxesAndConsent() throws {
        let url = Fixtures.repository.appendingPathComponent("conformance/bundles/consent/bundle.json")
        var session = try Fixtures.session(try OnboardingBundle(contentsOf: url))
        let inputs = session.screen.inputs
        #expect(inputs.map { isTicked($0, in: session) } == [true, false, false])
        try session.answer("marketing", with: .checked(true))
        try session.answer("tips", with: .checked(false))
        try session.answer("marketing", with: .checked(false))
        #expect(inputs.map { isTicked($0, in: session) } == [false, false, false])
        #expect(
            consentChanges(in: session.events) == [
                ConsentChange(purpose: "marketing-email", given: true, flow: "signup", screen: "choices"),
                ConsentChange(purpose: "marketing-email", given: false, flow: "signup", screen: "choices"),
            ])
    }

    @Test("section 6: each plan's label with its product's price, in the user's language")
    func pricesOnThePaywall() throws {
        let bundle = try Fixtures.bundle(
            flows: """
                [{"id": "pro", "trigger": {"kind": "settings"}, "screens": [{"id": "offer", "index": 0, "role": "paywall",
                  "paywall": {"provider": "storekit", "offering": "default", "features": [], "defaultPlan": "annual",
                              "plans": [{"id": "annual", "productId": "com.example.annual", "labelKey": "pro.offer.annual"},
                                        {"id": "monthly", "productId": "com.example.monthly", "labelKey": "pro.offer.monthly"}]},
                  "buttons": []}]}]
                """,
            extra: """
                "placeholders": {"pro.offer.annual": [{"name": "price", "type": "string"}, {"name": "period", "type": "string"}]}
                """)
        let catalog = try StringCatalog(
            data: Data(
                #"""
                {"sourceLanguage": "en", "strings": {
                  "pro.offer.annual": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Annual — %1$@/%2$@"}},
                                                         "de": {"stringUnit": {"state": "translated", "value": "Jährlich – %1$@/%2$@"}}}},
                  "pro.offer.monthly": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Monthly"}}}}}}
                """#.utf8))
        let paywall = try #require(bundle.flow(id: "pro")?.screens.first?.paywall)
        let english = OnboardingText(bundle: bundle, strings: catalog, locale: "en")
        let prices = ["com.example.annual": StorePrice(price: "$39.99", period: "year", trialLength: "7 days")]
        #expect(planLabels(of: paywall, prices: prices, in: english) == ["Annual — $39.99/year"])
        let german = OnboardingText(bundle: bundle, strings: catalog, locale: "de")
        let euros = prices.merging(["com.example.monthly": StorePrice(price: "4,99 €", period: "Monat")]) { $1 }
            .mapValues { $0.price == "$39.99" ? StorePrice(price: "39,99 €", period: "Jahr") : $0 }
        #expect(planLabels(of: paywall, prices: euros, in: german) == ["Jährlich – 39,99 €/Jahr", "Monthly"])
    }

    @Test("section 4: what shows at launch, in Settings and on an event")
    func decide() throws {
        let shown = decideWhatToShow(bundle: try Fixtures.bundle("vegyscan"))
        #expect(shown.atLaunch?.flow.id == "tutorial")
        #expect(shown.rows.map(\.flowID) == ["tutorial-replay"])
        #expect(shown.paywall == nil)
        #expect(shown.tip?.flow.trigger == .event("first-scan"))
    }

    @Test("section 5: the model plays the flow to its end, which the app awaits; the flag is written")
    func driveTheSession() async throws {
        let bundle = try Fixtures.bundle("vegyscan")
        let store = InMemoryOnboardingStore()
        let text = OnboardingText(bundle: bundle, strings: try Fixtures.catalog("vegyscan"), locale: "es")
        var shown: [String?] = []
        var announcements: [String?] = []
        let ending = await runOnboarding(bundle: bundle, store: store, services: ServicesSpy().services, text: text) {
            model in
            shown.append(model?.session.flow.id)
            guard let model else { return }
            Task {
                while model.session.ending == nil {
                    announcements.append(model.announcement)
                    await model.perform(.tap(.primary))?.value
                }
            }
        }
        #expect(ending?.reason == .completed(result: nil))
        #expect(shown == ["tutorial", nil])
        #expect(announcements == ["Pantalla 1 de 3", "Pantalla 2 de 3", "Pantalla 3 de 3"])
        #expect(store.snapshot == ["hasCompletedOnboarding": true])
        #expect(
            await runOnboarding(bundle: bundle, store: store, services: ServicesSpy().services, text: text) { _ in }
                == nil)
    }

    @Test(
        "section 5: async actions, events sent as JSON, a session saved and restored (or refused, then started again)")
    func asyncEventsAndSnapshots() async throws {
        let bundle = try Fixtures.bundle("vegyscan")
        let engine = FlowEngine(bundle: bundle, store: InMemoryOnboardingStore())
        let driver = FlowDriver(
            session: try #require(engine.sessionAtLaunch()), engine: engine, services: OnboardingServices())
        final class Sent: @unchecked Sendable {
            let lock = NSLock()
            var events: [String] = []
            func add(_ data: Data) { lock.withLock { events.append(String(decoding: data, as: UTF8.self)) } }
        }
        let sent = Sent()
        let reporting = reportEvents(of: driver) { sent.add($0) }
        try await driver.perform(.swipeNext)
        let defaults = try #require(UserDefaults(suiteName: "guide-\(UUID().uuidString)"))
        save(driver, in: defaults)
        #expect(try await skipTutorial(with: driver)?.reason == .skipped)
        await reporting.value
        #expect(sent.events.count == 7 && sent.events.last?.contains(#""type":"flow-ended""#) == true)
        // At the next launch the saved session comes back where it was.
        #expect(restoredSession(engine: engine, defaults: defaults)?.screen.id == "vegan-options")
        // A bundle without that screen refuses it: the user starts again.
        var changed = bundle
        changed.flows[0].screens.remove(at: 1)
        let restarted = restoredSession(
            engine: FlowEngine(bundle: changed, store: InMemoryOnboardingStore()), defaults: defaults)
        #expect(restarted?.screen.id == "scan-any-menu" && restarted?.events.count == 1)
    }

    @Test("section 6: a code service's answer, the number it is sent to, and the resend countdown")
    func oneTimeCodes() async throws {
        final class Numbers: @unchecked Sendable {
            let lock = NSLock()
            var sent: [String] = []
            var now = Date(timeIntervalSince1970: 0)
        }
        let numbers = Numbers()
        let codes = VerificationCodes { phone in numbers.lock.withLock { numbers.sent.append(phone) } }
        var environment = ConditionEnvironment()
        environment.clock = OnboardingClock { numbers.lock.withLock { numbers.now } }
        let bundle = try OnboardingBundle(
            contentsOf: Fixtures.repository.appendingPathComponent("conformance/bundles/everything/bundle.json"))
        let engine = FlowEngine(bundle: bundle, store: InMemoryOnboardingStore(), environment: environment)
        let driver = FlowDriver(
            session: try #require(engine.session(forEvent: "sign-in")), engine: engine,
            services: OnboardingServices(codes: codes))
        try driver.answer("phone", with: .text("+49 151 12345678"))
        try await driver.perform(.tap(.primary))
        try await driver.confirmDialog()
        #expect(numbers.sent == ["+4915112345678"] && driver.session.screen.id == "code")
        #expect(resendLabel("Send a new code", slot: .secondary, in: driver.session) == "Send a new code (30 s)")
        numbers.lock.withLock { numbers.now += 30 }
        #expect(resendLabel("Send a new code", slot: .secondary, in: driver.session) == "Send a new code")
        #expect(await VerificationCodes { _ in throw CancellationError() }.sendCode(to: "+4915112345678") == .failed)
    }

    @Test("section 6: a file service gets the picker's types, and its answer decides where the flow goes")
    func documentPicker() async throws {
        final class Asked: @unchecked Sendable {
            let lock = NSLock()
            var types: [[String]] = []
        }
        let asked = Asked()
        let picker = DocumentPicker { types in
            asked.lock.withLock { asked.types.append(types) }; return true
        }
        let bundle = try OnboardingBundle(
            contentsOf: Fixtures.repository.appendingPathComponent("conformance/bundles/everything/bundle.json"))
        let engine = FlowEngine(bundle: bundle, store: InMemoryOnboardingStore())
        let driver = FlowDriver(
            session: try #require(engine.session(forEvent: "secure-account")), engine: engine,
            services: OnboardingServices(files: picker))
        try await driver.perform(.tap(.secondary))
        #expect(driver.session.screen.id == "document")
        try await driver.perform(.tap(.primary))
        try await driver.confirmDialog()  // "Share a file with us?"
        #expect(asked.types == [["application/pdf", "image/*"]])
        #expect(driver.session.ending?.reason == .completed(result: nil))
        #expect(await DocumentPicker { _ in false }.pickFile(types: ["*/*"]) == .cancelled)
    }
}

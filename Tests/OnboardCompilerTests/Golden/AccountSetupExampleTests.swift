import BundleFormat
import Foundation
import OnboardKit
import Testing

@testable import OnboardCompiler

/// `examples/account-setup.yaml`, the example that uses every part of the spec language issue
/// 29 asked for: it compiles without a finding with every rule pack on, its bundle passes an
/// independent JSON Schema validator, and it plays in OnboardKit as the docs say.
@Suite struct AccountSetupExampleTests {
    static let path = "examples/account-setup.yaml"
    static let translation = "examples/account-setup.l10n/ar.yaml"

    struct Compiled {
        var result: Pipeline.Result
        var bundle: OnboardingBundle
        var catalog: StringCatalog
    }

    static func source(_ path: String) throws -> SourceFile {
        SourceFile(
            path: path, text: try String(contentsOf: PackageRoot.url.appendingPathComponent(path), encoding: .utf8))
    }

    /// Compiled with the seeds' configuration, which switches every pack on.
    static func compiled() throws -> Compiled {
        let (config, problems) = Pipeline.loadConfig(try source("specs/onboardc.yaml"))
        #expect(problems.isEmpty)
        let result = Pipeline.compile(
            try source(path), translations: [try source(translation)],
            options: Pipeline.Options(config: try #require(config)))
        let file = { (suffix: String) in try #require(result.outputs.first { $0.path.hasSuffix(suffix) }).bytes }
        return Compiled(
            result: result, bundle: try OnboardingBundle(data: Data(try file("bundle.json"))),
            catalog: try StringCatalog(data: Data(try file("Localizable.xcstrings"))))
    }

    @Test func itIsCleanWithEveryPackOn() throws {
        let compiled = try Self.compiled()
        #expect(compiled.result.diagnostics.map(\.brief) == [])
        #expect(compiled.bundle.schemaVersion == OnboardingBundle.fieldSchemaVersion)
    }

    /// Every item of the issue reaches the bundle.
    @Test func everyItemReachesTheBundle() throws {
        let bundle = try Self.compiled().bundle
        let flow = try #require(bundle.flows.first)
        let inputs = flow.screens.flatMap(\.inputs)
        #expect(inputs.map(\.kind) == [.date, .phone, .oneTimeCode, .checkbox, .checkbox, .checkbox])
        let dob = try #require(inputs.first)
        #expect(dob.minimumAge == 18 && dob.underAge != nil)
        #expect(inputs.compactMap(\.consent) == ["terms", "marketing-email"])
        #expect(inputs.filter(\.initial).map(\.id) == ["weekly-summary"])
        #expect(bundle.links["terms"] == "https://ledgerly.example/terms")
        #expect(bundle.numberingSystems == ["ar": "arab"])
        let buttons = flow.screens.flatMap { $0.buttons + $0.states.flatMap(\.buttons) }
        #expect(
            buttons.contains { if case .requestPermission(.biometrics, _) = $0.action.kind { true } else { false } })
        #expect(
            buttons.contains {
                if case .pickFile(["application/pdf", "image/*"], _) = $0.action.kind { true } else { false }
            })
        #expect(buttons.contains { if case .resendCode(30, _) = $0.action.kind { true } else { false } })
        // The flow's entrance covers each screen's inputs and states.
        let agreements = try #require(flow.screens.first { $0.id == "agreements" })
        #expect(
            agreements.entrance.map(\.element) == ["title", "body", "terms", "offers", "weekly-summary", "primary"])
        let birthday = try #require(flow.screens.first { $0.id == "birthday" })
        #expect(birthday.states.first?.entrance.map(\.element) == ["title", "body", "primary"])
    }

    /// The bundle passes Python `jsonschema` against the bundle schema, as CI checks it.
    @Test(.enabled(if: SchemaValidator.available, "needs python3 with jsonschema 4 (scripts/ensure-jsonschema)"))
    func theBundleValidatesWithAnIndependentValidator() throws {
        let result = try Self.compiled().result
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("AccountSetup-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in result.outputs + [BundleSchema.file] where file.path.hasSuffix(".json") {
            try AtomicFile.write(file.bytes, to: folder.appendingPathComponent(file.path))
        }
        let run = try SchemaValidator.run([SchemaValidator.script, folder.path])
        #expect(run.status == 0, "\(run.stderr)")
    }

    /// Under 18 is refused with its state; a number, a code, the agreements (one box ticked at
    /// first), a biometric unlock without a face set up, and a file picked, to the end.
    @Test func itPlaysToTheEnd() throws {
        let bundle = try Self.compiled().bundle
        var environment = ConditionEnvironment()
        environment.today = CalendarDate(year: 2026, month: 11, day: 28)
        let engine = FlowEngine(bundle: bundle, store: InMemoryOnboardingStore(), environment: environment)
        var session = try #require(engine.session(flowID: "setup"))
        _ = try session.perform(.tap(.primary))
        try session.answer("dob", with: .text("2010-05-01"))
        _ = try session.perform(.tap(.primary))
        #expect(session.stateID == "too-young")
        _ = try session.perform(.tap(.primary))
        try session.answer("dob", with: .text("1990-05-01"))
        _ = try session.perform(.tap(.primary))
        #expect(session.screen.id == "phone-number")
        try session.answer("phone", with: .text("+44 7700 900123"))
        #expect(try session.perform(.tap(.primary)) == .resendCode(phone: "+447700900123"))
        try session.resolve(.code(.sent))
        try session.answer("code", with: .text("123456"))
        _ = try session.perform(.tap(.primary))
        #expect(session.screen.id == "agreements")
        #expect(session.answer(for: "weekly-summary") == .checked(true))
        try session.answer("terms", with: .checked(true))
        _ = try session.perform(.tap(.primary))
        #expect(try session.perform(.tap(.primary)) == .permission(.biometrics))
        try session.resolve(.permission(.notEnrolled))
        #expect(session.stateID == "not-enrolled")
        _ = try session.perform(.tap(.primary))
        #expect(try session.perform(.tap(.primary)) == .pickFile(types: ["application/pdf", "image/*"]))
        try session.resolve(.file(.picked))
        #expect(session.screen.id == "done")
        _ = try session.perform(.tap(.primary))
        #expect(session.ending != nil)
        #expect(session.answer(for: "offers", on: "agreements") == .checked(false))
    }

    /// Arabic numbers come in Arabic-Indic digits, as the Arabic copy types them.
    @Test func arabicFillsNumbersInArabicIndicDigits() throws {
        let compiled = try Self.compiled()
        let arabic = OnboardingText(bundle: compiled.bundle, strings: compiled.catalog, locale: "ar")
        #expect(arabic("setup.welcome.body", ["people": .integer(1_250)]).contains("١٬٢٥٠"))
        let english = OnboardingText(bundle: compiled.bundle, strings: compiled.catalog, locale: "en")
        #expect(
            english("setup.welcome.body", ["people": .integer(1_250)])
                == "Join 1,250 people who know where their money goes.")
    }
}

import Foundation
import OnboardKit

/// The committed bundles in `generated/`, and small bundles written inline.
enum Fixtures {
    /// The repository, found from this file: Runtime/Tests/OnboardKitTests/Support/Fixtures.swift.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // OnboardKitTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // Runtime, the runtime's package
        .deletingLastPathComponent()  // the repository

    /// `<repo>/generated`: the seeds' committed output.
    static let generated = repository.appendingPathComponent("generated")

    /// The app ids with a committed bundle.
    static let apps = ["florafriend", "growth", "pageinstead", "vegyscan"]

    /// The committed `generated/<app>/bundle.json`.
    static func bundle(_ app: String) throws -> OnboardingBundle {
        try OnboardingBundle(contentsOf: generated.appendingPathComponent(app).appendingPathComponent("bundle.json"))
    }

    /// The keys of the committed `generated/<app>/ios/Localizable.xcstrings`.
    static func catalogKeys(_ app: String) throws -> Set<String> {
        let url = generated.appendingPathComponent(app).appendingPathComponent("ios/Localizable.xcstrings")
        let catalog = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        return Set((catalog?["strings"] as? [String: Any])?.keys.map { $0 } ?? [])
    }

    /// The committed `generated/<app>/ios/Localizable.xcstrings`, as OnboardKit reads it.
    static func catalog(_ app: String) throws -> StringCatalog {
        try StringCatalog(
            contentsOf: generated.appendingPathComponent(app).appendingPathComponent("ios/Localizable.xcstrings"))
    }

    /// The committed `generated/<app>/ios/<locale>.lproj` tables, as OnboardKit reads them,
    /// with the debug-only pseudo-locale tables of `ios/debug/` (an app's debug build has both).
    static func tables(_ app: String) throws -> AppleStringTables {
        try AppleStringTables(directories: [
            generated.appendingPathComponent(app).appendingPathComponent("ios"),
            generated.appendingPathComponent(app).appendingPathComponent("ios/debug"),
        ])
    }

    /// The app's text in each locale its bundle carries, pseudo-locales included: its
    /// catalog, and the debug-only `.lproj` tables for the pseudo-locales.
    static func texts(_ app: String) throws -> [OnboardingText] {
        let bundle = try bundle(app)
        let strings = LayeredStrings([try catalog(app), try tables(app)])
        return (bundle.locales + bundle.pseudoLocales).map {
            OnboardingText(bundle: bundle, strings: strings, locale: $0)
        }
    }

    /// Decodes a bundle from JSON text.
    static func decode(_ json: String) throws -> OnboardingBundle {
        try OnboardingBundle(data: Data(json.utf8))
    }

    /// A bundle of schemaVersion 2 around `flows` (a JSON array), with `extra`
    /// top-level members (`"a": 1, "b": 2`).
    static func bundle(flows: String, extra: String = "") throws -> OnboardingBundle {
        try decode(
            """
            {"schemaVersion": 2, "app": {"id": "test", "name": "Test", "platforms": ["ios"], "sourceLocale": "en"},
             "locales": ["en"], "flows": \(flows)\(extra.isEmpty ? "" : ", " + extra)}
            """)
    }

    /// A bundle with one flow: `trigger` and `completion` are JSON objects, `screens` a JSON array.
    static func bundle(
        trigger: String = #"{"kind": "first-launch"}"#,
        completion: String = #"{"flag": "done", "setOn": ["complete"]}"#,
        flowExtra: String = "", screens: String
    ) throws -> OnboardingBundle {
        try bundle(
            flows: """
                [{"id": "flow", "trigger": \(trigger), "completion": \(completion)\(flowExtra.isEmpty ? "" : ", " + flowExtra),
                  "screens": \(screens)}]
                """)
    }

    /// A session of the only flow of `bundle`.
    static func session(_ bundle: OnboardingBundle) throws -> FlowSession {
        guard let flow = bundle.flows.first else { throw FixtureError.noFlow }
        return FlowSession(flow: flow)
    }

    enum FixtureError: Error {
        case noFlow
    }
}

extension Fixtures {
    /// A value a user would type into a text field of `input`'s kind, one the field accepts.
    static func acceptedText(_ input: Input) -> InputValue {
        switch input.kind {
        case .email: .text("ada@example.com")
        case .number: .text("42")
        case .name: .text("Ada")
        case .password: .text("correct horse battery staple")
        case .phone: .text("+49 151 1234 5678")
        case .oneTimeCode: .text(String("1234567890".prefix(input.codeLength)))
        // A day the field accepts: within its bounds, and old enough for any age rule from 2026 on.
        case .date:
            .text(
                [input.min, "1990-06-15", input.max].compactMap { $0 }.first { input.problem(with: $0) == nil } ?? "")
        case .text, .checkbox, .singleChoice, .multipleChoice: .text("Hello")
        }
    }
}

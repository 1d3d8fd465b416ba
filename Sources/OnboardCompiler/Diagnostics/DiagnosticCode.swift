/// A diagnostic code, declared once beside the stage that raises it: its id, what it
/// means, its severity, and an example that produces it. A `Diagnostic` can only be
/// made from one (lint findings are the lint rules' own: `RuleDescription`). The
/// declarations drive `onboardc codes`, docs/diagnostics.md, SARIF's rule metadata,
/// and one test that runs every example (`DiagnosticCodeExampleTests`).
public struct DiagnosticCode: Sendable, Hashable {
    /// Where an example starts: the input the stage reads. `⟦` marks where the
    /// diagnostic must start (it is removed before the input is read); the example
    /// must produce that one diagnostic of its code, and no other error.
    public enum Example: Sendable, Hashable {
        /// A spec and the translation files beside it, each named after its `locale:`
        /// line (or a first line `# de.yaml`), compiled with
        /// `config` (an `onboardc.yaml`; every lint rule at its default without one)
        /// within `limits`.
        case spec(String, translations: [String] = [], config: String? = nil, limits: ParseLimits = .default)
        /// A spec given as bytes (for input that is not text); the marker is `⟦` in UTF-8.
        case specBytes([UInt8])
        /// Several specs built together (`file1.yaml`, `file2.yaml`, …).
        case specs([String])
        /// The project configuration, `onboardc.yaml`.
        case config(String)
        /// The project configuration with specs beside it (`file1.yaml`, …), previewed
        /// together (`onboardc preview`), for what needs both.
        case project(config: String, specs: [String])
        /// An XLIFF file imported (`onboardc l10n import`) into a spec and its translations.
        case xliff(String, spec: String, translations: [String] = [], limits: ParseLimits = .default)
        /// A built output folder checked as clients load it (`onboardc check-bundles`):
        /// each file by its path in the folder.
        case bundle([String: String])
        /// A release folder checked as `onboardc release --check` checks it (each file by its
        /// path in the folder), trusting the public key file `trusted.pem` when it is one of
        /// the files, else the key its examples are signed with.
        case release([String: String])
        /// No input produces the code; why it exists anyway.
        case none(because: String)
    }

    /// Stable kebab-case id, its first word the stage (`yaml-`, `spec-`, `xliff-`, …);
    /// never reused for another meaning.
    public var id: String
    public var severity: Diagnostic.Severity
    /// One sentence: what is wrong when the code is reported.
    public var summary: String
    public var example: Example

    public init(_ id: String, _ severity: Diagnostic.Severity, _ summary: String, example: Example) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.example = example
    }

    public static let marker: Character = "⟦"
}

extension DiagnosticCode {
    /// A small valid spec for the examples, with `app`, `flow` and `screen` keys added:
    /// app `demo` on iOS, and one first-launch flow whose one screen completes it.
    /// Each added key is written on its own line, at the indentation of its mapping.
    static func exampleSpec(
        app: [String] = [], flow: [String] = [], screen: [String] = [],
        title: String = "Hello", primary: String = "{ label: Start, action: complete }"
    ) -> String {
        func lines(_ keys: [String], _ indent: Int) -> String {
            keys.map { String(repeating: " ", count: indent) + $0 + "\n" }.joined()
        }
        return "version: 1\napp:\n  id: demo\n  name: Demo\n  platforms: [ios]\n" + lines(app, 2)
            + "flows:\n  - id: onboarding\n    trigger: first-launch\n    completion: { flag: hasOnboarded }\n"
            + lines(flow, 4)
            + "    screens:\n      - id: welcome\n        role: welcome\n        title: \(title)\n"
            + "        primary: \(primary)\n" + lines(screen, 8)
    }
}

import Foundation
import Testing
@testable import OnboardCompiler

/// The XLIFF round trip: export, read, import into a translation file's text.
/// Every suite in this folder is nested here, so `swift test --filter ExchangeTests` runs them all.
@Suite enum ExchangeTests {}

/// A small app and its German translation, written the way writers and
/// translators write them: comments, a reordered plural, a mapping-form entry.
enum ExchangeFixture {
    static let specPath = "specs/demo.yaml"
    static let germanPath = "specs/demo.l10n/de.yaml"

    /// Keys in spec order: title, subtitle, body, caption, primary.
    static let spec = """
        version: 1
        app: { id: demo, name: Demo, platforms: [ios] }
        flows:
          - id: onboarding
            trigger: first-launch
            completion: { flag: done }
            screens:
              - id: welcome
                role: welcome
                title: Welcome, {name}
                subtitle: Your garden
                body:
                  text: "{count, plural, one {# plant waits} other {# plants wait}} for you"
                  comment: How many plants are waiting
                caption: Tap Next to start
                primary: Next

        """

    /// No subtitle, no caption; the body needs review.
    static let german = """
        # German translation of Demo.
        locale: de
        strings:
          # The welcome screen.
          onboarding.welcome.title: Willkommen, {name}   # informal
          onboarding.welcome.body:
            text: "{count, plural, other {# Pflanzen warten} one {# Pflanze wartet}} auf dich"
            review: true

          onboarding.welcome.primary: "Weiter"

        """

    static func input(spec: String = spec, translations: [String: String] = [germanPath: german]) -> Pipeline.Input {
        Pipeline.Input(
            spec: SourceFile(path: specPath, text: spec),
            translations: translations.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) })
    }

    /// The spec's IR; records an issue when it does not validate.
    static func validated(
        _ input: Pipeline.Input = input(), sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Spec? {
        let result = Pipeline.validate(input.spec, translations: input.translations)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.located))", sourceLocation: sourceLocation)
        return result.spec
    }

    static func export(_ locale: String, _ input: Pipeline.Input = input()) -> String? {
        validated(input).map { TranslationExchange.export($0, locale: locale) }
    }

    static func importing(_ xliff: String, _ input: Pipeline.Input = input()) -> TranslationExchange.ImportResult {
        importing(bytes: Array(xliff.utf8), input)
    }

    /// Imports the exact bytes of an XLIFF file, as `de.xlf`.
    static func importing(
        bytes: [UInt8], _ input: Pipeline.Input = input(),
        limits: ParseLimits = .default
    ) -> TranslationExchange.ImportResult {
        // In memory, nothing can become unreadable.
        try! Project([input], limits: limits).importXLIFF(
            SourceFile(path: "de.xlf", bytes: bytes), translationFolder: TranslationFiles.folder(of:))
    }

    /// The imported file's text, or nil when nothing is written.
    static func importedText(_ xliff: String, _ input: Pipeline.Input = input()) -> String? {
        importing(xliff, input).output.map { String(decoding: $0.bytes, as: UTF8.self) }
    }
}

extension String {
    /// The text with the first `target` replaced; records an issue when `target` is not there.
    func replacingFirst(
        _ target: String, with replacement: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> String {
        guard let range = range(of: target) else {
            Issue.record("`\(target)` is not in the text", sourceLocation: sourceLocation)
            return self
        }
        return replacingCharacters(in: range, with: replacement)
    }
}

extension TranslationEditor {
    /// The editor of `source`, parsed here (the importer edits the tree that decoded the file).
    init?(parsing source: SourceFile) {
        guard let tree = TreeBuilder.build(source, diagnostics: DiagnosticSink()) else { return nil }
        self.init(source, tree: tree)
    }
}

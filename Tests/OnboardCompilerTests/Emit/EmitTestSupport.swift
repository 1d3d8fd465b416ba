import Foundation
@testable import OnboardCompiler

/// Snippet helpers for the Emit tests: a spec in, emitted files and diagnostics out.
struct Compiled {
    let result: Pipeline.Result

    var diagnostics: [Diagnostic] { result.diagnostics }
    var paths: [String] { result.outputs.map(\.path) }

    /// The text of the emitted file whose path ends with `suffix`, if there is exactly one.
    func text(_ suffix: String) -> String? {
        let matches = result.outputs.filter { $0.path.hasSuffix(suffix) }
        guard matches.count == 1 else { return nil }
        return String(decoding: matches[0].bytes, as: UTF8.self)
    }

    /// The emitted file as a JSON object (parsed with Foundation, not with the writer under test).
    func json(_ suffix: String) -> [String: Any]? {
        guard let text = text(suffix) else { return nil }
        return (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
    }
}

func compile(_ yaml: String, path: String = "spec.yaml") -> Compiled {
    Compiled(result: Pipeline.compile(SourceFile(path: path, text: yaml), options: emitOnly))
}

/// A spec with its translation files (see `translationFile`).
func compile(_ yaml: String, path: String = "spec.yaml", translations: [SourceFile]) -> Compiled {
    Compiled(result: Pipeline.compile(SourceFile(path: path, text: yaml), translations: translations, options: emitOnly))
}

/// A translation file `spec.l10n/<locale>.yaml`: `header` (comment lines, say) first, then
/// `locale:` and `strings:` with `strings`, YAML lines indented here to sit under `strings:`.
func translationFile(_ locale: String, header: String = "", strings: String) -> SourceFile {
    let strings = strings.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    return SourceFile(path: "spec.l10n/\(locale).yaml", text: header + "locale: \(locale)\nstrings:\n\(strings)\n")
}

/// A complete spec around `screens`, a YAML list of screens (indented here to sit under `screens:`).
/// `appKeys`: more lines under `app:` (`sourceLocale`, `fallbacks`, `pseudoLocales`), unindented.
func specYAML(app: String = "demo", platforms: String = "[ios, android]", appKeys: String = "", screens: String) -> String {
    let screens = screens.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    let appKeys = appKeys.split(separator: "\n").map { "\n  " + $0 }.joined()
    return """
    version: 1
    app:
      id: \(app)
      name: Demo
      platforms: \(platforms)\(appKeys)
    flows:
      - id: onboarding
        trigger: first-launch
        completion: { flag: hasCompletedOnboarding }
        screens:
    \(screens)
    """
}

/// Walks a parsed JSON value along object keys and array indices.
func dig(_ value: Any?, _ path: Any...) -> Any? {
    var current = value
    for step in path {
        if let key = step as? String {
            current = (current as? [String: Any])?[key]
        } else if let index = step as? Int, let array = current as? [Any], array.indices.contains(index) {
            current = array[index]
        } else {
            return nil
        }
    }
    return current
}

/// Emitter tests look at the emitters alone: their specs break lint rules on purpose
/// (a `back` on the first screen, to see it resolve to `stay`).
let emitOnly = Pipeline.Options(config: .withoutLint)

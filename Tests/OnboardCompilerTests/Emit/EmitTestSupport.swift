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
    Compiled(
        result: Pipeline.compile(SourceFile(path: path, text: yaml), translations: translations, options: emitOnly))
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

import BundleFormat

/// The ids a condition names, each where it is written in the spec: `goal` of `answer.goal`
/// (an input of the flow), `isReturning` of `attribute.isReturning` (an `attributes:` entry),
/// `paywall` of `experiment.paywall` (an experiment). Read with the condition language's own
/// lexer, for the language server's go to definition and find references.
public enum ConditionNames {
    public struct Name: Sendable, Hashable {
        public var kind: ConditionReference.Kind
        public var id: String
        /// Where the id is written (the whole value when its characters have no place of
        /// their own: a block, or a value with escapes).
        public var span: SourceSpan
    }

    /// The names `node`'s condition text uses; none when it is not text or does not lex.
    public static func names(in node: Node, file: String = "") -> [Name] {
        guard let text = node.scalar?.text, let tokens = try? ConditionLexer.tokens(text) else { return [] }
        let span = SourceSpan(file: file, start: node.start, end: node.end)
        var names: [Name] = []
        for index in tokens.indices.dropLast(2) {
            guard case .name(let word) = tokens[index].kind,
                let kind = ConditionReference.Kind(rawValue: word), kind.hasID,
                tokens[index + 1].kind == .symbol("."), case .name(let id) = tokens[index + 2].kind
            else { continue }
            names.append(Name(kind: kind, id: id, span: span.locating(tokens[index + 2].range, in: text)))
        }
        return names
    }
}

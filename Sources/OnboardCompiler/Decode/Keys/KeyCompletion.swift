/// What an editor offers to write (the language server's completion), from the same schemas
/// the decoder reads the files with and `KeyDocs` describes them by: the keys a mapping
/// takes, and what a key's value is chosen from.
extension KeyDocs {
    /// A key a mapping takes, with its docs.
    public struct Offer: Sendable, Hashable {
        public var docs: KeyDocs
        public var isRequired: Bool
    }

    /// What a value may be.
    public struct ValueOffer: Sendable, Hashable {
        public enum Symbols: Sendable, Hashable {
            /// An SF Symbols name (`icon`, an icon's `name`).
            case sfSymbols
            /// A Material Symbols name (`androidIcon`, an icon's `android`).
            case materialSymbols
        }

        /// The words of a closed list, each with what it means: a choice's words, `true` and
        /// `false`, the versions (these three with no meaning of their own: their key's is theirs).
        public var words: [Choice] = []
        /// The value is an id: where its key names something (`to`, `confirm`, `pending`…), one of the flow's.
        public var isIdentifier = false
        public var symbols: Symbols?
    }

    /// The keys the mapping at `path` takes (every key of each mapping the schemas allow
    /// there, in the schema's order); for a mapping whose keys are words of a closed list (a
    /// button's `on:`), the words. Empty where the schemas describe no such mapping.
    public static func keys(ofMappingAt path: [Step], in file: File) -> [Offer] {
        var offers: [Offer] = []
        var seen: Set<String> = []
        for kind in kinds(at: path, in: file) {
            for schema in directMappings(kind) {
                for key in schema.keys where seen.insert(key.name).inserted {
                    guard let docs = KeyDocs.key(at: path + [.key(key.name)], in: file) else { continue }
                    offers.append(Offer(docs: docs, isRequired: key.requirement == .required))
                }
            }
            // A mapping whose keys are words of a closed list (a button's `on:`).
            guard case .dictionary(let keys, _) = kind else { continue }
            for word in keys.choices where seen.insert(word.value).inserted {
                guard let docs = KeyDocs.key(at: path + [.key(word.value)], in: file) else { continue }
                offers.append(Offer(docs: docs, isRequired: false))
            }
        }
        return offers
    }

    /// What the value at `path` (a key's, or a list's item) may be.
    public static func values(at path: [Step], in file: File) -> ValueOffer {
        let found = kinds(at: path, in: file)
        var offer = ValueOffer()
        for kind in found {
            for word in words(kind) where !offer.words.contains(where: { $0.value == word.value }) {
                offer.words.append(word)
            }
        }
        offer.isIdentifier = found.contains { isIdentifier($0) }
        if found.contains(where: isMaterialSymbol) {
            offer.symbols = .materialSymbols
        } else if case .key(let name)? = path.last, found.contains(where: isText) {
            let parents = kinds(at: path.dropLast(), in: file).flatMap(directMappings).map(\.name)
            if name == "icon" || (name == "name" && parents.contains(MappingSchema.icon.name)) {
                offer.symbols = .sfSymbols
            }
        }
        return offer
    }

    /// The kinds a value at `path` may have.
    private static func kinds(at path: some Collection<Step>, in file: File) -> [ValueKind] {
        var kinds: [ValueKind] = [.mapping(root(file))]
        for step in path { kinds = kinds.flatMap { children($0, step) } }
        return kinds
    }

    private static func words(_ kind: ValueKind) -> [Choice] {
        switch kind {
        case .boolean: ["true", "false"].map { Choice(value: $0, meaning: "") }
        case .version(let versions): versions.map { Choice(value: String($0), meaning: "") }
        case .either(let short, let long): words(short) + words(long)
        case .list(let item, _), .pair(let item): words(item)
        default: kind.choices
        }
    }

    private static func isIdentifier(_ kind: ValueKind) -> Bool {
        switch kind {
        case .identifier: true
        case .either(let short, let long): isIdentifier(short) || isIdentifier(long)
        default: false
        }
    }

    private static func isMaterialSymbol(_ kind: ValueKind) -> Bool {
        switch kind {
        case .formatted(.materialSymbol): true
        case .either(let short, let long): isMaterialSymbol(short) || isMaterialSymbol(long)
        default: false
        }
    }

    private static func isText(_ kind: ValueKind) -> Bool {
        switch kind {
        case .text: true
        case .either(let short, let long): isText(short) || isText(long)
        default: false
        }
    }
}

import OnboardCompiler

/// `textDocument/completion`: at a key, the keys the mapping takes and has not got yet (in a
/// translation file's `strings`, the spec's text keys, those not translated there first); at
/// a value, the words of a closed list, the ids a target, `confirm:`, `pending:` or `plan:`
/// may name in the cursor's flow and screen, and symbol names for an icon. Where the cursor
/// is comes from `CompletionSite`, which also copes with the line being typed.
extension LanguageServer {
    /// At most this many items (of the symbol names, say): the client asks again as the writer types on.
    static let completionLimit = 100

    /// A space asks only after `key:` or `- `; `.` asks inside a dotted name (a symbol, a text key).
    static let completionTriggers = [" ", "."]

    func completion(_ params: CompletionParams) -> CompletionList {
        let uri = params.textDocument.uri
        let nothing = CompletionList(isIncomplete: false, items: [])
        guard let document = workspace.document(uri) else { return nothing }
        let lines = document.lines
        let offset = lines.byteOffset(of: params.position)
        if params.context?.triggerCharacter == " " {
            guard offset >= 2, [UInt8(ascii: ":"), UInt8(ascii: "-")].contains(lines.bytes[offset - 2]) else {
                return nothing
            }
        }
        let file = workspace.fileKind(uri)
        guard
            let site = CompletionSite(
                lines, offset: offset, path: DocumentURI.path(uri), file: file, limits: workspace.options.limits)
        else { return nothing }
        var offers = site.place == .key ? keyOffers(site, file: file, uri: uri) : valueOffers(site, file: file)
        // A long list (symbol names, a big spec's text keys) is cut to what starts with the word typed, then capped.
        if offers.count > Self.completionLimit { offers = offers.filter { $0.label.hasPrefix(site.typed) } }
        let isIncomplete = offers.count > Self.completionLimit
        offers = Array(
            offers.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element)
                .prefix(Self.completionLimit))
        let range = lines.range(from: site.start, to: site.end)
        let rest = lines.bytes[site.end...].prefix { $0 != 10 && $0 != 13 }
        let keySuffix = rest.first { $0 != 32 } == UInt8(ascii: ":") ? "" : ": "
        let items = offers.enumerated().map { index, offer in
            let text = site.place == .key ? offer.label + keySuffix : (site.needsSpace ? " " : "") + offer.label
            return CompletionItem(
                label: offer.label, kind: offer.kind, detail: offer.detail,
                documentation: offer.documentation.map { .init(value: $0) },
                sortText: "\(offer.rank)-\(String(1000 + index))", textEdit: .init(range: range, newText: text))
        }
        return CompletionList(isIncomplete: isIncomplete, items: items)
    }

    /// One thing to offer: `rank` 0 before 1 (required keys, untranslated texts).
    struct Offer {
        var label: String
        var kind: CompletionItem.Kind
        var detail: String?
        var documentation: String?
        var rank = 1
    }

    private func keyOffers(_ site: CompletionSite, file: KeyDocs.File, uri: String) -> [Offer] {
        if file == .translation, site.steps == [.key("strings")] {
            return workspace.sourceTexts(uri).map {
                Offer(
                    label: $0.key, kind: .text, detail: $0.text, documentation: nil,
                    rank: site.written.contains($0.key) ? 1 : 0)
            }
        }
        return KeyDocs.keys(ofMappingAt: site.steps, in: file).filter { !site.written.contains($0.docs.key) }.map {
            Offer(
                label: $0.docs.key, kind: .field, detail: ($0.isRequired ? "required: " : "") + $0.docs.value,
                documentation: $0.docs.markdown, rank: $0.isRequired ? 0 : 1)
        }
    }

    private func valueOffers(_ site: CompletionSite, file: KeyDocs.File) -> [Offer] {
        let values = KeyDocs.values(at: site.steps, in: file)
        let docs = KeyDocs.key(at: site.steps, in: file)
        var offers = values.words.map { word in
            Offer(
                label: word.value, kind: .enumMember, detail: docs.map { "`\($0.key)` of \($0.mapping)" },
                documentation: word.meaning.isEmpty ? docs?.description : word.meaning)
        }
        if file == .spec, values.isIdentifier { offers += referenceOffers(site) }
        switch values.symbols {
        case .sfSymbols?: offers += symbolOffers(SymbolNames.sfSymbols, typed: site.typed, detail: "SF Symbol")
        case .materialSymbols?:
            offers += symbolOffers(SymbolNames.materialSymbols, typed: site.typed, detail: "Material Symbol")
        case nil: break
        }
        return offers
    }

    /// The names starting with what is typed: the lists are thousands long, so the server filters them.
    private func symbolOffers(_ names: [String], typed: String, detail: String) -> [Offer] {
        names.filter { $0.hasPrefix(typed) }.prefix(Self.completionLimit + 1).map {
            Offer(label: $0, kind: .value, detail: detail)
        }
    }
}

extension KeyDocs {
    /// What a key means, as hover shows it and completion documents it (Markdown).
    var markdown: String {
        var lines = ["**`\(key)`** of \(mapping) (\(requirement))", "", description, "", "Value: \(value)"]
        if let defaultValue { lines.append("Default: `\(defaultValue)`") }
        return lines.joined(separator: "\n")
    }
}

extension LanguageServer {
    /// The ids (and the words every target may be) the value's key names.
    fileprivate func referenceOffers(_ site: CompletionSite) -> [Offer] {
        TargetNames(site.steps, root: site.root).names.map {
            Offer(label: $0.name, kind: .reference, detail: $0.detail)
        }
    }
}

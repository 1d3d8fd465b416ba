import BundleFormat

/// Links in copy: the markup of every text (source and translation) as it is decoded, the
/// spec's `links:`, and whether the copy's links name declared ones.
extension NodeDecoding {
    /// Reports what is wrong with the link markup of `text` (`spec-link-markup`), at the exact
    /// character: broken markup, a URL or other non-id as the target, one target twice in a
    /// form, or a link that is not the same in every plural case.
    func checkLinkMarkup(_ text: String, _ message: Message, at span: SourceSpan) {
        let links: [LinkMarkup.Link]
        switch LinkMarkup.parse(text) {
        case .success(let found): links = found
        case .failure(let error):
            sink.emit(.linkMarkup(error.kind, at: span.locating(error.range, in: text)))
            return
        }
        guard !links.isEmpty else { return }
        for link in links where !Self.isIdentifier(link.target) {
            sink.emit(.linkTargetNotID(link.target, at: span.locating(link.targetRange, in: text)))
            return
        }
        let forms = message.linkTargets
        for form in forms {
            var seen = Set<String>()
            guard let twice = form.first(where: { !seen.insert($0).inserted }) else { continue }
            let second = links.filter { $0.target == twice }.dropFirst().first ?? links[0]
            sink.emit(.linkTwice(twice, at: span.locating(second.open, in: text)))
            return
        }
        if Set(forms.map { $0.sorted() }).count > 1 || forms.allSatisfy(\.isEmpty) {
            sink.emit(.linkAcrossPlural(at: span.locating(links[0].open, in: text)))
        }
    }
}

extension SpecDecoder {
    /// `links:`: id → absolute `https://` URL (`spec-link-url` otherwise).
    func links(_ node: Node) -> [Link] {
        guard case .mapping(let entries) = node.content else {
            typeMismatch(node, expected: "a mapping of link ids to https:// URLs")
            return []
        }
        let pattern = try! Regex(TextFormat.linkURL.pattern)
        return entries.compactMap { entry in
            guard let id = identifier(entry.key), let url = string(entry.value) else { return nil }
            // A link with a bad URL is still declared: the copy that names it is not wrong too.
            if url.wholeMatch(of: pattern) == nil { sink.emit(.linkURL(url, at: span(entry.value))) }
            return Link(id: id, url: url, span: span(entry.key), urlSpan: span(entry.value))
        }
    }

    /// Each link of `copy` names a declared link (`spec-unknown-link`, at the id, with
    /// did-you-mean); each declared link is in some copy (`spec-unused-link`, a warning).
    func checkLinkUses(_ copy: [Copy], links: [Link]) {
        let declared = Set(links.map(\.id))
        var used = Set<String>()
        for text in copy {
            guard case .success(let found) = LinkMarkup.parse(text.text) else { continue }
            for link in found where Self.isIdentifier(link.target) {
                used.insert(link.target)
                guard !declared.contains(link.target) else { continue }
                let exact = text.span.exactly(link.targetRange, in: text.text)
                sink.emit(
                    .unknownLink(link.target, known: links.map(\.id), at: exact ?? text.span, exact: exact != nil))
            }
        }
        for link in links where !used.contains(link.id) {
            sink.emit(.unusedLink(link.id, at: link.span))
        }
    }
}

extension Diagnostic {
    static func linkMarkup(_ kind: LinkMarkup.SyntaxError.Kind, at span: SourceSpan) -> Diagnostic {
        switch kind {
        case .unclosed:
            Diagnostic(
                .specLinkMarkup, "this link's `(` is never closed", at: span,
                help: "write the link as `[text](id)`, the id of a link under `links:`, with no space in it")
        case .emptyText:
            Diagnostic(
                .specLinkMarkup, "this link has no text", at: span,
                help: "write the words the reader taps between the brackets: `[Terms](terms)`")
        case .emptyTarget:
            Diagnostic(
                .specLinkMarkup, "this link names no link", at: span,
                help: "write the id of a link under `links:` between the parentheses: `[Terms](terms)`")
        case .nested:
            Diagnostic(
                .specLinkMarkup, "a link cannot sit inside another link's text", at: span,
                help: "end the first link before the second starts")
        }
    }

    static func linkTargetNotID(_ target: String, at span: SourceSpan) -> Diagnostic {
        let isURL = target.contains(":") || target.contains("/")
        return Diagnostic(
            .specLinkMarkup,
            isURL ? "a link names the id of a declared link, not a URL" : "`\(target)` is not a link id", at: span,
            help: isURL
                ? "declare it under `links:` (`terms: \(target)`) and write `[…](terms)`: translators then cannot change the URL"
                : "write the id of a link under `links:` (lower-case kebab-case, like `privacy-policy`)")
    }

    static func linkTwice(_ id: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .specLinkMarkup, "this text links to `\(id)` twice", at: span,
            help: "link it once: a screen reader lists each link, and two alike confuse")
    }

    static func linkAcrossPlural(at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .specLinkMarkup, "this link is not the same in every plural case", at: span,
            help: "put the whole link inside each case, or the whole plural inside the link text")
    }

    static func linkURL(_ url: String, at span: SourceSpan) -> Diagnostic {
        let help =
            url.hasPrefix("http://")
            ? "use `https://`: apps open only secure pages (App Transport Security), and stores check it"
            : url.hasPrefix("https://")
                ? "write the host after `https://`, and percent-encode white space and `()[]<>\"\\` (`%20`, `%28`…)"
                : "write an absolute URL starting with `https://` (`https://example.com/terms`)"
        return Diagnostic(
            .specLinkURL, "`\(url)` is not an absolute https:// URL a link can open", at: span, help: help)
    }

    /// `exact`: `span` covers the id in the copy's text, which a fix can then change.
    static func unknownLink(_ id: String, known: [String], at span: SourceSpan, exact: Bool) -> Diagnostic {
        let advice = Suggestion.advice(
            for: id, in: known, inTextAt: exact ? span : nil,
            otherwise: known.isEmpty
                ? "declare it at the top of the spec: `links: { \(id): https://… }`"
                : "declare it under `links:`; links: " + known.map { "`\($0)`" }.joined(separator: ", "))
        return Diagnostic(
            .specUnknownLink, "there is no link `\(id)`", at: span, help: advice.help, fixes: advice.fixes)
    }

    static func unusedLink(_ id: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .specUnusedLink, "no copy links to `\(id)`", at: span,
            help: "link to it with `[text](\(id))`, or remove it if neither the app nor a rule looks it up")
    }
}

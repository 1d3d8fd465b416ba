/// The codes of links in copy (`links:` and `[text](id)`, docs/spec-format.md section 2.7).
extension DiagnosticCode {
    static let specLinkURL = DiagnosticCode(
        "spec-link-url", .error,
        "A link's URL (`links:`) is not an absolute `https://` URL with a host, or holds a character that ends a Markdown link (white space, `()[]<>\"\\`).",
        example: .spec(
            exampleSpec(title: "\"Read the [Terms](terms)\"") + "links:\n  terms: ⟦http://example.com/terms\n"))

    static let specLinkMarkup = DiagnosticCode(
        "spec-link-markup", .error,
        "A link in copy is not written `[text](id)`: `](` without its `)`, an empty link text or id, a link inside a link, a URL where the id goes, one link twice, or a link that is not in every plural case.",
        example: .spec(
            exampleSpec(title: "\"Read the [Terms]⟦(terms\"") + "links:\n  terms: https://example.com/terms\n"))

    static let specUnknownLink = DiagnosticCode(
        "spec-unknown-link", .error, "A link in copy names an id that `links:` does not declare.",
        example: .spec(
            exampleSpec(title: "\"Read the [Terms](⟦term)\"") + "links:\n  terms: https://example.com/terms\n"))

    static let specUnusedLink = DiagnosticCode(
        "spec-unused-link", .warning,
        "A link declared in `links:` is in no copy (rules and the app may still look it up by id).",
        example: .spec(exampleSpec() + "links:\n  ⟦terms: https://example.com/terms\n"))

    /// Every code of links in copy, for the registry (`DiagnosticCodes.all`).
    static let links: [DiagnosticCode] = [specLinkURL, specLinkMarkup, specUnknownLink, specUnusedLink]
}

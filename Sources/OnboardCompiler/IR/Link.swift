/// A link the copy may point to (`links:` at the top of a spec): an id and an absolute
/// `https://` URL. Copy writes `[Terms](terms)`; the bundle carries `links`, the Apple
/// tables write the URL in place of the id, Android's an `<annotation link="terms">`.
/// Rules that need a paywall's terms or privacy link look links up here by id.
public struct Link: Sendable, Hashable {
    public var id: String
    public var url: String
    /// Where the id is written.
    public var span: SourceSpan
    /// Where the URL is written.
    public var urlSpan: SourceSpan

    public init(id: String, url: String, span: SourceSpan, urlSpan: SourceSpan) {
        self.id = id
        self.url = url
        self.span = span
        self.urlSpan = urlSpan
    }
}

extension Spec {
    /// The declared link with this id.
    public func link(id: String) -> Link? {
        links.first { $0.id == id }
    }

    /// Link id → URL, as the bundle and the string tables write them.
    public var linkURLs: [String: String] {
        Dictionary(links.map { ($0.id, $0.url) }, uniquingKeysWith: { first, _ in first })
    }
}

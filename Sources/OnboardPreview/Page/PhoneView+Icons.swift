import BundleFormat

/// Icons drawn with real glyphs: the preview's Material Symbols font (`IconFont`,
/// ThirdParty/material-symbols) holds the Android names the specs write and a look-alike
/// for common SF Symbols, which cannot be drawn outside Apple's systems. The SF Symbol's
/// name stays under the glyph, smaller. A name the font lacks falls back to the neutral ◉.
extension PhoneView {
    /// What draws an SF Symbol: the Material Symbol and whether it is the spec's own Android
    /// name or a look-alike; nil when the font holds neither.
    static func glyph(sf name: String, android: String?) -> (name: String, lookAlike: Bool)? {
        if let android, IconFont.codePoints[android] != nil { return (android, false) }
        let outline = name.hasSuffix(".fill") ? String(name.dropLast(".fill".count)) : name
        guard let lookAlike = IconFont.lookAlikes[name] ?? IconFont.lookAlikes[outline] else { return nil }
        return (lookAlike, true)
    }

    /// An icon: its glyph (or the fallback ◉), the SF Symbol's name under it, and the Android
    /// name beside that when the spec gives one.
    func icon(_ name: String, android: String?) -> String {
        let names =
            "<code class=\"sf-name\">\(HTML.escape(name))</code>"
            + (android.map { " <code class=\"android\" title=\"Android: Material Symbols\">\(HTML.escape($0))</code>" }
                ?? "")
        guard let glyph = Self.glyph(sf: name, android: android), let point = IconFont.codePoints[glyph.name] else {
            let title = "SF Symbol \(name): no glyph for it in the preview's icon font"
            return "<span class=\"icon fallback\" data-icon=\"\(HTML.escape(name))\" title=\"\(HTML.escape(title))\">"
                + "<span class=\"glyph\" aria-hidden=\"true\">◉</span><span class=\"names\">\(names)</span></span>"
        }
        let title =
            "SF Symbol \(name), drawn with Material Symbols’ \(glyph.name)"
            + (glyph.lookAlike ? " (a look-alike)" : " (its Android name)")
        return "<span class=\"icon\" data-icon=\"\(HTML.escape(name))\" data-glyph=\"\(HTML.escape(glyph.name))\""
            + " title=\"\(HTML.escape(title))\"><span class=\"glyph ms\" aria-hidden=\"true\">&#x\(String(point, radix: 16, uppercase: true));</span>"
            + "<span class=\"names\">\(names)</span></span>"
    }
}

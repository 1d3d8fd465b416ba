import Foundation

extension PreviewAssets {
    /// The icon font's family name on the page.
    static let iconFamily = "onboardc Material Symbols"

    /// The icon font, embedded as a `data:` URL (the page loads nothing), and how icons look:
    /// the glyph at the icon's size, the SF Symbol's name under it, small and muted.
    static let iconStyle: String = {
        let base64 = IconFont.woff2Base64Lines.split(whereSeparator: \.isNewline).joined()
        return "@font-face{font-family:\"\(iconFamily)\";font-style:normal;font-weight:400;font-display:block;"
            + "src:url(data:font/woff2;base64,\(base64)) format(\"woff2\")}"
                + #"""
                .icon{display:inline-flex;flex-direction:column;align-items:center;gap:2px;vertical-align:middle;line-height:1}
                .icon .glyph{font-size:1.4em;line-height:1}
                .icon .glyph.ms{font-family:"onboardc Material Symbols";font-weight:400;font-style:normal;letter-spacing:normal;text-transform:none;white-space:nowrap;direction:ltr;-webkit-font-smoothing:antialiased}
                .icon .names{display:flex;flex-wrap:wrap;justify-content:center;gap:0 4px}
                .icon code{font-size:9px;color:var(--phone-muted);font-weight:400}
                .visual .icon .glyph{font-size:1em}
                .visual .icon code{font-size:11px}
                .features li{display:flex;align-items:center;gap:8px}
                .btn .icon .glyph{font-size:24px}
                html[data-platform="android"] .icon .names:has(.android) .sf-name{display:none}
                html:not([data-platform="android"]) sup.pin[data-platform="android"]{display:none}
                """#
    }()
}

import BundleFormat
import OnboardCompiler

/// The text of the flow map's boxes: lines wrapped to the box (never cut), and each
/// screen's title in every locale, so that the map shows the title the phones show, in
/// its direction.
enum FlowMapText {
    /// The width a line may take in a box, in pixels of the map's 12 px font.
    static let lineWidth = 234.0

    /// An estimate of `text`'s width in pixels at `size` px, on the wide side of the
    /// system fonts: an East Asian wide character or an emoji is an em, a mark or an
    /// invisible format character (the bidi marks of `ar-XB`) nothing, any other 0.6 em.
    static func width(_ text: Substring, size: Double, bold: Bool = false) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format: continue
            default: ems += isWide(scalar) ? 1 : 0.6
            }
        }
        return ems * size * (bold ? 1.1 : 1)
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD,
        ]
        return wide.contains { $0.contains(scalar.value) }
    }

    /// `text` broken into lines no wider than `lineWidth` at the words; a word wider than
    /// a line is broken where it has to be.
    static func wrapped(_ text: String, bold: Bool = false) -> [String] {
        var lines: [String] = []
        var line = ""
        func fits(_ candidate: String) -> Bool { width(candidate[...], size: 12, bold: bold) <= lineWidth }
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let joined = line.isEmpty ? word : line + " " + word
            if fits(joined) {
                line = joined
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = ""
            for character in word {
                if !line.isEmpty && !fits(line + String(character)) {
                    lines.append(line)
                    line = ""
                }
                line.append(character)
            }
        }
        return lines + [line]
    }

    /// One title as the locales show it: the same text in every locale listed.
    struct Title: Equatable {
        var locales: [String]
        var lines: [String]
        var isRightToLeft: Bool
    }

    /// Node id → its title in every locale of `book` (one entry per different text), for the
    /// screens and states of `flow` that have one. `spec`: the same flow as written, whose
    /// title lines the diagram has.
    static func titles(
        _ diagram: FlowDiagram, flow: BundleFormat.Flow, spec: OnboardCompiler.Flow, book: TextBook
    ) -> [String: (written: String, titles: [Title])] {
        var out: [String: (written: String, titles: [Title])] = [:]
        for node in diagram.nodes {
            guard let screenID = node.screen, let screen = flow.screens.first(where: { $0.id == screenID }),
                let written = spec.screens.first(where: { $0.id == screenID }).flatMap({ specScreen in
                    node.state.map { state in specScreen.states.first { $0.id == state }?.content.title?.text }
                        ?? specScreen.content.title?.text
                }),
                let key = node.state.map({ state in screen.states.first { $0.id == state }?.titleKey })
                    ?? screen.titleKey
            else { continue }
            var titles: [Title] = []
            for locale in book.locales {
                let text = book.shown(key, in: locale.id)
                if let index = titles.firstIndex(where: {
                    $0.isRightToLeft == locale.isRightToLeft && $0.lines == wrapped(text)
                }) {
                    titles[index].locales.append(locale.id)
                } else {
                    titles.append(
                        Title(locales: [locale.id], lines: wrapped(text), isRightToLeft: locale.isRightToLeft))
                }
            }
            out[node.id] = (written, titles)
        }
        return out
    }
}

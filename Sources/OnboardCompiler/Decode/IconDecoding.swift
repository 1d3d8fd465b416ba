/// The Android name written beside an SF Symbol: an icon's `android`, or the
/// `androidIcon` of a button, an option or a paywall feature.
extension NodeDecoding {
    /// A Material Symbols name, in the form its schema pattern states; whether the
    /// name exists is the lint rule `icon-unknown-material-symbol`'s question.
    func materialSymbol(_ node: Node) -> MaterialSymbol? {
        guard let text = string(node) else { return nil }
        guard MaterialSymbolName.isWellFormed(text) else {
            sink.emit(.invalidAndroidIcon(text, at: span(node)))
            return nil
        }
        return MaterialSymbol(name: text, span: span(node))
    }

    /// The `androidIcon` of a button, an option or a paywall feature: the Android
    /// name of its `icon`, which it needs beside it.
    func androidIcon(_ map: MappingReader) -> MaterialSymbol? {
        guard let node = map["androidIcon"] else { return nil }
        if !map.has("icon"), let key = map.keyNode("androidIcon") {
            sink.emit(
                .unusedKey(
                    "androidIcon", because: "it is the Android name of the `icon`, and there is none",
                    help: "add the SF Symbol as `icon`, or remove `androidIcon`", at: span(key)))
        }
        return materialSymbol(node)
    }
}

/// How a Material Symbols name is written.
enum MaterialSymbolName {
    /// Lower-case letters and digits joined by single `_`: `menu_book`, `10k`.
    static func isWellFormed(_ text: String) -> Bool {
        text.wholeMatch(of: try! Regex(TextFormat.materialSymbol.pattern)) != nil
    }

    /// The name as Material Symbols writes it, from the forms other tools use:
    /// Compose's `MenuBook` (`Icons.Filled.MenuBook`), `menu-book`, `Menu Book`.
    static func spelling(_ text: String) -> String {
        var out = ""
        var previous: Character?
        for character in text {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { out.append("_") }
            out += character == "-" || character == " " || character == "." ? "_" : character.lowercased()
            previous = character
        }
        return out.split(separator: "_").joined(separator: "_")
    }
}

extension Diagnostic {
    static func invalidAndroidIcon(_ text: String, at span: SourceSpan) -> Diagnostic {
        let spelling = MaterialSymbolName.spelling(text)
        let wellFormed = MaterialSymbolName.isWellFormed(spelling)
        var diagnostic = Diagnostic(
            .specInvalidAndroidIcon, "`\(text)` is not a Material Symbols name", at: span,
            help: wellFormed
                ? "Material Symbols names are lower-case letters and digits joined by `_`: did you mean '\(spelling)'?"
                : "write the name Google Fonts' Material Symbols gives the icon: lower-case letters and digits joined by `_` (for example menu_book)"
        )
        if wellFormed { diagnostic.fixes = [.didYouMean(text, spelling, at: span)] }
        return diagnostic
    }
}

/// `theme`: the palette, colour roles and button styles; with a palette, the colours
/// screens and icons name (`colorRef`, `fill`).
struct ThemeDecoder: NodeDecoding {
    let input: DecodeInput
    /// The app's named colours, which references resolve in.
    var palette: [String: ColorValue] = [:]

    func theme(_ node: Node) -> Theme? {
        guard let map = MappingReader(node, .theme, decoder: self) else { return nil }
        defer { map.finish() }
        var definitions: [String: SourceSpan] = [:]
        var palette: [String: ColorValue] = [:]
        if let node = map["colors"] {
            if case .mapping(let entries) = node.content {
                for entry in entries {
                    if !Self.isIdentifier(entry.name) && !Self.isCamelName(entry.name) {
                        sink.emit(.invalidID(entry.name, at: span(entry.key)))
                    } else if let value = colorValue(entry.value) {
                        palette[entry.name] = value
                        definitions[entry.name] = span(entry.key)
                    }
                }
            } else {
                typeMismatch(node, expected: "a mapping of colour names to colours")
            }
        }
        let colors = ThemeDecoder(input: input, palette: palette)
        var roles: [String: ColorRef] = [:]
        if let node = map["roles"] {
            if case .mapping(let entries) = node.content {
                for entry in entries { if let ref = colors.colorRef(entry.value) { roles[entry.name] = ref } }
            } else {
                typeMismatch(node, expected: "a mapping of roles to colours")
            }
        }
        var buttons: [Button.Slot: ButtonStyle] = [:]
        if let node = map["buttons"] {
            if case .mapping(let entries) = node.content {
                for entry in entries {
                    guard let slot = enumValue(entry.key, Button.Slot.self) else { continue }
                    buttons[slot] = colors.buttonStyle(entry.value)
                }
            } else {
                typeMismatch(node, expected: "a mapping of button slots to styles")
            }
        }
        return Theme(colors: palette, definitions: definitions, roles: roles, buttons: buttons)
    }

    /// A button style; on a screen, the keys it writes replace those of the theme's `base`.
    func buttonStyle(_ node: Node, over base: ButtonStyle? = nil) -> ButtonStyle? {
        guard let map = MappingReader(node, .buttonStyle, decoder: self) else { return nil }
        defer { map.finish() }
        return ButtonStyle(
            background: map["background"].flatMap(colorRef) ?? base?.background,
            foreground: map["foreground"].flatMap(colorRef) ?? base?.foreground,
            cornerRadius: map["cornerRadius"].flatMap { number($0, in: 0...200) } ?? base?.cornerRadius,
            fullWidth: map["fullWidth"].flatMap(boolean) ?? base?.fullWidth ?? false,
            font: map["font"].flatMap(font) ?? base?.font,
            weight: map["weight"].flatMap { enumValue($0, ButtonStyle.Weight.self) } ?? base?.weight,
            span: span(node))
    }

    /// A screen element's text style: `{ font, weight, color }`.
    func textStyle(_ node: Node) -> TextStyle? {
        guard let map = MappingReader(node, .textStyle, decoder: self) else {
            return nil
        }
        defer { map.finish() }
        return TextStyle(
            font: map["font"].flatMap(font), weight: map["weight"].flatMap { enumValue($0, ButtonStyle.Weight.self) },
            color: map["color"].flatMap(colorRef), span: span(node))
    }

    private func font(_ node: Node) -> String? {
        enumValue(node, FontStyle.self)?.rawValue
    }

    /// The words of a text style's `font`, which its schema lists (`Keys/`).
    typealias FontStyle = MappingSchema.FontStyle

    static func isCamelName(_ text: String) -> Bool {
        text.first?.isLowercase == true && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    /// A palette entry: `"#RRGGBB"`, or `{ light, dark, system, opacity }`.
    private func colorValue(_ node: Node) -> ColorValue? {
        if node.scalar != nil { return hexColor(node).map { ColorValue(light: $0, dark: nil, system: nil) } }
        guard let map = MappingReader(node, .colorDefinition, decoder: self) else { return nil }
        defer { map.finish() }
        let light = map.required("light").flatMap(hexColor)
        var dark = map["dark"].flatMap(hexColor)
        let system = map["system"].flatMap(string)
        let opacity = map["opacity"].flatMap { number($0, in: 0...1) }
        guard var light else { return nil }
        if let opacity {
            light.alpha *= opacity
            dark?.alpha *= opacity
        }
        return ColorValue(light: light, dark: dark, system: system)
    }

    /// A colour where one is used: a palette name or a hex literal.
    func colorRef(_ node: Node) -> ColorRef? {
        guard let text = string(node) else { return nil }
        if text.hasPrefix("#") || text.isEmpty {
            return hexColor(node).map {
                ColorRef(
                    name: nil, value: ColorValue(light: $0, dark: nil, system: nil),
                    span: span(node))
            }
        }
        guard let value = palette[text] else {
            sink.emit(.unknownColor(text, known: palette.keys.sorted(), at: span(node)))
            return nil
        }
        return ColorRef(name: text, value: value, span: span(node))
    }

    /// A gradient (a list of colours) or one colour.
    func fill(_ node: Node) -> Fill? {
        if case .sequence = node.content {
            let colors = list(node, "gradient colours", colorRef)
            return colors.isEmpty ? nil : Fill(colors: colors)
        }
        return colorRef(node).map { Fill(colors: [$0]) }
    }

    private func hexColor(_ node: Node) -> RGBA? {
        guard let text = string(node) else { return nil }
        let digits = text.dropFirst()
        guard text.first == "#", digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
            let value = UInt64(digits, radix: 16)
        else {
            sink.emit(.invalidColor(text, at: span(node)))
            return nil
        }
        let hasAlpha = digits.count == 8
        let rgb = hasAlpha ? value >> 8 : value
        func component(_ shift: UInt64) -> Double { Double((rgb >> shift) & 0xFF) / 255 }
        return RGBA(
            red: component(16), green: component(8), blue: component(0),
            alpha: hasAlpha ? Double(value & 0xFF) / 255 : 1)
    }
}

extension Diagnostic {
    static func invalidColor(_ text: String, at span: SourceSpan) -> Diagnostic {
        if text.isEmpty {
            return Diagnostic(
                .specInvalidColor, "expected a colour, found nothing", at: span,
                help: "a `#` after a space starts a YAML comment: quote hex colours (\"#0A5042\")")
        }
        return Diagnostic(
            .specInvalidColor, "`\(text)` is not a colour", at: span,
            help: "write #RRGGBB or #RRGGBBAA in hex (for example #0A5042), or a name from theme.colors")
    }

    static func unknownColor(_ name: String, known: [String], at span: SourceSpan) -> Diagnostic {
        let advice = Suggestion.advice(
            for: name, in: known, at: span,
            otherwise: "define it under theme.colors, or write a hex colour such as #34C759")
        return Diagnostic(
            .specUnknownReference, "there is no colour `\(name)` in theme.colors", at: span, help: advice.help,
            fixes: advice.fixes)
    }
}

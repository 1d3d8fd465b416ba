import BundleFormat
import OnboardKit

/// The inside of one phone-sized frame: a screen, one of its states or a dialog, drawn
/// from the bundle as a client lays it out, each text through the `TextBook`.
struct PhoneView {
    let theme: Theme
    let book: TextBook
    /// The findings of this frame, numbered as the list under the frame numbers them.
    let pins: [PinnedFinding]
    /// `onboardc.yaml`'s sample store values (`preview:`).
    var preview = SamplePrice.Settings()

    /// What a screen and its states have in common: the texts, the picture, the buttons.
    struct Content {
        var titleKey, subtitleKey, bodyKey, captionKey: String?
        var visual: Visual?
        var buttons: [ScreenButton]

        init(_ screen: Screen) {
            (titleKey, subtitleKey, bodyKey, captionKey) = (
                screen.titleKey, screen.subtitleKey, screen.bodyKey, screen.captionKey
            )
            (visual, buttons) = (screen.visual, screen.buttons)
        }

        init(_ state: ScreenState) {
            (titleKey, subtitleKey, bodyKey, captionKey) = (
                state.titleKey, state.subtitleKey, state.bodyKey, state.captionKey
            )
            (visual, buttons) = (state.visual, state.buttons)
        }
    }

    /// A screen (`state` nil) or one of its states, in `flow`.
    func screen(_ screen: Screen, state: ScreenState?, in flow: Flow) -> String {
        let content = state.map(Content.init) ?? Content(screen)
        let top = content.buttons.filter { Self.placement(of: $0).isTop }
        let bottom = content.buttons.filter { !Self.placement(of: $0).isTop }
        var html = "<div class=\"phone\"" + HTML.attributes(["style": Styling.color("bg", screen.background)]) + ">"
        html += "<div class=\"top-bar\">" + top.map { button($0, screen: screen) }.joined() + "</div>"
        if let progress = flow.progress, progress.position == .top {
            html += self.progress(progress, at: screen.progress)
        }
        html += "<div class=\"content\">"
        if let visual = content.visual {
            html += self.visual(visual, accent: screen.color)
        } else if state?.kind == .loading {
            html += "<div class=\"el visual spinner\" aria-hidden=\"true\"></div>"
        }
        for (slot, key) in [("title", content.titleKey), ("subtitle", content.subtitleKey), ("body", content.bodyKey)] {
            if let key { html += text(key, slot: slot, style: screen.textStyles[slot]) }
        }
        if state == nil {
            html += screen.inputs.map(input).joined()
            if let paywall = screen.paywall { html += self.paywall(paywall) }
        }
        if let key = content.captionKey { html += text(key, slot: "caption", style: screen.textStyles["caption"]) }
        html += "</div>"
        if let progress = flow.progress, progress.position == .bottom {
            html += self.progress(progress, at: screen.progress)
        }
        html += "<div class=\"bottom-bar\">" + bottom.map { button($0, screen: screen) }.joined() + "</div>"
        return html + "</div>"
    }

    /// A confirmation dialog over a dimmed screen.
    func dialog(_ dialog: Dialog) -> String {
        var html = "<div class=\"phone dimmed\"><div class=\"dialog\">"
        html += text(dialog.titleKey, slot: "title", style: nil)
        if let key = dialog.messageKey { html += text(key, slot: "body", style: nil) }
        html += "<div class=\"dialog-buttons\">"
        html += element(
            Frame.element(key: dialog.cancelKey), tag: "button", classes: "btn btn-cancel",
            inner: span(dialog.cancelKey))
        html += element(
            Frame.element(key: dialog.confirmKey), tag: "button",
            classes: "btn btn-confirm" + (dialog.destructive ? " destructive" : ""), inner: span(dialog.confirmKey))
        return html + "</div></div></div>"
    }

    // MARK: Elements

    private func text(_ key: String, slot: String, style: TextStyle?) -> String {
        let css = Styling.font(style?.font, weight: style?.weight) + Styling.color("fg", style?.color)
        return element(
            Frame.element(key: key), tag: "div", classes: "el text \(slot)" + (style?.color == nil ? "" : " colored"),
            style: css, inner: span(key))
    }

    private func visual(_ visual: Visual, accent: ThemeColor?) -> String {
        switch visual {
        case .symbol(let symbol):
            // SF Symbols cannot be drawn outside Apple's systems: a Material Symbol stands in (PhoneView+Icons).
            let size = symbol.size.map { "font-size:\(Int(min($0, 120)))px;" } ?? ""
            return element(
                Frame.element(visual: ()), tag: "div", classes: "el visual symbol colored",
                style: size + Styling.color("fg", symbol.color ?? accent),
                inner: icon(symbol.name, android: symbol.android))
        case .illustration(let illustration):
            let note = illustration.animated ? " (animated)" : ""
            return element(
                Frame.element(visual: ()), tag: "div", classes: "el visual illustration",
                inner:
                    "<span class=\"glyph\" aria-hidden=\"true\">▧</span><code>\(HTML.escape(illustration.asset))\(note)</code>"
            )
        }
    }

    private func input(_ input: Input) -> String {
        var inner = input.labelKey.map { "<div class=\"label\">" + span($0) + "</div>" } ?? ""
        switch input.kind {
        case .checkbox:
            // Drawn as the screen first shows it: ticked with `initial`; a consent box names its purpose.
            inner = "<span class=\"box\" aria-hidden=\"true\">\(input.initial ? "☑" : "☐")</span>" + inner
            if let purpose = input.consent {
                inner +=
                    "<span class=\"consent\" title=\"A consent checkbox: what ticking it consents to\">consent: "
                    + "<code>\(HTML.escape(purpose))</code></span>"
            }
        case .singleChoice, .multipleChoice:
            let mark = input.kind == .singleChoice ? "○" : "☐"
            inner += input.options.map { option in
                element(
                    Frame.element(key: option.labelKey), tag: "div",
                    classes: "option" + (option.id == input.defaultValue ? " selected" : ""),
                    data: ["option": option.id],
                    inner: "<span class=\"box\" aria-hidden=\"true\">\(mark)</span>" + span(option.labelKey)
                        + (option.icon.map { " " + icon($0, android: option.androidIcon) } ?? ""))
            }.joined()
        case .text, .name, .email, .number, .password, .phone, .oneTimeCode, .date:
            let placeholder =
                input.placeholderKey.map {
                    element(Frame.element(key: $0), tag: "span", classes: "placeholder", inner: span($0))
                } ?? ""
            inner +=
                "<div class=\"field\"\(Self.fieldAttributes(input))>\(placeholder)\(Self.codeCells(input))"
                + "\(input.kind == .date ? dateRule(input) : "")</div>"
            if let key = input.validationKey {
                inner += element(Frame.element(key: key), tag: "div", classes: "validation", inner: span(key))
            }
        }
        return element(
            Frame.element(input: input.id), tag: "div", classes: "el input input-\(input.kind.rawValue)",
            data: input.initial ? ["input": input.id, "initial": "true"] : ["input": input.id], inner: inner)
    }

    /// A date field's picker glyph, with its bounds written as the locale writes a date, and its age rule.
    private func dateRule(_ input: Input) -> String {
        func bound(_ iso: String?) -> String {
            guard let day = iso.flatMap(CalendarDate.init) else { return "…" }
            let (id, text) = book.date(day)
            return "<span class=\"t\" data-text=\"\(HTML.escape(id))\">\(HTML.escape(text))</span>"
        }
        var rule: [String] = []
        if input.min != nil || input.max != nil { rule.append(bound(input.min) + "–" + bound(input.max)) }
        if let age = input.minimumAge { rule.append("\(age)+") }
        return " <span class=\"glyph\" aria-hidden=\"true\">📅</span>"
            + (rule.isEmpty ? "" : " <span class=\"date-rule\">" + rule.joined(separator: " · ") + "</span>")
    }

    private func paywall(_ paywall: Paywall) -> String {
        let html =
            "<ul class=\"features\">"
            + paywall.features.map { feature in
                "<li>" + (feature.icon.map { icon($0, android: feature.androidIcon) + " " } ?? "")
                    + element(
                        Frame.element(key: feature.textKey), tag: "span", classes: "feature",
                        inner: span(feature.textKey)) + "</li>"
            }.joined() + "</ul>"
        return html + plans(paywall)
    }

    private func button(_ button: ScreenButton, screen: Screen) -> String {
        let look = screen.buttonStyles[button.slot.rawValue] ?? theme.buttons[button.slot]
        var css = Styling.color("bg", look?.background) + Styling.color("fg", look?.foreground)
        if let radius = look?.cornerRadius { css += "border-radius:\(Int(radius))px;" }
        css += Styling.font(look?.font, weight: look?.weight)
        let label =
            button.labelKey.map(span)
            ?? button.icon.map { icon($0, android: button.androidIcon) }
            ?? "<code>\(HTML.escape(button.slot.rawValue))</code>"
        let classes =
            "btn btn-\(button.slot.rawValue) at-\(Self.placement(of: button).rawValue)"
            + (look?.fullWidth == true ? " full" : "") + (look?.background == nil ? "" : " filled")
            + (look?.foreground == nil ? "" : " colored")
        return element(
            Frame.element(button: button.slot.rawValue), tag: "button", classes: classes, style: css,
            data: ["slot": button.slot.rawValue], inner: label + Self.cooldown(button) + Self.requestBadge(button))
    }

    private func progress(_ indicator: ProgressIndicator, at place: ScreenProgress) -> String {
        let css =
            Styling.color("track", indicator.track?.first) + Styling.color("fill", indicator.fill?.first)
            + (indicator.height.map { "--height:\($0)px;" } ?? "")
        let label = "progress \(place.step) of \(place.of)"
        switch indicator.style {
        case .continuousBar:
            let percent = Int((place.fraction * 100).rounded())
            return "<div class=\"progress continuous\" role=\"img\" aria-label=\"\(label)\" style=\"\(css)\">"
                + "<div class=\"fill\" style=\"width:\(percent)%\"></div></div>"
        case .segmentedBar, .pageDots:
            let steps = max(indicator.steps, 1)
            let filled = Int((place.fraction * Double(steps)).rounded())
            let kind = indicator.style == .pageDots ? "dots" : "segments"
            return "<div class=\"progress \(kind)\" role=\"img\" aria-label=\"\(label)\" style=\"\(css)\">"
                + (0..<steps).map { "<span class=\"\($0 < filled ? "on" : "off")\"></span>" }.joined() + "</div>"
        }
    }

    // MARK: Building blocks

    /// The text of `key` in a span the page's script refills when the locale changes.
    func span(_ key: String) -> String {
        let (id, text) = book.text(key)
        // A link opens in a new tab; nothing is loaded until the reader follows it.
        let inner = TextSpan.spans(of: text, links: [:]).map { span in
            switch span {
            case .plain(let text): HTML.escape(text)
            case .link(let text, let url, _):
                "<a href=\"\(HTML.escape(url))\" target=\"_blank\" rel=\"noopener\">\(HTML.escape(text))</a>"
            }
        }.joined()
        return "<span class=\"t\" data-text=\"\(HTML.escape(id))\">\(inner)</span>"
    }

    /// An element that findings can be pinned to: it carries its id, the worst severity
    /// pinned to it and, after its content, the numbers of those findings. `data`: what the
    /// page's script needs to play it (`data-input`, `data-option`, `data-slot`).
    func element(
        _ id: String, tag: String, classes: String, style: String = "", data: KeyValuePairs<String, String> = [:],
        inner: String
    ) -> String {
        let numbers = pins.indices.filter { pins[$0].element == id }
        let worst = numbers.map { pins[$0].diagnostic.severity }.max()
        let marks = numbers.map {
            "<sup class=\"pin \(pins[$0].diagnostic.severity.rawValue)\""
                + HTML.attributes(["data-platform": pins[$0].platform]) + ">\($0 + 1)</sup>"
        }.joined()
        let type = tag == "button" ? " type=\"button\"" : ""
        return "<\(tag)\(type)"
            + HTML.attributes([
                "class": classes, "data-element": id, "data-finding": worst?.rawValue,
                "style": style.isEmpty ? nil : style,
            ])
            + data.map { " data-\($0.key)=\"\(HTML.escape($0.value))\"" }.joined() + ">\(inner)\(marks)</\(tag)>"
    }

    /// Where a button sits: as the bundle says, else where iOS puts its slot.
    static func placement(of button: ScreenButton) -> ButtonPlacement {
        if let placement = button.placement { return placement }
        switch button.slot {
        case .back: return .topLeading
        case .skip, .close: return .topTrailing
        case .primary, .secondary: return .bottom
        }
    }
}

extension ButtonPlacement {
    /// In the bar at the top of the screen.
    var isTop: Bool { self == .topLeading || self == .topTrailing }
}

import BundleFormat
import OnboardKit

/// What a screen reader says on a frame (docs/preview.md, "Accessibility view"): the
/// announcement of the screen's position, then each element VoiceOver and TalkBack reach,
/// in reading order (the top bar from the leading side, the content top to bottom, the
/// bottom bar), each with its role; a decorative picture is listed, unnumbered, as skipped.
/// Every text is a `data-text` span, so it follows the language switch.
struct ReadingOrder {
    let book: TextBook

    /// One thing announced: its words and role; decorative ones are skipped by the reader.
    private struct Item {
        var html: String
        var role: String? = nil
        var decorative = false
        var missing = false
    }

    func screen(_ screen: Screen, state: ScreenState?, in flow: Flow) -> String {
        let content = state.map(PhoneView.Content.init) ?? PhoneView.Content(screen)
        var items: [Item] = []
        if flow.accessibility.announceScreenPosition {
            let announcement = ScreenAnnouncement(
                key: flow.accessibility.announcementKey, position: screen.progress.step, count: screen.progress.of)
            let words =
                announcement.key.map { text($0, fixing: announcement.arguments.mapValues(TextValue.integer)) }
                ?? "the app’s own “Screen \(announcement.position) of \(announcement.count)”"
            items.append(Item(html: words, role: "announcement"))
        }
        let top = content.buttons.filter { PhoneView.placement(of: $0).isTop }
            .sorted { PhoneView.placement(of: $0) == .topLeading && PhoneView.placement(of: $1) != .topLeading }
        items += top.map(button)
        if let visual = content.visual { items.append(self.visual(visual)) }
        if state?.kind == .loading, content.visual == nil {
            items.append(Item(html: "Loading", role: "busy indicator"))
        }
        if let key = content.titleKey { items.append(Item(html: text(key), role: "heading")) }
        for key in [content.subtitleKey, content.bodyKey].compactMap({ $0 }) { items.append(Item(html: text(key))) }
        if state == nil {
            for input in screen.inputs { items += self.input(input) }
            if let paywall = screen.paywall { items += self.paywall(paywall) }
        }
        if let key = content.captionKey { items.append(Item(html: text(key))) }
        let bottom = content.buttons.filter { !PhoneView.placement(of: $0).isTop }
        items += bottom.filter { $0.slot == .primary }.map(button) + bottom.filter { $0.slot != .primary }.map(button)
        return list(items)
    }

    func dialog(_ dialog: Dialog) -> String {
        var items = [Item(html: text(dialog.titleKey), role: "alert")]
        if let key = dialog.messageKey { items.append(Item(html: text(key))) }
        items.append(Item(html: text(dialog.cancelKey), role: "button"))
        items.append(Item(html: text(dialog.confirmKey), role: "button"))
        return list(items)
    }

    /// A Settings flow's row in the app's Settings, which opens it: its `entry` label.
    func entry(of flow: Flow) -> String {
        guard case .settings(let key?) = flow.trigger else { return "" }
        return "<p class=\"settings-entry\">Opened from the app’s Settings by the row “\(text(key))”"
            + "<span class=\"a11y-only\">, announced as a button</span></p>"
    }

    // MARK: Elements

    private func button(_ button: ScreenButton) -> Item {
        if let key = button.accessibilityLabelKey ?? button.labelKey { return Item(html: text(key), role: "button") }
        let name = HTML.escape(button.icon ?? button.slot.rawValue)
        return Item(html: "no label: the reader says the icon’s name “\(name)”", role: "button", missing: true)
    }

    private func visual(_ visual: Visual) -> Item {
        let (label, decorative, what): (String?, Bool, String) =
            switch visual {
            case .symbol(let symbol): (symbol.accessibilityLabelKey, symbol.decorative, "icon \(symbol.name)")
            case .illustration(let picture):
                (picture.accessibilityLabelKey, picture.decorative, "picture \(picture.asset)")
            }
        if decorative { return Item(html: "\(HTML.escape(what)): decorative, not announced", decorative: true) }
        guard let label else {
            return Item(
                html: "\(HTML.escape(what)) with no label: the reader says its file name", role: "image", missing: true)
        }
        return Item(html: text(label), role: "image")
    }

    private func input(_ input: Input) -> [Item] {
        switch input.kind {
        case .checkbox:
            let label = input.labelKey.map(text) ?? HTML.escape(input.id)
            return [Item(html: label, role: "checkbox, \(input.initial ? "checked" : "not checked")")]
        case .singleChoice, .multipleChoice:
            let group = input.labelKey.map { [Item(html: text($0), role: "heading")] } ?? []
            return group
                + input.options.map { option in
                    Item(
                        html: text(option.labelKey),
                        role: "button" + (option.id == input.defaultValue ? ", selected" : ""))
                }
        case .text, .name, .email, .number, .password, .phone, .oneTimeCode, .date:
            let label = (input.labelKey ?? input.placeholderKey).map(text) ?? HTML.escape(input.id)
            let role =
                input.kind == .date ? "date picker" : input.kind == .password ? "secure text field" : "text field"
            return [Item(html: label, role: role)]
        }
    }

    private func paywall(_ paywall: Paywall) -> [Item] {
        paywall.features.map { Item(html: text($0.textKey)) }
            + paywall.plans.map { plan in
                let name = plan.labelKey.map(text) ?? HTML.escape(SamplePrice.Period(plan)?.productName ?? plan.id)
                return Item(html: name, role: "button" + (plan.id == paywall.defaultPlan ? ", selected" : ""))
            }
    }

    // MARK: Building blocks

    private func text(_ key: String) -> String { text(key, fixing: [:]) }

    private func text(_ key: String, fixing values: [String: TextValue]) -> String {
        let (id, text) = book.text(key, fixing: values)
        return "<span class=\"t\" data-text=\"\(HTML.escape(id))\">\(HTML.escape(text))</span>"
    }

    /// The numbered list: decorative items unnumbered between the others.
    private func list(_ items: [Item]) -> String {
        var number = 0
        let rows = items.map { item in
            let role = item.role.map { "<span class=\"role\">, \(HTML.escape($0))</span>" } ?? ""
            if item.decorative { return "<li class=\"decorative\">\(item.html)</li>" }
            number += 1
            return "<li value=\"\(number)\"\(item.missing ? " class=\"missing\"" : "")>\(item.html)\(role)</li>"
        }
        return "<div class=\"reading-order\"><b>Screen reader</b><ol>" + rows.joined() + "</ol></div>"
    }
}

extension Spec {
    /// Every piece of copy in the spec, in the order it is written, each followed by
    /// its platform variants (`Copy.withVariants`): every text a translator translates.
    public var allCopy: [Copy] {
        flows.flatMap(\.allCopy)
    }
}

extension Flow {
    public var allCopy: [Copy] {
        var out: [Copy] = []
        if case .settings(let entry?) = trigger { out.append(entry) }
        if let announcement { out.append(announcement) }
        for dialog in dialogs {
            out += [dialog.title] + [dialog.message].compactMap { $0 } + [dialog.confirm, dialog.cancel]
        }
        for screen in screens { out += screen.allCopy }
        return out.flatMap(\.withVariants)
    }
}

extension Screen {
    public var allCopy: [Copy] {
        var out = content.allCopy
        for input in inputs {
            out += [input.label, input.field?.placeholder, input.field?.validation].compactMap { $0 }
                + input.options.map(\.label)
        }
        if let paywall {
            out += paywall.features.map(\.text) + paywall.plans.compactMap(\.label)
        }
        for state in states { out += state.content.allCopy }
        return out
    }
}

extension ScreenContent {
    public var allCopy: [Copy] {
        var out = [title, subtitle, body, caption].compactMap { $0 }
        switch visual {
        case .symbol(let symbol)?: out += [symbol.accessibilityLabel].compactMap { $0 }
        case .illustration(let illustration)?: out += [illustration.accessibilityLabel].compactMap { $0 }
        case nil: break
        }
        for button in buttons { out += [button.label, button.accessibilityLabel].compactMap { $0 } }
        return out
    }
}

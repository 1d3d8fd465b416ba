extension Spec {
    /// Every piece of copy in the spec, in the order it is written, each followed by
    /// its platform variants (`Copy.withVariants`): every text a translator translates.
    /// Made at its size (a large spec has hundreds of thousands).
    public var allCopy: [Copy] {
        var out: [Copy] = []
        out.reserveCapacity(copyCount)
        forEachCopy { out.append($0) }
        return out
    }

    /// How many pieces of copy `allCopy` holds, counted without making it.
    var copyCount: Int {
        var count = 0
        forEachCopy { _ in count += 1 }
        return count
    }

    /// `allCopy`, one piece at a time.
    func forEachCopy(_ body: (Copy) -> Void) {
        for flow in flows { flow.forEachCopy(body) }
        for experiment in experiments {
            for variant in experiment.variants {
                for text in variant.texts {
                    body(text.copy)
                    for platform in text.copy.variants { body(platform) }
                }
            }
        }
    }
}

extension Flow {
    public var allCopy: [Copy] {
        var out: [Copy] = []
        forEachCopy { out.append($0) }
        return out
    }

    /// The flow's copy in the order it is written, each piece followed by its platform variants.
    func forEachCopy(_ body: (Copy) -> Void) {
        func each(_ copy: Copy) {
            body(copy)
            for variant in copy.variants { body(variant) }
        }
        if case .settings(let entry?) = trigger { each(entry) }
        if let announcement { each(announcement) }
        for dialog in dialogs {
            each(dialog.title)
            if let message = dialog.message { each(message) }
            each(dialog.confirm)
            each(dialog.cancel)
        }
        for screen in screens { screen.forEachCopy(each) }
    }
}

extension Screen {
    /// The screen's copy in the order it is written (without platform variants).
    public var allCopy: [Copy] {
        var out: [Copy] = []
        forEachCopy { out.append($0) }
        return out
    }

    func forEachCopy(_ body: (Copy) -> Void) {
        content.forEachCopy(body)
        for input in inputs {
            for copy in [input.label, input.field?.placeholder, input.field?.validation] { copy.map(body) }
            for option in input.options { body(option.label) }
        }
        if let paywall {
            for feature in paywall.features { body(feature.text) }
            for plan in paywall.plans { plan.label.map(body) }
        }
        for state in states { state.content.forEachCopy(body) }
    }
}

extension ScreenContent {
    /// The content's copy in the order it is written (without platform variants).
    public var allCopy: [Copy] {
        var out: [Copy] = []
        forEachCopy { out.append($0) }
        return out
    }

    func forEachCopy(_ visit: (Copy) -> Void) {
        for copy in [title, subtitle, body, caption] { copy.map(visit) }
        switch visual {
        case .symbol(let symbol)?: symbol.accessibilityLabel.map(visit)
        case .illustration(let illustration)?: illustration.accessibilityLabel.map(visit)
        case nil: break
        }
        for button in buttons {
            button.label.map(visit)
            button.accessibilityLabel.map(visit)
        }
    }
}

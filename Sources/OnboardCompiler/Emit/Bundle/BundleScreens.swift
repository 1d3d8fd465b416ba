extension BundleEmitter {
    static func screen(_ screen: Screen, index: Int, in flow: Flow) -> JSONValue {
        var members = content(screen.content, screen: screen, index: index, in: flow)
        members["id"] = .string(screen.id)
        members["index"] = .int(index)
        members["role"] = .string(screen.role.rawValue)
        members["progress"] = .object([
            "step": .int(index + 1),
            "of": .int(flow.screens.count),
            "fraction": .double(Double(index + 1) / Double(flow.screens.count)),
        ])
        members["optional"] = .bool(screen.optional)
        members["swipe"] = .bool(screen.swipe ?? flow.swipe)
        members["color"] = screen.color.map(colorRef)
        members["transition"] = screen.transition.map(transition)
        members["inputs"] = .array(screen.inputs.map(input))
        members["states"] = .array(screen.states.map { state in
            var state_ = content(state.content, screen: screen, index: index, in: flow)
            state_["id"] = .string(state.id)
            state_["kind"] = .string(state.kind.rawValue)
            return .object(state_)
        })
        members["entrance"] = .array(screen.entrance.map(entrance))
        members["paywall"] = screen.paywall.map(paywall)
        return .object(members)
    }

    private static func content(_ content: ScreenContent, screen: Screen, index: Int, in flow: Flow) -> [String: JSONValue] {
        var members: [String: JSONValue] = [:]
        members["titleKey"] = content.title.map { .string($0.key) }
        members["subtitleKey"] = content.subtitle.map { .string($0.key) }
        members["bodyKey"] = content.body.map { .string($0.key) }
        members["captionKey"] = content.caption.map { .string($0.key) }
        members["visual"] = content.visual.map(visual)
        members["buttons"] = .array(content.buttons.map { button($0, screen: screen, index: index, in: flow) })
        return members
    }

    private static func visual(_ visual: Visual) -> JSONValue {
        switch visual {
        case .symbol(let symbol):
            return .object([
                "kind": .string("symbol"),
                "name": .string(symbol.name),
                "size": symbol.size.map(JSONValue.double),
                "color": symbol.color.map(colorRef),
                "rendering": symbol.rendering.map(JSONValue.string),
                "accessibilityLabelKey": symbol.accessibilityLabel.map { .string($0.key) },
                "decorative": .bool(symbol.decorative),
            ])
        case .illustration(let illustration):
            return .object([
                "kind": .string("illustration"),
                "asset": .string(illustration.asset),
                "animated": .bool(illustration.animated),
                "accessibilityLabelKey": illustration.accessibilityLabel.map { .string($0.key) },
                "decorative": .bool(illustration.decorative),
            ])
        }
    }

    private static func input(_ input: Input) -> JSONValue {
        .object([
            "id": .string(input.id),
            "kind": .string(input.kind.rawValue),
            "labelKey": input.label.map { .string($0.key) },
            "required": .bool(input.required),
            "default": input.defaultValue.map(JSONValue.string),
            "feedback": input.feedback.map(feedback),
            "options": .array(input.options.map { option in
                .object(["id": .string(option.id), "labelKey": .string(option.label.key),
                         "icon": option.icon.map(JSONValue.string)])
            }),
        ])
    }

    private static func paywall(_ paywall: Paywall) -> JSONValue {
        .object([
            "provider": .string(paywall.provider),
            "offering": .string(paywall.offering),
            "defaultPlan": paywall.defaultPlan.map(JSONValue.string),
            "features": .array(paywall.features.map { feature in
                .object(["id": .string(feature.id), "textKey": .string(feature.text.key),
                         "icon": feature.icon.map(JSONValue.string)])
            }),
            "plans": .array(paywall.plans.map { plan in
                .object(["id": .string(plan.id), "package": plan.package.map(JSONValue.string),
                         "labelKey": plan.label.map { .string($0.key) }])
            }),
        ])
    }
}

import BundleFormat

extension BundleEmitter {
    static func screen(_ screen: Screen, index: Int, in flow: Flow) -> BundleFormat.Screen {
        let content = screen.content
        return BundleFormat.Screen(
            id: screen.id,
            role: ScreenRole(rawValue: screen.role.rawValue),
            titleKey: content.title?.key, subtitleKey: content.subtitle?.key,
            bodyKey: content.body?.key, captionKey: content.caption?.key,
            visual: content.visual.map(visual),
            buttons: buttons(content, index: index, in: flow),
            inputs: screen.inputs.map { input($0, index: index, in: flow) },
            states: screen.states.map { state in
                BundleFormat.ScreenState(
                    id: state.id, kind: StateKind(rawValue: state.kind.rawValue),
                    titleKey: state.content.title?.key, subtitleKey: state.content.subtitle?.key,
                    bodyKey: state.content.body?.key, captionKey: state.content.caption?.key,
                    visual: state.content.visual.map(visual),
                    buttons: buttons(state.content, index: index, in: flow), when: state.when,
                    entrance: state.entrance.map(entrance))
            },
            entrance: screen.entrance.map(entrance),
            paywall: screen.paywall.map(paywall),
            optional: screen.optional,
            swipe: screen.swipe ?? flow.swipe,
            color: screen.color.map(colorRef),
            background: screen.background.map(colorRef),
            textStyles: Dictionary(
                uniqueKeysWithValues: screen.textStyles.map { slot, style in
                    (
                        slot.rawValue,
                        BundleFormat.TextStyle(
                            font: style.font, weight: style.weight?.rawValue,
                            color: style.color.map(colorRef))
                    )
                }),
            buttonStyles: Dictionary(
                uniqueKeysWithValues: buttonAppearances(screen.buttonStyles).map { ($0.rawValue, $1) }),
            transition: screen.transition.map(transition),
            section: flow.section(at: index)?.id, when: screen.when)
    }

    private static func buttons(_ content: ScreenContent, index: Int, in flow: Flow) -> [ScreenButton] {
        content.buttons.map { button in
            ScreenButton(
                slot: button.slot.bundleSlot, labelKey: button.label?.key, icon: button.icon,
                androidIcon: button.androidIcon?.name, accessibilityLabelKey: button.accessibilityLabel?.key,
                placement: button.placement.map(ButtonPlacement.init(rawValue:)),
                feedback: button.feedback.map(feedback),
                action: action(button.action, index: index, in: flow))
        }
    }

    private static func visual(_ visual: Visual) -> BundleFormat.Visual {
        switch visual {
        case .symbol(let symbol):
            .symbol(
                .init(
                    name: symbol.name, android: symbol.android?.name, size: symbol.size,
                    color: symbol.color.map(colorRef),
                    rendering: symbol.rendering.map(SymbolRendering.init(rawValue:)),
                    accessibilityLabelKey: symbol.accessibilityLabel?.key, decorative: symbol.decorative))
        case .illustration(let illustration):
            .illustration(
                .init(
                    asset: illustration.asset, animated: illustration.animated,
                    accessibilityLabelKey: illustration.accessibilityLabel?.key,
                    decorative: illustration.decorative))
        }
    }

    /// An input; a date field's `underAge` target resolved from its screen as a button's is.
    private static func input(_ input: Input, index: Int, in flow: Flow) -> BundleFormat.Input {
        BundleFormat.Input(
            id: input.id, kind: closedValue(input.kind.rawValue), labelKey: input.label?.key, required: input.required,
            defaultValue: input.defaultValue,
            options: input.options.map {
                InputOption(
                    id: $0.id, labelKey: $0.label.key, icon: $0.icon,
                    androidIcon: $0.androidIcon?.name)
            },
            feedback: input.feedback.map(feedback),
            placeholderKey: input.field?.placeholder?.key, validationKey: input.field?.validation?.key,
            keyboard: input.kind.isTyped ? input.field?.keyboard : nil,
            autofill: input.kind.isTyped ? input.field?.autofill : nil, maxLength: input.field?.maxLength,
            length: input.field?.length,
            min: input.date?.min?.description, max: input.date?.max?.description,
            minimumAge: input.date?.minimumAge,
            underAge: input.date?.underAge.map { target($0.kind, index: index, in: flow) }, initial: input.initial,
            consent: input.consent)
    }

    private static func paywall(_ paywall: Paywall) -> BundleFormat.Paywall {
        BundleFormat.Paywall(
            provider: closedValue(paywall.provider),
            offering: paywall.offering,
            features: paywall.features.map {
                PaywallFeature(
                    id: $0.id, textKey: $0.text.key, icon: $0.icon,
                    androidIcon: $0.androidIcon?.name)
            },
            plans: paywall.plans.map {
                PaywallPlan(id: $0.id, package: $0.package, productId: $0.product, labelKey: $0.label?.key)
            },
            defaultPlan: paywall.defaultPlan,
            offeringBranches: paywall.offeringBranches.map {
                OfferingBranch(when: $0.condition, offering: $0.offering)
            })
    }

    /// A value of a closed vocabulary that the IR keeps as text the decoder has
    /// already checked against the model's own values (a paywall provider against
    /// `PaywallProvider.allCases`, an outcome against `Outcome.permissionOutcomes` and
    /// `purchaseOutcomes`), so the conversion cannot fail.
    static func closedValue<Value: RawRepresentable<String>>(_ raw: String) -> Value {
        guard let value = Value(rawValue: raw) else {
            preconditionFailure("the decoder accepted '\(raw)', which \(Value.self) does not have")
        }
        return value
    }
}

/// Every place the spec uses a colour, with the path of that place, in file order.
enum AccessibilityColorUses {
    struct Use {
        var color: ColorRef
        var path: String
    }

    static func all(in spec: Spec) -> [Use] {
        var uses: [Use] = []
        for name in spec.theme.roles.keys.sorted() {
            if let color = spec.theme.roles[name] { uses.append(Use(color: color, path: "theme.roles.\(name)")) }
        }
        for slot in Button.Slot.allCases {
            guard let style = spec.theme.buttons[slot] else { continue }
            let base = "theme.buttons.\(slot.rawValue)"
            if let color = style.background { uses.append(Use(color: color, path: "\(base).background")) }
            if let color = style.foreground { uses.append(Use(color: color, path: "\(base).foreground")) }
        }
        for flow in spec.flows {
            if let progress = flow.progress {
                let base = "\(SpecPath.flow(flow)).progress"
                for color in progress.track?.colors ?? [] { uses.append(Use(color: color, path: "\(base).track")) }
                for color in progress.fill?.colors ?? [] { uses.append(Use(color: color, path: "\(base).fill")) }
            }
            for screen in flow.screens {
                let base = SpecPath.screen(flow, screen)
                if let color = screen.color { uses.append(Use(color: color, path: "\(base).color")) }
                if case .symbol(let symbol)? = screen.content.visual, let color = symbol.color {
                    uses.append(Use(color: color, path: "\(base).icon.color"))
                }
                for state in screen.states {
                    if case .symbol(let symbol)? = state.content.visual, let color = symbol.color {
                        uses.append(Use(color: color, path: "\(SpecPath.state(flow, screen, state)).icon.color"))
                    }
                }
            }
        }
        return uses.sorted { ($0.color.span.file, $0.color.span.start.offset) < ($1.color.span.file, $1.color.span.start.offset) }
    }
}

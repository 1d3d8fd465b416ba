/// SF Symbol names as the icon rules read them: where the spec uses one, the Android name
/// written beside it, and whether it is well formed.
enum IconSymbols {
    struct Use {
        var name: String
        /// Where the name is written.
        var span: SourceSpan
        var path: String
        /// The Material Symbols name Android shows instead, if the spec gives one.
        var android: MaterialSymbol?
        /// Where the Android name is written: the screen's icon mapping takes `android`;
        /// a button, an option and a paywall feature take `androidIcon` beside `icon`.
        var androidKey = "androidIcon"

        /// The spec path of the Android name.
        var androidPath: String {
            androidKey == "android" ? "\(path).android" : "\(path.dropLast(".icon".count)).androidIcon"
        }
    }

    /// Every symbol name in the spec, in flow and screen order.
    static func uses(in spec: Spec) -> [Use] {
        var uses: [Use] = []
        for flow in spec.flows {
            for screen in flow.screens {
                let base = SpecPath.screen(flow, screen)
                uses += content(screen.content, path: base)
                for input in screen.inputs {
                    for option in input.options {
                        if let icon = option.icon {
                            uses.append(
                                Use(
                                    name: icon, span: option.iconSpan ?? option.span,
                                    path: "\(base).inputs[\(input.id)].options[\(option.id)].icon",
                                    android: option.androidIcon))
                        }
                    }
                }
                for feature in screen.paywall?.features ?? [] {
                    if let icon = feature.icon {
                        uses.append(
                            Use(
                                name: icon, span: feature.iconSpan ?? feature.span,
                                path: "\(base).paywall.features[\(feature.id)].icon",
                                android: feature.androidIcon))
                    }
                }
                for state in screen.states {
                    uses += content(state.content, path: SpecPath.state(flow, screen, state))
                }
            }
        }
        return uses
    }

    private static func content(_ content: ScreenContent, path: String) -> [Use] {
        var uses: [Use] = []
        if case .symbol(let symbol)? = content.visual {
            uses.append(
                Use(
                    name: symbol.name, span: symbol.span, path: "\(path).icon", android: symbol.android,
                    androidKey: "android"))
        }
        for button in content.buttons {
            if let icon = button.icon {
                uses.append(
                    Use(
                        name: icon, span: button.iconSpan ?? button.span,
                        path: "\(SpecPath.button(path, button)).icon", android: button.androidIcon))
            }
        }
        return uses
    }

    /// Lower-case letters and digits in dot-separated segments: `camera.fill`, `2.circle`.
    static func isWellFormed(_ name: String) -> Bool {
        let segments = name.split(separator: ".", omittingEmptySubsequences: false)
        return !name.isEmpty
            && segments.allSatisfy { segment in
                !segment.isEmpty
                    && segment.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
            }
    }

    /// The known names, sorted, so that suggestions do not depend on set order.
    static let sortedNames: [String] = KnownSymbols.names.sorted()

    /// The known Material Symbols names, sorted.
    static let sortedMaterialNames: [String] = KnownMaterialSymbols.names.sorted()
}

/// A colour that stands for a system colour gives its dark-mode value too.
struct A11ySystemColor: LintRule {
    static let description = RuleDescription(
        id: "a11y-system-color",
        category: .accessibility,
        severity: .warning,
        summary: "A colour that stands for a system colour (`system:`) also gives its `dark:` value.",
        rationale: """
            System colours such as `Color.green` change in dark mode (system green is #34C759 in \
            light mode and #30D158 in dark mode), and the apps and the contrast checks can only use \
            the values the spec gives. A colour that names a system colour but has no `dark` value is \
            shown in its light-mode value on a dark screen, and its dark-mode contrast is never checked. \
            `Color.white`, `Color.black` and `Color.clear` do not change and need no `dark` value. The \
            finding points at the colour's name under `theme.colors`: the entry is where `dark:` is \
            missing and where it is added, the name is written for every colour (a hex shorthand has \
            no `system:` value to point at), and the message already quotes the system colour. A \
            colour is reported whether or not the spec uses it, so that a palette shared between \
            screens is right before the first screen uses it.
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                theme:
                  colors:
                    green: { light: "#34C759", dark: "#30D158", system: "Color.green" }
                    white: { light: "#FFFFFF", system: "Color.white" }
                  roles:
                    accent: green
                    primaryButtonText: white
                flows: []
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                theme:
                  colors:
                    ⟦green: { light: "#34C759", system: "Color.green" }
                    ⟦indigo: { light: "#5856D6", system: "UIColor.systemIndigo" }
                  roles:
                    accent: green
                  buttons:
                    primary: { background: green }
                flows: []
                """),
        ])

    /// Apple's iOS system colours in light and dark mode, for the help text.
    private static let knownDark: [String: String] = [
        "blue": "#0A84FF", "green": "#30D158", "indigo": "#5E5CE6", "orange": "#FF9F0A", "pink": "#FF375F",
        "purple": "#BF5AF2", "red": "#FF453A", "yellow": "#FFD60A", "gray": "#8E8E93",
    ]

    private static let fixed: Set<String> = ["white", "black", "clear"]

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        spec.theme.colors.keys.sorted().compactMap { name in
            guard let value = spec.theme.colors[name], let system = value.system, value.dark == nil,
                let definition = spec.theme.definitions[name]
            else { return nil }
            let base = Self.baseName(system)
            guard !Self.fixed.contains(base) else { return nil }
            let dark = Self.knownDark[base].map { " (\(system) in dark mode is \($0))" } ?? ""
            return Finding(
                "colour `\(name)` stands for the system colour `\(system)`, which changes in dark mode, "
                    + "but has no `dark` value",
                at: definition, path: "theme.colors.\(name)",
                help: "add `dark:` to `\(name)` in theme.colors with the system colour's dark-mode value\(dark)")
        }
    }

    /// `Color.green`, `UIColor.systemGreen`, `.green`, `Color.gray.opacity(0.3)` → `green`, `gray`.
    static func baseName(_ system: String) -> String {
        let owners: Set<Substring> = ["SwiftUI", "Color", "UIColor", "NSColor"]
        var name = String(system.split(separator: ".").first { !owners.contains($0) } ?? Substring(system))
        if name.hasPrefix("system"), name.count > "system".count { name.removeFirst("system".count) }
        return name.lowercased()
    }
}

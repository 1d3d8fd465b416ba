/// A platform variant is for a platform the app is on.
struct CopyUnusedVariant: LintRule {
    static let description = RuleDescription(
        id: "copy-unused-variant",
        category: .copy,
        severity: .warning,
        summary: "A platform variant (`ios:`, `android:`) is for a platform in `app.platforms`.",
        rationale: """
            Only the platforms in `app.platforms` get string tables, so a variant for another \
            platform is shown nowhere, yet translators are asked to translate it. Usually the \
            platform was left out of `app.platforms` by mistake, or the variant is left over \
            from a platform the app dropped. The finding points at the variant.
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo, platforms: [ios, android] }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: done
                        role: completion
                        title: { text: "Turn on Face ID", android: "Turn on fingerprint unlock" }
                        primary: { label: Start, action: complete }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo, platforms: [ios] }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: done
                        role: completion
                        title: { text: "Turn on Face ID", android: ⟦"Turn on fingerprint unlock" }
                        primary: { label: Start, action: complete }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        context.copyUses(of: spec).compactMap { use -> Finding? in
            guard let platform = use.copy.platform, !spec.app.platforms.contains(platform) else { return nil }
            let platforms = spec.app.platforms.map(\.rawValue).joined(separator: ", ")
            return Finding(
                "\(use.place) is shown nowhere: `app.platforms` is [\(platforms)], without \(platform.rawValue)",
                at: use.copy.span, path: use.path,
                help: "add \(platform.rawValue) to `app.platforms`, or remove the `\(platform.rawValue):` variant")
        }
    }
}

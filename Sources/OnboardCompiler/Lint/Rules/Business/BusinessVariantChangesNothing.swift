import BundleFormat

/// Every variant of an experiment but one (the control) changes something.
struct BusinessVariantChangesNothing: LintRule {
    static let description = RuleDescription(
        id: "business-variant-changes-nothing",
        category: .business,
        severity: .warning,
        summary:
            "Of an experiment's variants, at most one (the control) changes nothing, and the experiment is read or changes a text.",
        rationale: """
            A variant changes what its users see by replacing a text (`texts:`) or by being named in \
            a condition (`experiment.ID == "VARIANT"`, `!=`, `in [ … ]`) on a branch or a flow's \
            `audience` (docs/spec-format.md, section 3.24). One variant that does neither is the \
            control: the spec as written. A second one shows its users exactly what the first \
            shows, so the comparison measures nothing, and its share of users is spent for \
            nothing; usually its `texts:` or the condition that should name it were forgotten. \
            The finding points at the second such variant (and each after it), with a note at the \
            first. An experiment that no condition reads and none of whose variants replaces a \
            text changes nothing at all (issue 28, "checked on every path, each variant"): one \
            finding, at the experiment. A deliberate A/A test (two identical variants, to check \
            the assignment) can say so with `# onboardc-disable-next-line \
            business-variant-changes-nothing -- why` above the variant.
            """,
        examples: [
            .passes(
                """
                version: 1
                app: { id: demo, name: Demo }
                experiments:
                  - id: headline
                    variants:
                      - { id: control, weight: 50 }
                      - id: benefit
                        weight: 50
                        texts: { tour.hello.title: Sleep better from tonight }
                  - id: path
                    variants:
                      - { id: long, weight: 50 }
                      - { id: short, weight: 50 }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - id: hello
                        role: welcome
                        title: Welcome
                        primary:
                          label: Next
                          action: go
                          to: [{ when: 'experiment.path == "short"', to: done }, { to: next }]
                      - { id: tips, role: information, primary: Next }
                      - { id: done, role: completion, primary: { label: Done, action: complete } }
                """),
            .fails(
                """
                version: 1
                app: { id: demo, name: Demo }
                experiments:
                  - id: headline
                    variants:
                      - { id: control, weight: 34 }
                      - ⟦{ id: holdout, weight: 33 }
                      - id: benefit
                        weight: 33
                        texts: { tour.hello.title: Sleep better from tonight }
                  - ⟦id: path
                    variants:
                      - { id: long, weight: 50 }
                      - { id: short, weight: 50 }
                flows:
                  - id: tour
                    trigger: settings
                    screens:
                      - { id: hello, role: welcome, title: Welcome, primary: Next }
                      - { id: done, role: completion, primary: { label: Done, action: complete } }
                """),
        ])

    func check(_ spec: Spec, _ context: LintContext) -> [Finding] {
        var reads = ExperimentReads()
        for condition in spec.conditions { reads.add(condition) }
        return spec.experiments.flatMap { experiment -> [Finding] in
            let named = reads.variants[experiment.id] ?? []
            let unchanged = experiment.variants.filter { $0.texts.isEmpty && !named.contains($0.id) }
            if unchanged.count == experiment.variants.count && !reads.experiments.contains(experiment.id) {
                return [
                    Finding(
                        "experiment `\(experiment.id)` changes nothing: no condition reads `experiment.\(experiment.id)` and no variant replaces a text",
                        at: experiment.span, path: SpecPath.experiment(experiment),
                        help: "give a variant `texts:`, or name a variant in a branch's `when:` or a flow's "
                            + "`audience` (`experiment.\(experiment.id) == \"\(experiment.variants[1].id)\"`); "
                            + "or remove the experiment")
                ]
            }
            guard let control = unchanged.first else { return [] }
            return unchanged.dropFirst().map { variant in
                Finding(
                    "variant `\(variant.id)` of experiment `\(experiment.id)` shows its users the same as variant `\(control.id)`: neither replaces a text, and no condition names either",
                    at: variant.span, path: SpecPath.variant(experiment, variant),
                    notes: [Diagnostic.Note("variant `\(control.id)` changes nothing either", at: control.span)],
                    help: "give `\(variant.id)` the `texts:` it should show, or name it in a condition "
                        + "(`experiment.\(experiment.id) == \"\(variant.id)\"`); or remove it and give its weight "
                        + "to another variant")
            }
        }
    }
}

/// What conditions read of the experiments: which experiments they read at all, and which
/// variants of each they name in a comparison (`==`, `!=`, `in [ … ]`).
private struct ExperimentReads {
    var experiments: Set<String> = []
    var variants: [String: Set<String>] = [:]

    mutating func add(_ condition: Condition) {
        switch condition {
        case .all(let parts), .any(let parts): for part in parts { add(part) }
        case .not(let inner): add(inner)
        case .eq(let ref, let value), .ne(let ref, let value): read(ref, naming: [value])
        case .in(let ref, let values): read(ref, naming: values)
        case .lt(let ref, _), .le(let ref, _), .gt(let ref, _), .ge(let ref, _), .contains(let ref, _), .has(let ref):
            read(ref, naming: [])
        }
    }

    private mutating func read(_ ref: ConditionReference, naming values: [ConditionValue]) {
        guard ref.kind == .experiment, let id = ref.id else { return }
        experiments.insert(id)
        for case .string(let variant) in values { variants[id, default: []].insert(variant) }
    }
}

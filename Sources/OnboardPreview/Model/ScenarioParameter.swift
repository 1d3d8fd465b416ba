import BundleFormat
import OnboardCompiler

/// One thing the page's scenario controls set, named as the page's address names it: an
/// experiment's variant (`experiment.welcome-headline`), an attribute (`attribute.isReturning`),
/// `platform`, `app.version`, the language (`locale`, the language switch) or an answer
/// (`answer.onboarding.goal`), with the values the preview worked out what happens for.
///
/// The page is a file that works without a server, so nothing is evaluated in it: for each
/// value offered here OnboardKit was asked at build time (`ScenarioPlay`), and the page's
/// script only looks its answer up. A text field takes any text, but the preview knows only
/// the values listed: `""` (not set), the literals the spec's conditions compare it with, a
/// value either side of each number and version, and, for an answer, a text the field accepts.
struct ScenarioParameter: Hashable, Sendable {
    enum Control: Hashable, Sendable {
        /// A choice among `values` (an experiment's variants, the platform).
        case choice
        /// `true` or `false` (a `bool` attribute).
        case checkbox
        /// Any text; the preview knows `values` (a `string`, `number` or `version` attribute, the app's version).
        case text
        /// An answer, given on the screen's own input (a text field's beside it).
        case answer
    }

    var name: String
    var control: Control
    /// The values the preview knows, the default first.
    var values: [String]

    static let platform = "platform"
    static let appVersion = "app.version"
    static let locale = "locale"
    static func answer(flow: String, input: String) -> String { "answer.\(flow).\(input)" }
}

extension ScenarioParameter {
    /// Every parameter of an app by name: its experiments, its attributes (`attributes`, the
    /// spec's declarations), the platform, the language (`locales`, the switch's), the app's
    /// version when a condition reads it, and an answer for every input.
    static func all(
        of bundle: OnboardingBundle, attributes: [String: AttributeType], locales: [String]
    ) -> [String: ScenarioParameter] {
        var literals: [String: [ConditionValue]] = [:]
        func note(_ condition: Condition?, flow: String) {
            for (ref, values) in condition?.comparisons ?? [] {
                literals[ref.parameter(in: flow), default: []] += values
            }
        }
        for experiment in bundle.experiments { note(experiment.audience, flow: "") }
        for flow in bundle.flows {
            flow.conditions.forEach { note($0, flow: flow.id) }
        }
        var all: [String: ScenarioParameter] = [:]
        func add(_ name: String, _ control: Control, _ values: [String]) {
            var unique: [String] = []
            for value in values where !unique.contains(value) { unique.append(value) }
            all[name] = ScenarioParameter(name: name, control: control, values: unique)
        }
        for experiment in bundle.experiments {
            add("experiment.\(experiment.id)", .choice, experiment.variants.map(\.id))
        }
        for (name, type) in attributes {
            let said = literals["attribute.\(name)"] ?? []
            switch type {
            case .bool: add("attribute.\(name)", .checkbox, ["false", "true"])
            case .string: add("attribute.\(name)", .text, [""] + said.compactMap(\.string))
            case .number: add("attribute.\(name)", .text, [""] + Self.around(said.compactMap(\.number)))
            case .version: add("attribute.\(name)", .text, [""] + Self.around(versions: said.compactMap(\.string)))
            }
        }
        let platforms = bundle.app.platforms.filter { $0 == "ios" || $0 == "android" }
        add(platform, .choice, platforms + ["ios", "android"])
        add(locale, .choice, locales)
        if let versions = literals[appVersion] {
            add(appVersion, .text, [""] + Self.around(versions: versions.compactMap(\.string)))
        }
        for flow in bundle.flows {
            for input in flow.screens.flatMap(\.inputs) {
                let name = answer(flow: flow.id, input: input.id)
                add(name, .answer, [""] + answers(to: input, said: literals[name] ?? []))
            }
        }
        return all
    }

    /// The answers to `input` the preview offers: its options (every set of them, for a
    /// multiple choice of up to 12), a checked checkbox, and for a text field the literals
    /// its conditions compare it with (a number either side of each) and a text it accepts; for a
    /// date field the days its conditions compare it with and a day it accepts.
    private static func answers(to input: BundleFormat.Input, said: [ConditionValue]) -> [String] {
        switch input.kind {
        // A box ticked at first (`initial`) is answered by unticking it.
        case .checkbox: return [input.initial ? "false" : "true"]
        case .singleChoice: return input.options.map(\.id)
        case .multipleChoice:
            let ids = input.options.map(\.id)
            guard ids.count <= 12 else { return ids }
            return (1..<(1 << ids.count)).map { set in
                ids.indices.filter { set & (1 << $0) != 0 }.map { ids[$0] }.joined(separator: ",")
            }
        case .date:
            // The days its conditions compare it with, and one it accepts (old enough from 2026 on).
            let sample = [input.min, "1990-06-15", input.max].compactMap { $0 }.first { input.problem(with: $0) == nil }
            return said.compactMap(\.string) + [sample].compactMap { $0 }
        case .text, .name, .email, .number, .password, .phone, .oneTimeCode:
            let code = String("1234567890".prefix(input.codeLength))
            let sample = ["Sam", "name@example.com", "42", "+4915112345678", code].first {
                input.problem(with: $0) == nil
            }
            return said.compactMap(\.string) + around(said.compactMap(\.number)) + [sample].compactMap { $0 }
        }
    }

    /// `numbers`, with one below the smallest, one between each two and one above the largest.
    static func around(_ numbers: [Double]) -> [String] {
        let sorted = Set(numbers).sorted()
        guard let first = sorted.first, let last = sorted.last else { return [] }
        var out = [first - 1]
        for (index, number) in sorted.enumerated() {
            out += [number, index + 1 < sorted.count ? (number + sorted[index + 1]) / 2 : last + 1]
        }
        return out.map { ConditionText.text(.number($0)) }
    }

    /// `versions` in order, with one below the smallest (when there is one) and one just above each.
    static func around(versions: [String]) -> [String] {
        let parsed = Set(versions.compactMap(Self.numbers)).sorted { $0.lexicographicallyPrecedes($1) }
        guard let first = parsed.first else { return versions }
        var out: [[Int]] = []
        if let last = first.lastIndex(where: { $0 > 0 }) { out.append(Array(first[..<last]) + [first[last] - 1]) }
        for version in parsed {
            out += [version, version.count < 4 ? version + [1] : Array(version.dropLast()) + [version[3] + 1]]
        }
        return out.map { $0.map(String.init).joined(separator: ".") }
    }

    /// The numbers of a version (`2.4` → [2, 4]), or nil for text that is not one.
    private static func numbers(_ version: String) -> [Int]? {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...4).contains(parts.count), parts.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
        return parts.compactMap { $0 }
    }
}

extension ConditionValue {
    fileprivate var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    fileprivate var number: Double? {
        if case .number(let number) = self { return number }
        return nil
    }
}

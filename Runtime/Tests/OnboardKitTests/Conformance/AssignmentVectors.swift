import Foundation
import OnboardKit

/// The assignment vectors (`conformance/vectors/assignment/`, docs/conformance.md): the hash
/// and its buckets, the layout of the variants' runs, the share of each variant over 10,000
/// users, and how the engine keeps, overrides and limits an assignment.
extension ConformanceTests {
    static func runAssignment(_ vector: JSON) throws -> [String] {
        let experiments = try (vector["experiments"]?.array ?? []).map { try $0.decode(Experiment.self) }
        let byID = Dictionary(experiments.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var failures: [String] = []
        for (index, item) in (vector["cases"]?.array ?? []).enumerated() {
            guard let experiment = item["experiment"]?.string.flatMap({ byID[$0] }), let user = item["userId"]?.string
            else { throw Player.Unplayable("case \(index + 1) names no experiment of the vector") }
            let input = ExperimentAssignment.input(experiment: experiment.id, salt: experiment.salt, userID: user)
            let bucket = ExperimentAssignment.bucket(experiment: experiment.id, salt: experiment.salt, userID: user)
            let variant = ExperimentAssignment.variant(of: experiment, userID: user)?.id
            let got = JSON.object([
                ("input", .string(input)), ("bucket", .number(bucket)), ("variant", variant.map(JSON.string) ?? .null),
            ])
            let expected = JSON.object(["input", "bucket", "variant"].map { ($0, item[$0] ?? .null) })
            if got != expected {
                failures.append(
                    "case \(index + 1): expected \(expected.rendered(indent: nil)), got \(got.rendered(indent: nil))")
            }
        }
        for (index, item) in (vector["buckets"]?.array ?? []).enumerated() {
            guard let experiment = item["experiment"]?.string.flatMap({ byID[$0] }),
                case .number(let bucket)? = item["bucket"]
            else { throw Player.Unplayable("bucket \(index + 1) names no experiment of the vector") }
            let variant = ExperimentAssignment.variant(of: experiment, bucket: bucket)?.id
            if variant != item["variant"]?.string {
                failures.append(
                    "bucket \(bucket): expected \(item["variant"]?.string ?? "none"), got \(variant ?? "none")")
            }
        }
        failures += try distribution(vector, byID)
        failures += try engine(vector, experiments)
        return failures
    }

    /// Each variant's count over the users `<prefix>0` … `<prefix><count - 1>`: exact, and within the tolerance of its weight.
    private static func distribution(_ vector: JSON, _ byID: [String: Experiment]) throws -> [String] {
        guard let prefix = vector["users"]?["prefix"]?.string, case .number(let count)? = vector["users"]?["count"],
            case .number(let tolerance)? = vector["tolerancePoints"]
        else { return [] }
        var failures: [String] = []
        for item in vector["distribution"]?.array ?? [] {
            guard let experiment = item["experiment"]?.string.flatMap({ byID[$0] }) else {
                throw Player.Unplayable("a distribution names no experiment of the vector")
            }
            var counts: [String: Int] = [:]
            for user in 0..<count {
                if let variant = ExperimentAssignment.variant(of: experiment, userID: "\(prefix)\(user)") {
                    counts[variant.id, default: 0] += 1
                }
            }
            for variant in experiment.variants {
                let got = counts[variant.id] ?? 0
                if case .number(let expected)? = item["counts"]?[variant.id], got != expected {
                    failures.append("\(experiment.id)/\(variant.id): expected \(expected) users, got \(got)")
                }
                let share = Double(got) / Double(count) * 100
                if abs(share - Double(variant.weight)) > Double(tolerance) {
                    failures.append(
                        "\(experiment.id)/\(variant.id): \(share)% of users, more than \(tolerance) points from its weight \(variant.weight)"
                    )
                }
            }
        }
        return failures
    }

    /// Each engine case: the store, overrides and environment it gives, the assignment the
    /// engine makes, and the store after.
    private static func engine(_ vector: JSON, _ experiments: [Experiment]) throws -> [String] {
        let bundle = OnboardingBundle(
            app: AppInfo(id: "vector", sourceLocale: "en"), flows: [], experiments: experiments)
        var failures: [String] = []
        for (index, item) in (vector["engine"]?.array ?? []).enumerated() {
            guard let experiment = item["experiment"]?.string.flatMap(bundle.experiment(id:)) else {
                throw Player.Unplayable("engine case \(index + 1) names no experiment of the vector")
            }
            var texts: [String: String] = [:]
            for (key, value) in item["store"]?.members ?? [] { texts[key] = value.string }
            var overrides: [String: String] = [:]
            for (key, value) in item["overrides"]?.members ?? [] { overrides[key] = value.string }
            let store = InMemoryOnboardingStore([:], texts: texts)
            let engine = FlowEngine(
                bundle: bundle, store: store, environment: Player.environment(item, locale: "en"),
                userID: item["userId"]?.string, overrides: overrides)
            let got =
                engine.assignment(of: experiment).map { assignment in
                    JSON.object([
                        ("variant", .string(assignment.variant)), ("overridden", .bool(assignment.overridden)),
                    ])
                } ?? .null
            let expected = item["expect"] ?? .null
            let label = item["description"]?.string ?? "engine case \(index + 1)"
            if got != expected {
                failures.append(
                    "\(label): expected \(expected.rendered(indent: nil)), got \(got.rendered(indent: nil))")
            }
            let after = store.textSnapshot
            let storeAfter = JSON.object(after.keys.sorted().map { ($0, .string(after[$0]!)) })
            if storeAfter != item["storeAfter"] ?? .object([]) {
                failures.append(
                    "\(label): expected the store \(item["storeAfter"]?.rendered(indent: nil) ?? "{}"), got \(storeAfter.rendered(indent: nil))"
                )
            }
        }
        return failures
    }
}

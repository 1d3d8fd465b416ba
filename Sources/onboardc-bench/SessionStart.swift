import Foundation
import OnboardKit

/// `session [--rounds N]`: what experiments cost OnboardKit where a user waits, on the
/// every-member fixture's bundle (`conformance/bundles/everything`, read from the current
/// folder), which has two experiments, a variant's text and a branch that reads a variant.
/// Timed in the same run, in alternating rounds: a session at launch and its first screen's
/// texts and announcement (assignment, the variant's keys put in place, the exposure) against
/// the same bundle without its experiments (the yardstick); and assigning 10,000 users.
enum SessionStart {
    static func run(rounds: Int) throws {
        let bundle = try OnboardingBundle(
            contentsOf: URL(fileURLWithPath: "conformance/bundles/everything/bundle.json"))
        var plain = bundle
        plain.experiments = []
        let starts = 1000
        func start(_ bundle: OnboardingBundle) -> Double {
            seconds {
                for user in 0..<starts {
                    let engine = FlowEngine(bundle: bundle, store: InMemoryOnboardingStore(), userID: "user-\(user)")
                    let session = engine.sessionAtLaunch()
                    sink(session?.shownCopy.count ?? 0)
                    sink(session?.announcement?.position ?? 0)
                }
            }
        }
        // Where a start's time goes: the flow's keys replaced by the variant's, and the keys of
        // each screen and state (for the exposures), each alone on the fixture's first flow.
        let flow = bundle.flows[0]
        var replacing: [Double] = []
        var placing: [Double] = []
        var with: [Double] = []
        var without: [Double] = []
        var assigning: [Double] = []
        let experiment = bundle.experiments[0]
        for round in 1...rounds {
            if round % 2 == 1 {
                with.append(start(bundle))
                without.append(start(plain))
            } else {
                without.append(start(plain))
                with.append(start(bundle))
            }
            replacing.append(
                seconds {
                    for _ in 0..<100 {
                        sink(StringKeyMembers.replacing(["tour.hello.title": "x"], in: flow).screens.count)
                    }
                })
            placing.append(seconds { for _ in 0..<100 { sink(StringKeyMembers.keysByScreen(of: flow).count) } })
            assigning.append(
                seconds {
                    for user in 0..<10_000 {
                        sink(ExperimentAssignment.variant(of: experiment, userID: "user-\(user)")?.weight ?? 0)
                    }
                })
        }
        let perStart = { (times: [Double]) in 1e6 * median(times) / Double(starts) }
        print("| session start µs, with experiments | without | with / without | assignment µs/user |")
        print("|---:|---:|---:|---:|")
        print(
            "| \(format(perStart(with), 1)) | \(format(perStart(without), 1)) "
                + "| \(format(median(with) / median(without), 2))× | \(format(1e6 * median(assigning) / 10_000, 2)) |")
        print(
            "of which, alone: the keys replaced \(format(1e6 * median(replacing) / 100, 1)) µs, "
                + "the screens' keys \(format(1e6 * median(placing) / 100, 1)) µs")
        print(
            "RESULT session rounds=\(rounds) with_us=\(format(perStart(with), 2)) without_us=\(format(perStart(without), 2)) "
                + "ratio=\(format(median(with) / median(without), 3)) assign_us=\(format(1e6 * median(assigning) / 10_000, 3))"
        )
    }
}

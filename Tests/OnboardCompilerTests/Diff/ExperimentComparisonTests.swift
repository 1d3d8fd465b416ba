import Foundation
import Testing

@testable import OnboardCompiler

/// `onboardc diff` on experiments: each experiment and variant added or removed, a salt,
/// an audience (as its condition's text), a weight and the order of the variants, and a
/// variant's texts by key. Only a variant removed is breaking (its users are reassigned),
/// and an audience reading an attribute the app never supplied, as any condition.
@Suite struct ExperimentComparisonTests {
    typealias F = Fixture

    static func experiment(
        _ id: String, salt: String = "", audience: [String: Any]? = nil, _ variants: [[String: Any]]
    ) -> [String: Any] {
        var experiment: [String: Any] = ["id": id, "salt": salt, "variants": variants]
        experiment["audience"] = audience
        return experiment
    }

    /// A variant of `weight` that shows its own text instead of each of `replacing`.
    static func variant(_ id: String, _ weight: Int, replacing: [String] = []) -> [String: Any] {
        ["id": id, "weight": weight, "texts": replacing.map { ["key": $0, "variantKey": "\($0).x.\(id)"] }]
    }

    static func app(_ experiments: [[String: Any]]) -> [String: Any] {
        F.bundle(schemaVersion: 3, extra: ["experiments": experiments])
    }

    static var ios: [String: Any] { ["op": "eq", "ref": ["kind": "platform", "type": "string"], "value": "ios"] }
    static var returning: [String: Any] {
        ["op": "eq", "ref": ["kind": "attribute", "id": "isReturning", "type": "bool"], "value": true]
    }

    static var before: [String: Any] {
        app([
            experiment(
                "headline", salt: "2026-11",
                [variant("control", 50), variant("benefit", 50, replacing: ["onboarding.welcome.title"])]),
            experiment("tour", [variant("short", 50), variant("long", 50)]),
        ])
    }

    @Test func eachPartOfAnExperimentIsAChangeOfItsOwn() throws {
        let after = Self.app([
            Self.experiment(
                "headline", salt: "2026-12", audience: Self.ios,
                [
                    Self.variant("control", 30),
                    Self.variant("benefit", 50, replacing: ["onboarding.last.title", "onboarding.welcome.title"]),
                    Self.variant("calm", 20),
                ]),
            Self.experiment("paywall", audience: Self.returning, [Self.variant("a", 50), Self.variant("b", 50)]),
        ])
        #expect(
            try F.lines(Self.before, after) == [
                "BREAKING: + attribute isReturning: bool — the app must supply this attribute as bool "
                    + "(ConditionEnvironment), or conditions read it as absent",
                "- experiment tour: short 50, long 50",
                #"~ experiment headline salt: "2026-11" -> "2026-12" — reshuffles every user not already "#
                    + "assigned; stored assignments stay",
                #"+ experiment headline audience: platform == "ios" — users already assigned keep their "#
                    + "variant; it decides only for users not yet assigned",
                "~ variant headline.control weight: 50 -> 30 — only users not yet assigned follow the new weights; "
                    + "stored assignments stay",
                "+ variant headline.benefit onboarding.last.title text: onboarding.last.title.x.benefit",
                "+ variant headline.calm: weight 20",
                "+ experiment paywall: a 50, b 50; for users where attribute.isReturning",
                "+ string onboarding.last.title.x.benefit",
            ])
    }

    /// A variant removed moves the users assigned to it: breaking. Its texts, the order of
    /// the variants and an audience removed or changed are not.
    @Test func aVariantRemovedIsBreaking() throws {
        let old = Self.app([
            Self.experiment(
                "headline", audience: Self.ios,
                [
                    Self.variant("control", 40, replacing: ["onboarding.last.title"]),
                    Self.variant("benefit", 30, replacing: ["onboarding.welcome.title"]), Self.variant("calm", 30),
                ]),
            Self.experiment("tour", audience: Self.ios, [Self.variant("short", 50), Self.variant("long", 50)]),
        ])
        var new = Self.app([
            Self.experiment(
                "headline", [Self.variant("calm", 30), Self.variant("control", 70)]),
            Self.experiment(
                "tour", audience: ["op": "ne", "ref": ["kind": "platform", "type": "string"], "value": "ios"],
                [Self.variant("short", 50), Self.variant("long", 50)]),
        ])
        var experiments = try #require(new["experiments"] as? [[String: Any]])
        var headline = try #require(experiments[0]["variants"] as? [[String: Any]])
        headline[1]["texts"] = [["key": "onboarding.last.title", "variantKey": "onboarding.last.title.v2"]]
        experiments[0]["variants"] = headline
        new["experiments"] = experiments
        #expect(
            try F.lines(old, new) == [
                #"- experiment headline audience: platform == "ios" — users already assigned keep their "#
                    + "variant; it decides only for users not yet assigned",
                "BREAKING: - variant headline.benefit: weight 30 — users assigned to it are reassigned by the hash "
                    + "and see another variant: drop the app's overrides of it and set those users apart in "
                    + "analyses, or keep it with weight 0",
                "~ variant headline.control weight: 40 -> 70 — only users not yet assigned follow the new weights; "
                    + "stored assignments stay",
                "~ variant headline.control onboarding.last.title text: onboarding.last.title.x.control -> "
                    + "onboarding.last.title.v2",
                "~ experiment headline variants.order: control, calm -> calm, control — their buckets are laid out "
                    + "anew: reshuffles every user not already assigned; stored assignments stay",
                #"~ experiment tour audience: platform == "ios" -> platform != "ios" — users already assigned "#
                    + "keep their variant; it decides only for users not yet assigned",
                "+ string onboarding.last.title.v2",
                "- string onboarding.last.title.x.control",
                "- string onboarding.welcome.title.x.benefit",
            ])
    }

    @Test func aVariantsTextRemovedIsNotBreaking() throws {
        let after = Self.app([
            Self.experiment("headline", salt: "2026-11", [Self.variant("control", 50), Self.variant("benefit", 50)]),
            Self.experiment("tour", [Self.variant("short", 50), Self.variant("long", 50)]),
        ])
        #expect(
            try F.lines(Self.before, after) == [
                "- variant headline.benefit onboarding.welcome.title text: onboarding.welcome.title.x.benefit",
                "- string onboarding.welcome.title.x.benefit",
            ])
    }

    /// Both reports, as `onboardc diff` prints them: the JSON report names the experiment
    /// and the variant, and carries the note.
    @Test func textAndJSONReports() throws {
        let after = Self.app([
            Self.experiment("headline", salt: "2026-12", [Self.variant("control", 50), Self.variant("calm", 50)]),
            Self.experiment("tour", [Self.variant("short", 50), Self.variant("long", 50)]),
        ])
        let diff = BundleDiff(apps: [
            BundleComparison.compare(
                try F.snapshot(Self.before, location: "old/demo"), try F.snapshot(after, location: "new/demo"))
        ])
        #expect(
            DiffReport.render(diff, format: .text) == #"""
                demo (old/demo -> new/demo): 4 changes, 1 breaking
                  ~ experiment headline salt: "2026-11" -> "2026-12" — reshuffles every user not already assigned; stored assignments stay
                  BREAKING: - variant headline.benefit: weight 50 — users assigned to it are reassigned by the hash and see another variant: drop the app's overrides of it and set those users apart in analyses, or keep it with weight 0
                  + variant headline.calm: weight 50
                  - string onboarding.welcome.title.x.benefit
                  note: string texts not compared: only a bundle file was given (give app folders to compare the string tables); string keys are compared from the bundles
                1 breaking change

                """#)
        #expect(
            DiffReport.render(diff, format: .json) == #"""
                {
                  "apps": [
                    {
                      "app": "demo",
                      "breaking": 1,
                      "changes": [
                        {
                          "breaking": false,
                          "experiment": "headline",
                          "kind": "changed",
                          "member": "salt",
                          "new": "2026-12",
                          "note": "reshuffles every user not already assigned; stored assignments stay",
                          "old": "2026-11",
                          "subject": "experiment"
                        },
                        {
                          "breaking": true,
                          "experiment": "headline",
                          "kind": "removed",
                          "old": "weight 50",
                          "reason": "users assigned to it are reassigned by the hash and see another variant: drop the app's overrides of it and set those users apart in analyses, or keep it with weight 0",
                          "subject": "variant",
                          "variant": "benefit"
                        },
                        {
                          "breaking": false,
                          "experiment": "headline",
                          "kind": "added",
                          "new": "weight 50",
                          "subject": "variant",
                          "variant": "calm"
                        },
                        {
                          "breaking": false,
                          "kind": "removed",
                          "member": "onboarding.welcome.title.x.benefit",
                          "subject": "string"
                        }
                      ],
                      "new": "new/demo",
                      "notes": [
                        "string texts not compared: only a bundle file was given (give app folders to compare the string tables); string keys are compared from the bundles"
                      ],
                      "old": "old/demo",
                      "status": "changed"
                    }
                  ],
                  "breaking": true,
                  "version": 1
                }

                """#)
    }
}

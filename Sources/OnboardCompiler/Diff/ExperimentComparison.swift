import BundleFormat

/// Experiments and their variants, matched by id (docs/bundle-format.md, "Experiments"):
/// an experiment added or removed, its salt, audience (as a condition's text) and the order
/// of its variants; a variant added or removed, its weight, and the texts it shows instead
/// of the spec's, by key. A renamed experiment or variant shows as one removed and one added.
///
/// A runtime keeps the variant it assigned a user while the experiment has it, so what
/// changes who is in which variant (a salt, a weight, the audience, the order) moves only
/// the users not yet assigned: reported, with a note, not breaking. A variant removed moves
/// the users assigned to it: breaking.
enum ExperimentComparison {
    typealias Place = BundleChange.Place

    /// What a new salt or another order of the variants does.
    static let reshuffles = "reshuffles every user not already assigned; stored assignments stay"

    static func experiments(_ old: OnboardingBundle, _ new: OnboardingBundle) -> [BundleChange] {
        let (before, after) = (old.experiments, new.experiments)
        var changes: [BundleChange] = []
        for experiment in before where !after.contains(where: { $0.id == experiment.id }) {
            changes.append(
                BundleChange(.removed, .experiment, Place(experiment: experiment.id), old: summary(experiment)))
        }
        for experiment in after {
            guard let was = before.first(where: { $0.id == experiment.id }) else {
                changes.append(
                    BundleChange(.added, .experiment, Place(experiment: experiment.id), new: summary(experiment)))
                continue
            }
            changes += compare(was, experiment)
        }
        return changes
    }

    static func compare(_ old: BundleFormat.Experiment, _ new: BundleFormat.Experiment) -> [BundleChange] {
        let place = Place(experiment: new.id)
        var changes: [BundleChange] = []
        if old.salt != new.salt {
            changes.append(
                BundleChange(
                    .changed, .experiment, place, member: "salt", old: old.salt, new: new.salt,
                    note: reshuffles))
        }
        if old.audience != new.audience {
            let (was, now) = (old.audience.map(ConditionText.text), new.audience.map(ConditionText.text))
            let kind: BundleChange.Kind = was == nil ? .added : now == nil ? .removed : .changed
            changes.append(
                BundleChange(
                    kind, .experiment, place, member: "audience", old: was, new: now,
                    note: "users already assigned keep their variant; it decides only for users not yet assigned"))
        }
        let ids = Set(new.variants.map(\.id))
        for variant in old.variants where !ids.contains(variant.id) {
            changes.append(
                BundleChange(
                    .removed, .variant, Place(experiment: new.id, variant: variant.id), old: "weight \(variant.weight)",
                    breaking:
                        "users assigned to it are reassigned by the hash and see another variant: drop the app's "
                        + "overrides of it and set those users apart in analyses, or keep it with weight 0"))
        }
        for variant in new.variants {
            let variantPlace = Place(experiment: new.id, variant: variant.id)
            guard let was = old.variant(id: variant.id) else {
                changes.append(BundleChange(.added, .variant, variantPlace, new: "weight \(variant.weight)"))
                continue
            }
            if was.weight != variant.weight {
                changes.append(
                    BundleChange(
                        .changed, .variant, variantPlace, member: "weight", old: "\(was.weight)",
                        new: "\(variant.weight)",
                        note: "only users not yet assigned follow the new weights; stored assignments stay"))
            }
            changes += texts(was.texts, variant.texts, place: variantPlace)
            changes += MemberComparison.compare(
                was, variant, skipping: ["id", "weight", "texts"], subject: .variant, place: variantPlace)
        }
        // The variants both sides have, in another order: their runs of buckets are laid out anew.
        let oldIDs = Set(old.variants.map(\.id))
        let (kept, keptNow) = (
            old.variants.map(\.id).filter(ids.contains), new.variants.map(\.id).filter(oldIDs.contains)
        )
        if kept != keptNow {
            changes.append(
                BundleChange(
                    .changed, .experiment, place, member: "variants.order", old: kept.joined(separator: ", "),
                    new: keptNow.joined(separator: ", "), note: "their buckets are laid out anew: " + reshuffles))
        }
        changes += MemberComparison.compare(
            old, new, skipping: ["id", "salt", "audience", "variants"], subject: .experiment, place: place)
        return changes
    }

    /// The texts a variant shows instead of the spec's, by the key of the spec's text; each
    /// change's value is the key of the variant's text (whose text `StringComparison` compares).
    static func texts(_ old: [VariantText], _ new: [VariantText], place: Place) -> [BundleChange] {
        let before = Dictionary(old.map { ($0.key, $0.variantKey) }) { first, _ in first }
        let after = Dictionary(new.map { ($0.key, $0.variantKey) }) { first, _ in first }
        return Set(before.keys).union(after.keys).sorted().compactMap { key in
            var keyed = place
            keyed.key = key
            switch (before[key], after[key]) {
            case (nil, let now?): return BundleChange(.added, .variant, keyed, member: "text", new: now)
            case (let was?, nil): return BundleChange(.removed, .variant, keyed, member: "text", old: was)
            case let (was?, now?) where was != now:
                return BundleChange(.changed, .variant, keyed, member: "text", old: was, new: now)
            default: return nil
            }
        }
    }

    /// `control 50, benefit 50`, then `; for users where platform == "ios"` when it has an audience.
    static func summary(_ experiment: BundleFormat.Experiment) -> String {
        experiment.variants.map { "\($0.id) \($0.weight)" }.joined(separator: ", ")
            + (experiment.audience.map { "; for users where " + ConditionText.text($0) } ?? "")
    }
}

import BundleFormat

/// Where an action or an outcome leads. A plain target is compared whole (`target:
/// screen a -> screen b`); a target chosen by conditions (docs/conditions.md) branch by
/// branch, each change on its own line: a branch added or removed, a branch whose
/// condition or target changed, the branches reordered (the first that holds wins), the
/// fallback changed. A plain target on one side is a fallback with no branches, so a
/// target that gains a branch shows as that branch added.
extension FlowComparison {
    static func targets(
        _ member: String, _ old: BundleFormat.Target?, _ new: BundleFormat.Target?, place: Place
    ) -> [BundleChange] {
        guard let old, let new, !(old.isPlain && new.isPlain) else {
            let (was, now) = (old.map(target), new.map(target))
            guard was != now else { return [] }
            let kind: BundleChange.Kind = was == nil ? .added : now == nil ? .removed : .changed
            return [BundleChange(kind, .action, place, member: member, old: was, new: now)]
        }
        let (before, after) = (branches(of: old), branches(of: new))
        // Each new branch's partner: the old branch with the same condition, else one to the same target.
        var partner: [Int?] = Array(repeating: nil, count: after.branches.count)
        var taken = Set<Int>()
        let rules: [(BundleFormat.TargetBranch, BundleFormat.TargetBranch) -> Bool] = [
            { $0.when == $1.when }, { $0.to == $1.to },
        ]
        for same in rules {
            for (index, branch) in after.branches.enumerated() where partner[index] == nil {
                let match = before.branches.indices.first { !taken.contains($0) && same(before.branches[$0], branch) }
                if let match {
                    partner[index] = match
                    taken.insert(match)
                }
            }
        }
        var changes = before.branches.indices.filter { !taken.contains($0) }.map {
            BundleChange(.removed, .action, place, member: member + ".branches", old: text(before.branches[$0]))
        }
        for (index, branch) in after.branches.enumerated() {
            guard let match = partner[index] else {
                changes.append(BundleChange(.added, .action, place, member: member + ".branches", new: text(branch)))
                continue
            }
            if before.branches[match] != branch {
                changes.append(
                    BundleChange(
                        .changed, .action, place, member: member + ".branches", old: text(before.branches[match]),
                        new: text(branch)))
            }
        }
        // The branches both sides have, in each side's order.
        let kept = partner.enumerated().compactMap { index, match in match.map { (old: $0, new: index) } }
        let oldOrder = kept.sorted { $0.old < $1.old }
        if oldOrder.map(\.new) != kept.map(\.new) {
            changes.append(
                BundleChange(
                    .changed, .action, place, member: member + ".branches.order",
                    old: oldOrder.map { text(before.branches[$0.old]) }.joined(separator: ", "),
                    new: kept.map { text(after.branches[$0.new]) }.joined(separator: ", ")))
        }
        if before.otherwise != after.otherwise {
            changes.append(
                BundleChange(
                    .changed, .action, place, member: member + ".otherwise", old: target(before.otherwise),
                    new: target(after.otherwise)))
        }
        return changes
    }

    /// A target's branches and fallback; a plain target is a fallback alone.
    private static func branches(
        of target: BundleFormat.Target
    ) -> (branches: [BundleFormat.TargetBranch], otherwise: BundleFormat.Target) {
        if case .branch(let branches, let otherwise) = target { (branches, otherwise) } else { ([], target) }
    }

    /// `when answer.goal == "sleep" screen sleep`.
    private static func text(_ branch: BundleFormat.TargetBranch) -> String {
        "when \(ConditionText.text(branch.when)) \(target(branch.to))"
    }
}

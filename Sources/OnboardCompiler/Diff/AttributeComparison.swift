import BundleFormat

/// The attributes the bundle's conditions read (docs/conditions.md), which the app
/// supplies: one no condition read before, or read as another type, is breaking, as a
/// new permission is; until the app supplies it so, conditions read it as absent. The
/// conditions are all of the bundle's (`OnboardingBundle.conditions`).
extension BundleComparison {
    static func attributes(_ old: OnboardingBundle, _ new: OnboardingBundle) -> [BundleChange] {
        let (before, after) = (attributes(old), attributes(new))
        return Set(before.keys).union(after.keys).sorted().compactMap { name in
            switch (before[name], after[name]) {
            case (nil, let type?):
                return BundleChange(
                    .added, .attribute, member: name, new: type,
                    breaking: "the app must supply this attribute as \(type) (ConditionEnvironment), "
                        + "or conditions read it as absent")
            case (let type?, nil):
                return BundleChange(.removed, .attribute, member: name, old: type)
            case let (was?, now?) where was != now:
                return BundleChange(
                    .changed, .attribute, member: name, old: was, new: now,
                    breaking: "the app must supply this attribute as \(now): a value of another type is absent")
            default:
                return nil
            }
        }
    }

    /// Each attribute a condition of the bundle reads, with the type it reads it as (the
    /// compiler checks one type per attribute; should a bundle have several, the names joined).
    static func attributes(_ bundle: OnboardingBundle) -> [String: String] {
        var types: [String: Set<String>] = [:]
        func read(_ condition: Condition) {
            switch condition {
            case .all(let of), .any(let of): of.forEach(read)
            case .not(let of): read(of)
            case .eq(let ref, _), .ne(let ref, _), .lt(let ref, _), .le(let ref, _), .gt(let ref, _),
                .ge(let ref, _), .in(let ref, _), .contains(let ref, _), .has(let ref):
                if ref.kind == .attribute, let id = ref.id { types[id, default: []].insert(ref.type.rawValue) }
            }
        }
        bundle.conditions.forEach(read)
        return types.mapValues { $0.sorted().joined(separator: ", ") }
    }
}

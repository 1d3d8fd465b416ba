import BundleFormat

/// `onboardc diff`: what changed between two sets of bundles, and which of it
/// breaks a client (docs/bundle-format.md, "Comparing bundles").
public enum BundleComparison {
    /// Two output folders are compared app by app (by app id); two apps
    /// (folders or bundle files) with each other.
    public static func compare(old: DiffSide, new: DiffSide) throws -> BundleDiff {
        if old.layout == .releaseFolder, new.layout == .releaseFolder { return ReleaseDiff.compare(old: old, new: new) }
        let folders = (old.layout == .outputFolder, new.layout == .outputFolder)
        guard folders.0 == folders.1, (old.layout == .releaseFolder) == (new.layout == .releaseFolder) else {
            throw DiffFailure(
                "cannot compare \(old.layout.rawValue) with \(new.layout.rawValue): "
                    + "give two output folders, two release folders, or two apps (app folders or bundle files)")
        }
        guard folders.0 else { return BundleDiff(apps: [compare(old.apps[0], new.apps[0])]) }
        let before = Dictionary(old.apps.map { ($0.bundle.appID, $0) }) { first, _ in first }
        let after = Dictionary(new.apps.map { ($0.bundle.appID, $0) }) { first, _ in first }
        let ids = Set(before.keys).union(after.keys).sorted()
        return BundleDiff(
            apps: ids.map { id in
                switch (before[id], after[id]) {
                case let (old?, new?): return compare(old, new)
                case let (old?, nil):
                    let gone = BundleChange(
                        .removed, .app, member: id,
                        breaking: "the app no longer gets a bundle: remove its onboarding, or keep its spec")
                    return AppDiff(app: id, old: old.location, new: nil, changes: [gone], notes: [])
                case let (nil, new?):
                    return AppDiff(
                        app: id, old: nil, new: new.location, changes: [BundleChange(.added, .app, member: id)],
                        notes: [])
                case (nil, nil): preconditionFailure("every id comes from one side")
                }
            })
    }

    public static func compare(_ old: AppSnapshot, _ new: AppSnapshot) -> AppDiff {
        let (before, after) = (old.bundle, new.bundle)
        var changes: [BundleChange] = []
        if before.schemaVersion != after.schemaVersion {
            changes.append(
                BundleChange(
                    .changed, .schemaVersion, old: "\(before.schemaVersion)", new: "\(after.schemaVersion)",
                    breaking: "a client of schemaVersion \(before.schemaVersion) must not run this bundle"))
        }
        if before.appID != after.appID {
            changes.append(BundleChange(.changed, .app, member: "id", old: before.appID, new: after.appID))
        }
        var notes: [String] = []
        guard let was = before.model, let now = after.model else {
            notes.append(
                "only schemaVersion compared: this onboardc reads bundles of schemaVersion "
                    + "\(OnboardingBundle.supportedSchemaVersions.lowerBound) to "
                    + "\(OnboardingBundle.supportedSchemaVersions.upperBound)")
            return AppDiff(app: after.appID, old: old.location, new: new.location, changes: changes, notes: notes)
        }
        changes += locales(was, now)
        changes += members(
            Self.permissions(was), Self.permissions(now), .permission,
            breakingAdded:
                "the app must declare its usage description (Info.plist) and handle the request")
        changes += members(
            Self.results(was), Self.results(now), .result,
            breakingAdded:
                "the app must act on this `complete` result")
        changes += attributes(was, now)
        // The app's own members (name, platforms, theme, motion, string tables…). The
        // content hash covers everything else, which is compared member by member.
        var (app, appNow) = (was, now)
        (app.flows, appNow.flows, app.experiments, appNow.experiments) = ([], [], [], [])
        changes += MemberComparison.compare(
            app, appNow,
            skipping: [
                "schemaVersion", "contentHash", "app.id", "locales", "pseudoLocales", "localeFallbacks", "placeholders",
                "flows", "experiments",
            ], subject: .app, place: .init())
        changes += ExperimentComparison.experiments(was, now)
        changes += FlowComparison.flows(was, now)
        changes += StringComparison.strings(old, new, notes: &notes)
        changes += StringComparison.placeholders(before, after, notes: &notes)
        return AppDiff(app: after.appID, old: old.location, new: new.location, changes: changes, notes: notes)
    }

    static func locales(_ old: OnboardingBundle, _ new: OnboardingBundle) -> [BundleChange] {
        var changes = members(
            old.locales, new.locales, .locale,
            breakingRemoved:
                "the app declares its locales (Xcode localizations, Android resConfigs): "
                + "remove it there, or its users see fallback text")
        changes += members(old.pseudoLocales, new.pseudoLocales, .pseudoLocale)
        let (before, after) = (old.localeFallbacks, new.localeFallbacks)
        for tag in Set(before.keys).union(after.keys).sorted() {
            let (was, now) = (before[tag]?.joined(separator: ", "), after[tag]?.joined(separator: ", "))
            let place = BundleChange.Place(locale: tag)
            switch (was, now) {
            case (nil, let now?): changes.append(BundleChange(.added, .localeFallback, place, new: now))
            case (let was?, nil): changes.append(BundleChange(.removed, .localeFallback, place, old: was))
            case let (was?, now?) where was != now:
                changes.append(BundleChange(.changed, .localeFallback, place, old: was, new: now))
            default: break
            }
        }
        return changes
    }

    /// Values that left or joined a set, each named by `member`, in code-point order.
    static func members(
        _ old: some Sequence<String>, _ new: some Sequence<String>, _ subject: BundleChange.Subject,
        place: BundleChange.Place = .init(), breakingAdded: String? = nil,
        breakingRemoved: String? = nil
    ) -> [BundleChange] {
        let (before, after) = (Set(old), Set(new))
        return before.union(after).sorted().compactMap { value in
            if !after.contains(value) {
                return BundleChange(.removed, subject, place, member: value, breaking: breakingRemoved)
            }
            return before.contains(value)
                ? nil : BundleChange(.added, subject, place, member: value, breaking: breakingAdded)
        }
    }

    /// Every action of the bundle, on screens and in their states.
    static func actions(_ bundle: OnboardingBundle) -> [BundleFormat.Action] {
        bundle.flows.flatMap(\.screens).flatMap { screen in
            (screen.buttons + screen.states.flatMap(\.buttons)).map(\.action)
        }
    }

    static func permissions(_ bundle: OnboardingBundle) -> [String] {
        actions(bundle).compactMap(FlowComparison.permission)
    }

    static func results(_ bundle: OnboardingBundle) -> [String] {
        actions(bundle).compactMap(FlowComparison.result)
    }
}

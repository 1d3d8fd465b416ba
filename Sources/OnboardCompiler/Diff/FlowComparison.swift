import BundleFormat

/// Flows, screens, states and buttons, matched by id (buttons by slot).
/// A renamed id shows as one removed and one added. What each of them holds
/// beyond what is compared here is `MemberComparison`'s.
enum FlowComparison {
    typealias Place = BundleChange.Place

    static func flows(_ old: OnboardingBundle, _ new: OnboardingBundle) -> [BundleChange] {
        let (before, after) = (old.flows, new.flows)
        let lostDefaults = lostDefaults(old, new)
        var changes: [BundleChange] = []
        for flow in before where !after.contains(where: { $0.id == flow.id }) {
            let wasDefault = flow.audience == nil && lostDefaults.contains(trigger(flow.trigger))
            changes.append(
                BundleChange(
                    .removed, .flow, Place(flow: flow.id), old: shown(flow),
                    breaking: opened(flow) ?? (wasDefault ? noDefault(flow) : nil)))
        }
        for flow in after {
            guard let was = before.first(where: { $0.id == flow.id }) else {
                changes.append(
                    BundleChange(
                        .added, .flow, Place(flow: flow.id), new: shown(flow),
                        breaking: newAssets(flow.screens, in: old)))
                continue
            }
            changes += compare(was, flow, assets: assets(old.flows.flatMap(\.screens)), lostDefaults: lostDefaults)
        }
        return changes
    }

    /// Why the app's code names this flow: it opens it from Settings, or reports its event.
    static func opened(_ flow: BundleFormat.Flow) -> String? {
        switch flow.trigger {
        case .settings: "the app opens this flow from its Settings by its id"
        case .event(let event): "the app reports the event `\(event)` to show this flow"
        case .firstLaunch: nil
        }
    }

    static func trigger(_ trigger: BundleFormat.Trigger) -> String {
        switch trigger {
        case .firstLaunch: "first-launch"
        case .settings: "settings"
        case .event(let event): "event \(event)"
        }
    }

    /// Why an added flow, screen or state breaks the app: it shows an image (an
    /// illustration `asset`) that no screen of the old bundle showed.
    static func newAssets(_ screens: [BundleFormat.Screen], in old: OnboardingBundle) -> String? {
        newAssets(assets(screens), known: assets(old.flows.flatMap(\.screens)))
    }

    static func newAssets(_ assets: Set<String>, known: Set<String>) -> String? {
        let new = assets.subtracting(known).sorted()
        guard !new.isEmpty else { return nil }
        return "the app must ship the image asset" + (new.count == 1 ? " " : "s ")
            + new.map { "`\($0)`" }.joined(separator: ", ")
    }

    /// The illustration assets the screens and their states show.
    static func assets(_ screens: [BundleFormat.Screen]) -> Set<String> {
        Set(
            screens.flatMap { [$0.visual] + $0.states.map(\.visual) }.compactMap { visual in
                if case .illustration(let illustration)? = visual { illustration.asset } else { nil }
            })
    }

    /// `lostDefaults`: the triggers that no flow is for everyone of any more (`lostDefaults(_:_:)`).
    static func compare(
        _ old: BundleFormat.Flow, _ new: BundleFormat.Flow, assets: Set<String>, lostDefaults: Set<String>
    ) -> [BundleChange] {
        let place = Place(flow: new.id)
        var changes: [BundleChange] = []
        if trigger(old.trigger) != trigger(new.trigger) {
            let reason = opened(old).map { _ in "the app opens this flow by its trigger: update where it does" }
            changes.append(
                BundleChange(
                    .changed, .trigger, place, old: trigger(old.trigger), new: trigger(new.trigger),
                    breaking: reason))
        }
        changes += audience(old, new, place: place, lostDefaults: lostDefaults)
        switch (old.completion.flag, new.completion.flag) {
        case let (was?, now?) where was != now:
            changes.append(
                BundleChange(
                    .changed, .completion, place, member: "flag", old: was, new: now,
                    breaking:
                        "users who finished the flow have `\(was)` set, not `\(now)`: "
                        + "they see it again unless the app migrates the flag"))
        case (let was?, nil):
            changes.append(
                BundleChange(
                    .removed, .completion, place, member: "flag", old: was,
                    breaking:
                        "the flow no longer records that it was done: the app must stop relying on `\(was)`"))
        case (nil, let now?):
            changes.append(BundleChange(.added, .completion, place, member: "flag", new: now))
        default: break
        }
        let (setOn, setOnNow) = (old.completion.setOn.map(\.rawValue), new.completion.setOn.map(\.rawValue))
        if Set(setOn) != Set(setOnNow) {
            changes.append(
                BundleChange(
                    .changed, .completion, place, member: "setOn",
                    old: list(setOn), new: list(setOnNow)))
        }
        // The trigger's kind and event are the trigger change above; its `entryKey` is compared here.
        changes += MemberComparison.compare(
            old, new,
            skipping: [
                "id", "trigger.kind", "trigger.event", "audience", "completion.flag",
                "completion.setOn",
                "screens",
            ], subject: .flow, place: place)
        return changes + screens(old.screens, new.screens, flow: new.id, assets: assets)
    }

    /// `assets`: the illustration assets of the whole old bundle, which the app ships.
    static func screens(
        _ old: [BundleFormat.Screen], _ new: [BundleFormat.Screen], flow: String,
        assets: Set<String>
    ) -> [BundleChange] {
        let ids = Set(new.map(\.id))
        var changes = old.enumerated().filter { !ids.contains($1.id) }.map {
            BundleChange(.removed, .screen, Place(flow: flow, screen: $1.id), old: "index \($0)")
        }
        let common = Set(old.map(\.id)).intersection(ids)
        let moved = Self.moved(old.map(\.id).filter(common.contains), new.map(\.id).filter(common.contains))
        var oldIndices: [String: Int] = [:]
        for (index, screen) in old.enumerated() where oldIndices[screen.id] == nil { oldIndices[screen.id] = index }
        for (index, screen) in new.enumerated() {
            let place = Place(flow: flow, screen: screen.id)
            guard let oldIndex = oldIndices[screen.id] else {
                changes.append(
                    BundleChange(
                        .added, .screen, place, new: "index \(index)",
                        breaking: newAssets(Self.assets([screen]), known: assets)))
                continue
            }
            let was = old[oldIndex]
            if moved.contains(screen.id) {
                changes.append(
                    BundleChange(.changed, .screen, place, member: "index", old: "\(oldIndex)", new: "\(index)"))
            }
            // `index` is the move above; `progress` follows from the index.
            changes += MemberComparison.compare(
                was, screen, skipping: ["id", "index", "progress", "buttons", "states"],
                subject: .screen, place: place)
            changes += buttons(was.buttons, screen.buttons, place: place)
            let (states, statesNow) = (was.states, screen.states)
            for state in states where !statesNow.contains(where: { $0.id == state.id }) {
                changes.append(BundleChange(.removed, .state, Place(flow: flow, screen: screen.id, state: state.id)))
            }
            for state in statesNow {
                let statePlace = Place(flow: flow, screen: screen.id, state: state.id)
                guard let stateWas = states.first(where: { $0.id == state.id }) else {
                    let shown: Set<String> = if case .illustration(let art)? = state.visual { [art.asset] } else { [] }
                    changes.append(BundleChange(.added, .state, statePlace, breaking: newAssets(shown, known: assets)))
                    continue
                }
                changes += MemberComparison.compare(
                    stateWas, state, skipping: ["id", "buttons"], subject: .state,
                    place: statePlace)
                changes += buttons(stateWas.buttons, state.buttons, place: statePlace)
            }
        }
        return changes
    }

    /// The screens whose order among the screens kept changed: those outside a
    /// longest common subsequence. (A screen added before others moves nothing.)
    /// Both lists hold the same ids, so that is a longest increasing run of old
    /// positions in the new order: O(n log n) time and O(n) memory.
    static func moved(_ old: [String], _ new: [String]) -> Set<String> {
        guard old != new else { return [] }
        var position: [String: Int] = [:]
        for (index, id) in old.enumerated() where position[id] == nil { position[id] = index }
        let sequence = new.map { position[$0] ?? -1 }
        // tails[k]: the index in `sequence` ending the best increasing run of length k + 1.
        var tails: [Int] = []
        var previous = Array(repeating: -1, count: sequence.count)
        for (index, value) in sequence.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if sequence[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var kept: Set<String> = []
        var index = tails.last ?? -1
        while index >= 0 {
            kept.insert(new[index])
            index = previous[index]
        }
        return Set(new).subtracting(kept)
    }

    static func list(_ values: [String]) -> String { values.isEmpty ? "nothing" : values.joined(separator: ", ") }
}

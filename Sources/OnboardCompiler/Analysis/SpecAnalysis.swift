import Foundation

/// What lint, emit, preview and import derive from one spec, each fact derived once,
/// the first time a stage asks for it, and kept while the spec is worked on: every use
/// of copy, the source copy by key, each flow's graph, and each key's source
/// fingerprint with the staleness of its translations. The pipeline makes one per
/// spec and hands it from the linter to the emitters; a stage run on its own
/// (`l10n export`, `l10n import`, `l10n adopt`) makes its own. Safe to share
/// between threads.
final class SpecAnalysis: @unchecked Sendable {
    let spec: Spec
    private let lock = NSLock()
    private var uses: [CopyUse]?
    private var copy: [Copy]?
    private var byKey: [String: Copy]?
    private var keys: [String]?
    private var sales: [PaywallSale]?
    private var graphs: [String: FlowGraph] = [:]
    private var fingerprints: [String: String] = [:]

    init(_ spec: Spec) {
        self.spec = spec
    }

    /// `spec.copyUses`: every piece of copy with its flow, screen and slot.
    var copyUses: [CopyUse] {
        remembered(\.uses) { spec.copyUses }
    }

    /// `spec.allCopy`: every piece of copy, in the order it is written.
    var allCopy: [Copy] {
        remembered(\.copy) { spec.allCopy }
    }

    /// The source copy of each string key (`TranslatedKeys.sourceCopy`).
    var sourceCopy: [String: Copy] {
        let all = allCopy
        return remembered(\.byKey) { TranslatedKeys.sourceCopy(in: all) }
    }

    /// Every string key once, in the order the copy is written (`TranslatedKeys.sourceKeys`).
    var sourceKeys: [String] {
        let all = allCopy
        return remembered(\.keys) { TranslatedKeys.sourceKeys(in: all) }
    }

    /// Every paywall screen that sells something, with its copy (`PaywallSale.all`).
    var paywallSales: [PaywallSale] {
        let uses = copyUses
        return remembered(\.sales) { PaywallSale.all(in: spec, copy: uses) }
    }

    /// The navigation graph of `flow`, one of the spec's flows.
    func graph(_ flow: Flow) -> FlowGraph {
        if let graph = locked({ graphs[flow.id] }) { return graph }
        let graph = FlowGraph(flow)
        locked { graphs[flow.id] = graph }
        return graph
    }

    /// The fingerprint of the source text of `key` (`SourceFingerprint`); nil for a key the spec does not have.
    func fingerprint(of key: String) -> String? {
        if let known = locked({ fingerprints[key] }) { return known }
        guard let copy = sourceCopy[key] else { return nil }
        let fingerprint = SourceFingerprint.of(copy.message)
        locked { fingerprints[key] = fingerprint }
        return fingerprint
    }

    /// The staleness of `translated`, a translation of `key` (`StaleTranslation`): nil when it
    /// is current, has no fingerprint, or translates a key the spec does not have.
    func staleness(of translated: TranslatedCopy, key: String) -> StaleTranslation? {
        guard translated.sourceFingerprint != nil, let now = fingerprint(of: key) else { return nil }
        return StaleTranslation(translated, now: now)
    }

    private func remembered<Value>(
        _ slot: ReferenceWritableKeyPath<SpecAnalysis, Value?>, _ build: () -> Value
    )
        -> Value
    {
        if let kept = locked({ self[keyPath: slot] }) { return kept }
        let built = build()
        locked { self[keyPath: slot] = built }
        return built
    }

    private func locked<Value>(_ body: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}

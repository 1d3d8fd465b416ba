import Foundation

/// Wall time per stage, for `--timings`.
public struct StageTimings: Sendable, Hashable {
    public enum Stage: String, Sendable, CaseIterable {
        case read, parse, decode, lint, emit, write
    }

    public private(set) var seconds: [Stage: Double] = [:]

    public init() {}

    public mutating func measure<T>(_ stage: Stage, _ body: () throws -> T) rethrows -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        defer {
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            seconds[stage, default: 0] += elapsed
        }
        return try body()
    }

    public mutating func add(_ other: StageTimings) {
        for (stage, value) in other.seconds { seconds[stage, default: 0] += value }
    }

    /// `read 1.2 ms, parse 3.4 ms, …` in stage order.
    public var summary: String {
        Stage.allCases.compactMap { stage in
            seconds[stage].map { String(format: "%@ %.1f ms", stage.rawValue, $0 * 1000) }
        }.joined(separator: ", ")
    }
}

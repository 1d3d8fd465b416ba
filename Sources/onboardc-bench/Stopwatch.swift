/// Wall-clock seconds taken by `body`, on the monotonic clock.
func seconds(_ body: () throws -> Void) rethrows -> Double {
    let elapsed = try ContinuousClock().measure(body)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

/// The middle value (the mean of the two middle values for an even count).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/// Megabytes (10^6 bytes) per second.
func megabytesPerSecond(_ bytes: Int, _ seconds: Double) -> Double {
    Double(bytes) / 1e6 / seconds
}

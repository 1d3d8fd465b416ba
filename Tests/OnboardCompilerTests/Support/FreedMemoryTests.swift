import Testing
@testable import OnboardCompiler

@Suite struct FreedMemoryTests {
    /// On glibc, `malloc_trim` is found by name (its Swift module does not show it).
    @Test func glibcHasTheTrim() {
        #if canImport(Glibc)
        #expect(FreedMemory.canRelease)
        #endif
    }

    /// Giving pages back leaves every live value as it was.
    @Test func releasingKeepsWhatIsLive() {
        let kept = (0..<100_000).map { "value \($0)" }
        var freed: [[UInt8]]? = (0..<64).map { [UInt8](repeating: UInt8($0), count: 64 * 1024) }
        #expect(freed?.count == 64)
        freed = nil
        FreedMemory.release(after: FreedMemory.threshold)
        FreedMemory.release(after: 0)
        #expect(kept[99_999] == "value 99999")
        #expect(kept.count == 100_000)
    }
}

extension LintContext {
    /// A whole-number parameter of a copy rule (a word count, a number of marks):
    /// the default when it is missing or not a finite number, clamped to `0...100_000`.
    func copyLimit(_ name: String, default value: Int) -> Int {
        let number = self.number(name, default: Double(value))
        guard number.isFinite else { return value }
        return Int(min(max(number, 0), 100_000))
    }
}

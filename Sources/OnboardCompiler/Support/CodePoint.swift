/// How messages write a character's or a byte's number: `U+001B`, `0xFF`.
enum CodePoint {
    /// `U+` and at least four upper-case hexadecimal digits.
    static func name(_ value: UInt32) -> String {
        "U+" + padded(String(value, radix: 16, uppercase: true), to: 4)
    }

    /// `0x` and two upper-case hexadecimal digits.
    static func byte(_ value: UInt8) -> String {
        "0x" + padded(String(value, radix: 16, uppercase: true), to: 2)
    }

    /// At least four hexadecimal digits, as escapes write them (`001B`, `2028`).
    static func hex(_ value: UInt32, uppercase: Bool = true) -> String {
        padded(String(value, radix: 16, uppercase: uppercase), to: 4)
    }

    private static func padded(_ digits: String, to count: Int) -> String {
        String(repeating: "0", count: max(0, count - digits.count)) + digits
    }
}

import Foundation

/// A day of the Gregorian calendar, as a date field's answer, its bounds and a condition's
/// date literal write it: ISO-8601 `YYYY-MM-DD` (docs/bundle-format.md, "screen"). The one
/// definition the compiler checks dates with and runtimes compare and count ages with.
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, 1 to 9999.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, 1 to the month's last day.
    public let day: Int

    /// The day these numbers name, or nil when there is none (`2026-02-29`, month 13).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Self.days(inMonth: month, of: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    private init(checkedYear year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `text` writes, or nil when it is not exactly `YYYY-MM-DD` (ASCII digits, four
    /// for the year, two for the month and the day) naming a real day: `"2008-02-29"` is one,
    /// `"2007-02-29"`, `"2008-2-9"`, `"2008-02-29T00:00"` and `" 2008-02-29"` are none.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The regular expression of the texts ``init(_:)`` accepts, as JSON Schemas state it:
    /// `YYYY-MM-DD`, years 0001 to 9999, 29 February in leap years only.
    public static let pattern =
        "^((?!0000)[0-9]{4}-((0[13578]|1[02])-(0[1-9]|[12][0-9]|3[01])|(0[469]|11)-(0[1-9]|[12][0-9]|30)"
        + "|02-(0[1-9]|1[0-9]|2[0-8]))|([0-9]{2}(0[48]|[2468][048]|[13579][26])|(0[48]|[2468][048]|[13579][26])00)"
        + "-02-29)$"

    /// The ISO-8601 text, `YYYY-MM-DD`.
    public var description: String {
        func padded(_ value: Int, _ width: Int) -> String {
            String(repeating: "0", count: max(0, width - String(value).count)) + String(value)
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// The whole years completed from this day (a birth date) to `today`: the difference of
    /// the years, less one when `today`'s (month, day) comes before this day's. So someone born
    /// on 29 February turns a year older on 1 March in a year without one. Negative when
    /// `today` is before this day.
    public func age(on today: CalendarDate) -> Int {
        let years = today.year - year
        return (today.month, today.day) < (month, day) ? years - 1 : years
    }

    /// The day it is now in `timeZone` (by default the device's) on the Gregorian calendar.
    public static func today(in timeZone: TimeZone = .current, now: Date = Date()) -> CalendarDate {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: now)
        // A Gregorian calendar gives a day that exists; a year out of 1…9999 is clamped.
        let year = min(max(parts.year ?? 1, 1), 9999)
        return CalendarDate(year: year, month: parts.month ?? 1, day: parts.day ?? 1)
            ?? CalendarDate(checkedYear: year, month: 1, day: 1)
    }

    /// Whether `year` has 29 February (the Gregorian rule).
    static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

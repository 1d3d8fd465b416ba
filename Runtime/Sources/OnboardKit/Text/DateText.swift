import Foundation

extension OnboardingText {
    /// How a date field shows its answer: `iso` (`YYYY-MM-DD`, the answer as the bundle and
    /// conditions carry it) written for ``locale`` with Foundation's date formatting, in the
    /// locale's own calendar (`"Feb 29, 2008"` in `en`, `"29 févr. 2008"` in `fr`). Nil when
    /// `iso` is not a date (``CalendarDate``).
    public func date(_ iso: String, style: DateFormatter.Style = .medium) -> String? {
        CalendarDate(iso).map { Self.format($0, locale: locale, style: style) }
    }

    /// `date` written for the locale `locale` (a BCP-47 tag) in `style` (`.medium` or `.long`;
    /// never a time). The day is the same wherever the device is: it is formatted at noon UTC
    /// in UTC.
    public static func format(_ date: CalendarDate, locale: String, style: DateFormatter.Style = .medium) -> String {
        var gregorian = Calendar(identifier: .gregorian)
        let utc = TimeZone(identifier: "UTC") ?? .current
        gregorian.timeZone = utc
        let components = DateComponents(year: date.year, month: date.month, day: date.day, hour: 12)
        guard let moment = gregorian.date(from: components) else { return date.description }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.timeZone = utc
        formatter.dateStyle = style
        formatter.timeStyle = .none
        return formatter.string(from: moment)
    }
}

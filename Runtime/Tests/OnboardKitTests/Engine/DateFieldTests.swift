import Foundation
import Testing
@testable import OnboardKit

/// Date fields: the day as `YYYY-MM-DD`, bounds, the age rule and its `underAge` target,
/// schemaVersion 4, and the day written for a locale. conformance/vectors/flows/dates plays them.
@Suite("Date fields")
struct DateFieldTests {
    static func day(_ text: String) throws -> CalendarDate { try #require(CalendarDate(text)) }

    @Test(
        "a date is YYYY-MM-DD naming a day that exists",
        arguments: [
            ("2008-02-29", true), ("2000-02-29", true), ("1900-02-29", false), ("2007-02-29", false),
            ("2026-04-31", false), ("2026-13-01", false), ("0000-01-01", false), ("9999-12-31", true),
            ("2026-1-05", false), ("26-01-05", false), (" 2026-01-05", false), ("2026-01-05T00:00", false),
            ("２０２６-01-05", false), ("", false),
        ])
    func parsing(text: String, valid: Bool) throws {
        #expect((CalendarDate(text) != nil) == valid)
        #expect(CalendarDate(text)?.description == (valid ? text : nil))
        let pattern = try Regex(CalendarDate.pattern)
        #expect((text.wholeMatch(of: pattern) != nil) == valid, "the pattern and the parser disagree on \(text)")
    }

    @Test("an age is the whole years completed: born on 29 February, a year older on 1 March")
    func age() throws {
        let born = try Self.day("2008-02-29")
        #expect(born.age(on: try Self.day("2026-02-28")) == 17)
        #expect(born.age(on: try Self.day("2026-03-01")) == 18)
        #expect(born.age(on: try Self.day("2028-02-29")) == 20)
        #expect(try Self.day("2008-11-28").age(on: try Self.day("2026-11-28")) == 18)
        #expect(try Self.day("2008-11-29").age(on: try Self.day("2026-11-28")) == 17)
        #expect(try Self.day("2030-01-01").age(on: try Self.day("2026-11-28")) == -4)
    }

    @Test("today is the local calendar day of the time zone")
    func today() throws {
        let epoch = Date(timeIntervalSince1970: 0)
        let honolulu = try #require(TimeZone(identifier: "Pacific/Honolulu"))
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        #expect(CalendarDate.today(in: honolulu, now: epoch).description == "1969-12-31")
        #expect(CalendarDate.today(in: tokyo, now: epoch).description == "1970-01-01")
    }

    @Test("a date field refuses a malformed day, one out of bounds, then one under the age")
    func problems() throws {
        let field = Input(id: "dob", kind: .date, min: "1900-01-01", max: "2030-12-31", minimumAge: 18)
        let today = try Self.day("2026-11-28")
        #expect(field.problem(with: "", today: today) == nil)
        #expect(field.problem(with: "1990-6-15", today: today) == .malformed)
        #expect(field.problem(with: "1899-12-31", today: today) == .tooEarly)
        #expect(field.problem(with: "2031-01-01", today: today) == .tooLate)
        #expect(field.problem(with: "2010-01-01", today: today) == .underAge)
        #expect(field.problem(with: " 1990-06-15 ", today: today) == nil)
        #expect(InputKind.date.answersWithText && !InputKind.date.isTyped)
    }

    static let screens = """
        [{"id": "a", "role": "form",
          "inputs": [{"id": "dob", "kind": "date", "required": true, "options": [], "minimumAge": 18,
                      "underAge": {"kind": "state", "screen": "a", "state": "young"}},
                     {"id": "other", "kind": "date", "required": false, "options": [], "minimumAge": 21}],
          "buttons": [{"slot": "primary", "action": {"kind": "complete"}}], "swipe": true,
          "states": [{"id": "young", "kind": "error", "buttons": []}]},
         {"id": "b", "role": "completion", "buttons": [{"slot": "primary", "action": {"kind": "complete"}}]}]
        """

    static func bundle(version: Int = 4) throws -> OnboardingBundle {
        try Fixtures.decode(
            """
            {"schemaVersion": \(version), "app": {"id": "t", "name": "T", "platforms": ["ios"], "sourceLocale": "en"},
             "locales": ["en"], "flows": [{"id": "f", "trigger": {"kind": "first-launch"},
             "completion": {"flag": "done", "setOn": ["complete"]}, "screens": \(screens)}]}
            """)
    }

    @Test("under the age, primary leads to underAge; a field without one refuses the date")
    func underAge() throws {
        var environment = ConditionEnvironment()
        environment.today = try Self.day("2026-11-28")
        var session = FlowSession(flow: try Self.bundle().flows[0], environment: environment)
        try session.answer("dob", with: .text("2010-01-01"))
        #expect(session.fieldProblems.isEmpty)
        #expect(session.underAgeTarget == .state(screen: "a", state: "young"))
        #expect(session.isEnabled(.tap(.primary)) && !session.isEnabled(.swipeNext))
        try session.answer("other", with: .text("2008-01-01"))
        #expect(session.fieldProblems == ["other": .underAge])
        #expect(!session.isEnabled(.tap(.primary)))
        try session.answer("other", with: .text("2000-01-01"))
        var adult = session
        try adult.answer("dob", with: .text("1990-01-01"))
        #expect(adult.underAgeTarget == nil && adult.isEnabled(.swipeNext))
        _ = try session.perform(.tap(.primary))
        #expect(session.stateID == "young" && !session.isEnded)
    }

    @Test("a bundle with a date field needs schemaVersion 4; it is written with 4")
    func needsVersion4() throws {
        #expect(OnboardingBundle.schemaVersion(for: try Self.bundle().flows) == 4)
        #expect(
            throws: BundleError.requiresNewerSchemaVersion(
                found: 3, required: 4, reason: "input 'dob' of screen 'a' is a date field")
        ) { try Self.bundle(version: 3) }
    }

    @Test("a date is written for the locale, the same day wherever the device is")
    func formatting() throws {
        let day = try Self.day("2008-02-29")
        #expect(OnboardingText.format(day, locale: "en", style: .medium) == "Feb 29, 2008")
        #expect(OnboardingText.format(day, locale: "en", style: .long) == "February 29, 2008")
        #expect(OnboardingText.format(day, locale: "de", style: .long) == "29. Februar 2008")
    }
}

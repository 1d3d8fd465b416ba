import Testing
import OnboardKit

/// How OnboardKit evaluates a condition (docs/conditions.md, "Evaluating"), beyond the
/// conformance vectors: what they cannot show.
@Suite struct ConditionEvaluationTests {
    private static let version = ConditionReference(kind: .appVersion, type: .version)
    private static let age = ConditionReference(kind: .answer, id: "age", type: .number)

    private func context(version: String = "2.4.1", age: String? = nil) -> ConditionContext {
        ConditionContext(
            answers: age.map { ["age": .text($0)] } ?? [:], appVersion: version, language: "en")
    }

    @Test func versionsOfAnySizeCompareNumberByNumber() {
        let big = context(version: "1.99999999999999999999999")
        #expect(big.evaluate(.gt(ref: Self.version, value: .string("1.99999999999999999999998"))))
        #expect(big.evaluate(.lt(ref: Self.version, value: .string("2"))))
        #expect(context(version: "007.0").evaluate(.eq(ref: Self.version, value: .string("7"))))
    }

    @Test func aLiteralOfAnotherTypeComparesWithNothing() {
        let condition = Condition.eq(ref: Self.version, value: .number(2))
        #expect(!context().evaluate(condition))
        #expect(context().evaluate(.ne(ref: Self.version, value: .number(2))))
        #expect(!context().evaluate(.ge(ref: Self.version, value: .string("two"))))
        #expect(!context(age: "3").evaluate(.ge(ref: Self.age, value: .string("2"))))
        #expect(!context().evaluate(.contains(ref: Self.age, value: .string("3"))))
    }

    @Test func aReferenceReadAsAnotherTypeIsAbsent() {
        let platformAsNumber = ConditionReference(kind: .platform, type: .number)
        #expect(!context().evaluate(.has(ref: platformAsNumber)))
        let answerWithoutID = ConditionReference(kind: .answer, type: .number)
        #expect(!context(age: "3").evaluate(.has(ref: answerWithoutID)))
    }

    @Test(arguments: [
        ("42", 42.0), ("-3.5", -3.5), ("+2", 2), (".5", 0.5), ("5.", 5), ("007", 7), ("\u{00A0}8\t", 8),
        // Digits of any script, as a number field accepts them: Arabic-Indic, Devanagari, full-width.
        ("١٢", 12), ("٤٢.٥", 42.5), ("४२", 42), ("４２", 42),
    ])
    func numberFieldsReadDecimalText(text: String, number: Double) {
        #expect(context(age: text).evaluate(.eq(ref: Self.age, value: .number(number))))
    }

    @Test(arguments: ["1e3", "0x10", "NaN", "inf", "-", ".", "1.2.3", "3,5", "4 2", "١٢٫٥", "Ⅻ"])
    func otherTextIsNoNumber(text: String) {
        #expect(!context(age: text).evaluate(.has(ref: Self.age)))
    }

    @Test func allAndAnyStopAtTheFirstThatDecides() {
        // Nothing to observe but the result: an empty `all` is true, an empty `any` false.
        #expect(context().evaluate(.alwaysTrue))
        #expect(!context().evaluate(.alwaysFalse))
        #expect(!context().evaluate(.all(of: [.alwaysTrue, .alwaysFalse, .alwaysTrue])))
        #expect(context().evaluate(.any(of: [.alwaysFalse, .alwaysTrue])))
        #expect(Condition.alwaysTrue.isTrue(in: context()))
    }
}

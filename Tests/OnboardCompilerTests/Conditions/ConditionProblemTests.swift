import BundleFormat
import Testing

@testable import OnboardCompiler

/// Every problem a condition can have, at the characters it names: `⟦…⟧` in the text
/// marks the range the problem must point at (the markers are removed before reading).
@Suite struct ConditionProblemTests {
    static let scope = ConditionScope(
        inputs: [
            "goal": .init(kind: .singleChoice, options: ["sleep", "focus"]),
            "diets": .init(kind: .multipleChoice, options: ["vegan", "vegetarian"]),
            "agree": .init(kind: .checkbox), "age": .init(kind: .number), "nickname": .init(kind: .text),
            "dob": .init(kind: .date),
        ],
        attributes: ["isReturning": .bool, "plan": .string, "visits": .number, "minOS": .version])

    /// The text without markers, and the range between them.
    static func marked(_ text: String) -> (String, Range<Int>) {
        let start = text.distance(from: text.startIndex, to: text.firstIndex(of: "⟦")!)
        let end = text.distance(from: text.startIndex, to: text.firstIndex(of: "⟧")!) - 1
        return (text.replacingOccurrences(of: "⟦", with: "").replacingOccurrences(of: "⟧", with: ""), start..<end)
    }

    static let cases: [(text: String, kind: ConditionProblem.Kind, message: String)] = [
        // Syntax
        ("⟦⟧", .syntax, "the condition is empty"),
        ("answer.goal ⟦=⟧ \"sleep\"", .syntax, "`=` cannot start a part of a condition"),
        ("answer.goal == \"sleep\" ⟦&⟧ platform == \"ios\"", .syntax, "`&` cannot start a part of a condition"),
        ("answer.goal == ⟦\"sleep⟧", .syntax, "the string is not closed"),
        ("answer.goal == \"sl⟦\\n⟧eep\"", .syntax, "a string can escape only"),
        ("⟦plaftorm⟧ == \"ios\"", .syntax, "`plaftorm` is not something a condition can read"),
        ("app.⟦name⟧ == \"x\"", .syntax, "`app.` is followed by `version`"),
        ("answer.goal == \"sleep\" ⟦platform⟧", .syntax, "expected `&&`, `||` or the end of the condition"),
        ("(answer.agree ⟦⟧", .syntax, "expected `)`"),
        ("has(⟦\"x\"⟧)", .syntax, "expected a reference such as `answer.goal`"),
        ("answer.goal in [\"sleep\", ⟦platform⟧]", .syntax, "a list holds values"),
        ("answer.goal == ⟦&&⟧", .syntax, "expected a reference such as `answer.goal`, a value"),
        // Unknown references
        ("answer.⟦gaol⟧ == \"sleep\"", .unknownReference, "no input of this flow has the id `gaol`"),
        ("attribute.⟦isReturnin⟧", .unknownReference, "the spec declares no attribute `isReturnin`"),
        ("experiment.⟦headline⟧ == \"b\"", .unknownReference, "the spec declares no experiment `headline`"),
        // Types
        ("answer.goal == ⟦\"sleeep\"⟧", .type, "`answer.goal` cannot be \"sleeep\""),
        ("platform == ⟦\"web\"⟧", .type, "`platform` cannot be \"web\""),
        ("app.version >= ⟦\"2.x\"⟧", .type, "\"2.x\" is not a version"),
        ("app.version >= ⟦2⟧", .type, "`app.version` is a version; a number cannot be compared with it"),
        ("answer.age > ⟦\"18\"⟧", .type, "`answer.age` is a number; text cannot be compared with it"),
        ("answer.goal ⟦<⟧ \"sleep\"", .type, "`<` orders numbers, versions and dates"),
        ("answer.dob < ⟦\"2007-02-29\"⟧", .type, "\"2007-02-29\" is not a date that exists"),
        ("answer.dob >= ⟦\"2008-1-1\"⟧", .type, "\"2008-1-1\" is not a date that exists"),
        ("answer.dob > ⟦18⟧", .type, "`answer.dob` is a date; a number cannot be compared with it"),
        ("answer.dob ⟦in⟧ [\"2008-01-01\"]", .type, "`in [ … ]` asks about text"),
        ("⟦answer.dob⟧", .type, "`answer.dob` is a date, not a condition on its own"),
        ("answer.diets ⟦==⟧ \"vegan\"", .type, "`answer.diets` is a set of options"),
        ("⟦answer.goal⟧", .type, "`answer.goal` is text, not a condition on its own"),
        ("⟦\"sleep\"⟧", .type, "a value alone is not a condition"),
        ("answer.goal ⟦==⟧ answer.nickname", .type, "both sides here are references"),
        ("⟦has(answer.agree)⟧ == true", .type, "one side of a comparison is a reference"),
        ("\"vegan\" in ⟦answer.goal⟧", .type, "`VALUE in REFERENCE` asks about a multiple choice"),
        ("⟦\"vegann\"⟧ in answer.diets", .type, "`answer.diets` cannot be \"vegann\""),
        ("answer.age ⟦in⟧ [1, 2]", .type, "`in [ … ]` asks about text"),
        ("answer.goal in ⟦answer.nickname⟧", .type, "`in` takes a reference and a list"),
        ("attribute.isReturning == ⟦\"yes\"⟧", .type, "`attribute.isReturning` is a yes-or-no value; text cannot"),
    ]

    @Test(arguments: cases)
    func aProblemPointsAtItsCharacters(text: String, kind: ConditionProblem.Kind, message: String) throws {
        let (source, expected) = Self.marked(text)
        let result = ConditionChecker.check(source, in: Self.scope)
        guard case .failure(let errors) = result else {
            Issue.record("`\(source)` was accepted")
            return
        }
        let problem = try #require(errors.problems.first)
        #expect(errors.problems.count == 1, "\(errors.problems.map(\.message))")
        #expect(problem.kind == kind)
        let range =
            source.distance(
                from: source.startIndex, to: problem.range.lowerBound)..<source.distance(
                from: source.startIndex, to: problem.range.upperBound)
        #expect(range == expected, "`\(source)`: \(problem.message)")
        #expect(problem.message.contains(message), "\(problem.message)")
    }

    /// Every reference and type problem is reported, not only the first.
    @Test func everyProblemOfAConditionIsReported() {
        let result = ConditionChecker.check(
            "answer.gaol == \"x\" && platform == \"web\" || attribute.nope", in: Self.scope)
        guard case .failure(let errors) = result else {
            Issue.record("accepted")
            return
        }
        #expect(errors.problems.map(\.kind) == [.unknownReference, .type, .unknownReference])
    }

    @Test func aDidYouMeanNamesTheClosestOption() throws {
        guard case .failure(let errors) = ConditionChecker.check("answer.goal == \"sleeep\"", in: Self.scope) else {
            Issue.record("accepted")
            return
        }
        #expect(errors.problems.first?.help == "did you mean \"sleep\"? it is one of \"sleep\", \"focus\"")
    }

    /// Nesting is bounded, so no condition can exhaust the stack.
    @Test func deepNestingIsAProblemNotACrash() {
        let deep = String(repeating: "!", count: 10_000) + "attribute.isReturning"
        let parens =
            String(repeating: "(", count: 10_000) + "attribute.isReturning" + String(repeating: ")", count: 10_000)
        for text in [deep, parens] {
            guard case .failure(let errors) = ConditionChecker.check(text, in: Self.scope) else {
                Issue.record("accepted")
                continue
            }
            #expect(errors.problems.first?.message == "the condition nests deeper than 64 levels")
        }
    }
}

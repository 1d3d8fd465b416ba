import BundleFormat
import Foundation
import Testing

@testable import OnboardCompiler

/// A bundle's condition written back as a writer writes it (`ConditionText`, what `graph`
/// and `diff` show): every vector's tree reads back to itself, and the text reads as written.
@Suite struct ConditionTextTests {
    typealias Vector = ConditionVectorTests.Vector

    @Test(arguments: ConditionVectorTests.files)
    func everyTreeReadsBackToItself(file: String) throws {
        let vector = try JSONDecoder().decode(
            Vector.self, from: Data(contentsOf: ConditionVectorTests.folder.appendingPathComponent(file)))
        for testCase in vector.cases where testCase.source != nil {
            let text = ConditionText.text(testCase.condition)
            switch ConditionChecker.check(text, in: vector.conditionScope) {
            case .success(let condition):
                #expect(condition == testCase.condition, "\(file): `\(testCase.source ?? "")` written `\(text)`")
            case .failure(let errors):
                Issue.record("\(file): `\(text)`: \(errors.problems.map(\.message))")
            }
        }
    }

    static let scope = ConditionScope(
        inputs: [
            "goal": .init(kind: .singleChoice, options: ["sleep", "focus"]),
            "diets": .init(kind: .multipleChoice, options: ["vegan"]), "agree": .init(kind: .checkbox),
            "age": .init(kind: .number), "nickname": .init(kind: .text),
        ],
        attributes: ["isReturning": .bool, "visits": .number])

    /// Written as the writer wrote it, but for what the tree does not keep: a literal on the
    /// left, `== true`, redundant parentheses; a negated comparison keeps its parentheses.
    @Test(arguments: [
        (#"answer.goal == "sleep" && platform == "ios""#, #"answer.goal == "sleep" && platform == "ios""#),
        (
            #"(answer.goal == "sleep" || answer.agree) && !has(answer.age)"#,
            #"(answer.goal == "sleep" || answer.agree) && !has(answer.age)"#
        ),
        (#"!(answer.goal == "sleep")"#, #"!(answer.goal == "sleep")"#),
        ("!answer.agree", "!answer.agree"),
        ("answer.agree == true", "answer.agree"),
        ("answer.agree == false", "answer.agree == false"),
        ("3 <= attribute.visits", "attribute.visits >= 3"),
        (#""vegan" in answer.diets"#, #""vegan" in answer.diets"#),
        (
            #"locale.language in ["ar", "he"] || locale.region != "SA""#,
            #"locale.language in ["ar", "he"] || locale.region != "SA""#
        ),
        (#"app.version >= "2.4" && attribute.isReturning"#, #"app.version >= "2.4" && attribute.isReturning"#),
        ("((answer.age > 2.5))", "answer.age > 2.5"),
        ("answer.age < -0.0000001", "answer.age < -0.0000001"),
        ("answer.age < 12345678901234567890", "answer.age < 12345678901234567000"),
        ("true || !false", "true || !false"),
        (#"answer.nickname == "say \"hi\" \\ ok""#, #"answer.nickname == "say \"hi\" \\ ok""#),
    ])
    func readsAsWritten(source: String, written: String) throws {
        let condition = try ConditionChecker.check(source, in: Self.scope).get()
        #expect(ConditionText.text(condition) == written)
        #expect(try ConditionChecker.check(written, in: Self.scope).get() == condition)
    }
}

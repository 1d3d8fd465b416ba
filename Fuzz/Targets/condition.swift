import BundleFormat
import Foundation
import OnboardKit

@testable import OnboardCompiler

/// Fuzz target `condition`: the input is a condition (docs/conditions.md) twice over.
///
/// As text, as a writer writes it: read, checked against a scope with an input of every
/// kind and an attribute of every type, and lowered to the bundle's tree (the compiler's
/// `Conditions/`); a problem must point inside the text, and a tree must survive the
/// bundle's encoder and decoder unchanged and evaluate in contexts on both platforms.
///
/// As JSON, as a runtime receives a tree in a bundle: decoded by BundleFormat's
/// `Condition` (a closed vocabulary), then evaluated by OnboardKit in the same contexts.
let scope = ConditionScope(
    inputs: [
        "goal": .init(kind: .singleChoice, options: ["sleep", "focus"]),
        "diets": .init(kind: .multipleChoice, options: ["vegan", "vegetarian"]),
        "agree": .init(kind: .checkbox), "age": .init(kind: .number), "nickname": .init(kind: .text),
        "mail": .init(kind: .email), "dob": .init(kind: .date),
    ],
    attributes: ["isReturning": .bool, "plan": .string, "visits": .number, "minOS": .version])

let contexts = [
    ConditionContext(platform: "ios", appVersion: "2.4.1", language: "en"),
    ConditionContext(
        answers: [
            "goal": .choice("sleep"), "diets": .choices(["vegan"]), "agree": .checked(true), "age": .text("٤٢"),
            "nickname": .text(" Sam "), "dob": .text("2008-02-29"),
        ],
        attributes: ["isReturning": .bool(true), "plan": .string("pro"), "visits": .number(3), "minOS": .string("17")],
        platform: "android", appVersion: "10.0", language: "ar", region: "SA"),
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    let text = String(decoding: bytes, as: UTF8.self)
    switch ConditionChecker.check(text, in: scope) {
    case .success(let condition):
        let encoded = try! JSONEncoder().encode(condition)
        precondition(try! JSONDecoder().decode(Condition.self, from: encoded) == condition, "the tree changed")
        for context in contexts { _ = context.evaluate(condition) }
    case .failure(let errors):
        precondition(!errors.problems.isEmpty)
        for problem in errors.problems {
            precondition(problem.range.lowerBound >= text.startIndex && problem.range.upperBound <= text.endIndex)
            _ = SourceSpan(
                file: "fuzz.yaml", start: .init(line: 1, column: 1, offset: 0),
                end: .init(
                    line: 1, column: 1 + text.unicodeScalars.count, offset: text.utf8.count)
            ).locating(problem.range, in: text)
        }
    }
    if let tree = try? JSONDecoder().decode(Condition.self, from: bytes) {
        for context in contexts { _ = context.evaluate(tree) }
    }
    return 0
}

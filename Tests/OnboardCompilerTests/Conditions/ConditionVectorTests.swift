import BundleFormat
import Foundation
import Testing

@testable import OnboardCompiler

/// The compiler's half of the condition vectors (conformance/vectors/condition,
/// docs/conformance.md): each case's `source`, checked against the vector's `scope`,
/// lowers to exactly the case's `condition`, the tree every runtime evaluates.
@Suite struct ConditionVectorTests {
    struct Vector: Decodable {
        struct Scope: Decodable {
            struct Input: Decodable {
                var kind: InputKind
                var options: [String]?
            }

            var inputs: [String: Input]?
            var attributes: [String: ConditionReference.ValueType]?
            var experiments: [String: [String]]?
        }

        struct Case: Decodable {
            /// The text a writer writes; none for a case only a runtime reads (an experiment's
            /// variant, which no spec can declare yet).
            var source: String?
            var condition: Condition
        }

        var description: String
        var scope: Scope?
        var cases: [Case]

        var conditionScope: ConditionScope {
            ConditionScope(
                inputs: (scope?.inputs ?? [:]).mapValues { .init(kind: $0.kind, options: $0.options ?? []) },
                attributes: scope?.attributes ?? [:], experiments: scope?.experiments ?? [:])
        }
    }

    static let folder = PackageRoot.appending("conformance/vectors/condition")

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }
            .sorted()
    }

    @Test func thereAreConditionVectorsWithSources() throws {
        #expect(Self.files.count >= 3)
        let sources = try Self.files.map {
            try JSONDecoder().decode(Vector.self, from: Data(contentsOf: Self.folder.appendingPathComponent($0)))
        }.flatMap(\.cases).compactMap(\.source)
        #expect(sources.count >= 80)
    }

    @Test(arguments: files)
    func everySourceLowersToItsTree(file: String) throws {
        let vector = try JSONDecoder().decode(
            Vector.self, from: Data(contentsOf: Self.folder.appendingPathComponent(file)))
        #expect(!vector.cases.isEmpty)
        for testCase in vector.cases {
            guard let source = testCase.source else { continue }
            switch ConditionChecker.check(source, in: vector.conditionScope) {
            case .success(let condition):
                #expect(condition == testCase.condition, "\(file): `\(source)`")
            case .failure(let errors):
                Issue.record("\(file): `\(source)`: \(errors.problems.map(\.message))")
            }
        }
    }
}

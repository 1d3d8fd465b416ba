import Foundation
import Testing

@testable import OnboardCompiler

@Suite struct RuleRegistryTests {
    static let rulesFolder = PackageRoot.appending("Sources/OnboardCompiler/Lint/Rules")

    @Test func idsAreUniqueAndKebabCase() {
        let ids = RuleRegistry.descriptions.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids { #expect(SpecDecoder.isIdentifier(id), "\(id) is not kebab-case") }
    }

    @Test func everyRuleHasPassingAndFailingExamplesAndARationale() {
        for rule in RuleRegistry.descriptions {
            #expect(rule.examples.contains { !$0.fails }, "\(rule.id) has no passing example")
            #expect(rule.examples.contains { $0.fails }, "\(rule.id) has no failing example")
            #expect(!rule.rationale.isEmpty && !rule.summary.isEmpty)
        }
    }

    /// A rule's type is its id in UpperCamelCase (`copy-damaged` is `CopyDamaged`), in
    /// `Lint/Rules/<Category>/<Type>.swift`: a finding's id leads straight to its code.
    @Test func everyRuleTypeIsNamedAfterItsId() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: Self.rulesFolder.path)
        for rule in RuleRegistry.rules {
            let id = type(of: rule).description.id
            let name = id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            #expect(String(describing: type(of: rule)) == name, "the rule \(id) is \(type(of: rule))")
            #expect(files.contains { $0.hasSuffix("/\(name).swift") }, "no file \(name).swift for \(id)")
        }
    }

    /// Each file in Lint/Rules/ (but the category lists) holds one registered rule.
    @Test func everyRuleFileIsRegistered() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: Self.rulesFolder.path)
            .filter { $0.hasSuffix(".swift") && !$0.hasSuffix("Rules.swift") }
        let names = Set(RuleRegistry.rules.map { String(describing: type(of: $0)) })
        #expect(
            files.count == RuleRegistry.rules.count,
            "\(files.count) rule files, \(RuleRegistry.rules.count) registered rules")
        for file in files {
            let name = String(file.split(separator: "/").last!.dropLast(".swift".count))
            #expect(
                names.contains(name), "Lint/Rules/\(file) is not registered (or its type is not named after the file)")
        }
    }
}

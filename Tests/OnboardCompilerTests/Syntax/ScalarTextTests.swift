import Testing
@testable import OnboardCompiler

extension SyntaxTests {
    /// Scalars keep exactly the text written: no YAML 1.1 implicit typing
    /// ("the Norway problem"), only YAML's own quoting, escaping and folding.
    @Suite struct ScalarTextTests {
        static let lookalikes = [
            "no", "on", "yes", "1.10", "0123", "2024-03-01", "~", "NO", "off",
            "true", "False", "null", "0x1F", "1e3", ".inf", "+12", "12:30",
        ]

        @Test(arguments: lookalikes)
        func plainValueStaysTheTextWritten(_ text: String) {
            let parsed = parse("value: \(text)\nlist: [\(text)]\n")
            #expect(parsed.diagnostics.isEmpty)
            #expect(parsed.root?["value"]?.scalar == Node.Scalar(text: text, style: .plain))
            #expect(parsed.root?["list"]?[0]?.scalar == Node.Scalar(text: text, style: .plain))
        }

        @Test func quotingStyleIsKept() {
            let root = parse("a: 'no'\nb: \"yes\"\n").root
            #expect(root?["a"]?.scalar == Node.Scalar(text: "no", style: .singleQuoted))
            #expect(root?["b"]?.scalar == Node.Scalar(text: "yes", style: .doubleQuoted))
        }

        @Test func blockScalars() {
            let root = parse("lit: |\n  one\n  two\nfold: >\n  one\n  two\nkeep: |+\n  x\n\nstrip: >-\n  y\n").root
            #expect(root?["lit"]?.scalar == Node.Scalar(text: "one\ntwo\n", style: .literal))
            #expect(root?["fold"]?.scalar == Node.Scalar(text: "one two\n", style: .folded))
            #expect(root?["keep"]?.text == "x\n\n")
            #expect(root?["strip"]?.text == "y")
        }

        @Test func escapesIncludingNULAreDecoded() {
            let root = parse(#"a: "x\0y\u00e9\t\"""#).root
            #expect(root?["a"]?.text == "x\u{0}yé\t\"")
        }

        @Test func multiLinePlainScalarFolds() {
            let root = parse("a: one\n  two\n\n  three   \n").root
            #expect(root?["a"]?.text == "one two\nthree")
        }
    }
}

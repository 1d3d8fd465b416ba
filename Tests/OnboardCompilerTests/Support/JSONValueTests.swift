import Foundation
import Testing
@testable import OnboardCompiler

@Suite struct JSONValueTests {
    @Test func controlCharactersAreEscaped() {
        let text = JSONValue.string("q\" b\\ n\n r\r t\t \u{0}\u{1}\u{8}\u{C}\u{1F}\u{7F} \u{2028}\u{2029}")
            .serialized()
        #expect(text == #""q\" b\\ n\n r\r t\t \u0000\u0001\b\f\u001f\u007f \u2028\u2029""# + "\n")
        #expect(!text.dropLast().unicodeScalars.contains { $0.value < 0x20 })
    }

    /// JSON has no NaN or infinity: they are written as null, and the text stays JSON.
    @Test func nonFiniteNumbersAreNull() throws {
        let text = JSONValue.array([.double(.nan), .double(.infinity), .double(-.infinity), .double(1.5)]).serialized()
        #expect(text == "[\n  null,\n  null,\n  null,\n  1.5\n]\n")
        #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) is [Any])
    }

    @Test func escapedTextParsesBackExactly() throws {
        let original = "\u{0}\u{1F}\"\\/\u{7F}\u{2028} é 👩‍👩‍👧 مرحبا"
        let text = JSONValue.array([.string(original)]).serialized()
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String]
        #expect(parsed == [original])
    }

    @Test func keysAreSortedByCodePoint() {
        // UTF-16 order would put the emoji (a surrogate pair, 0xD83D…) before U+FF61.
        let keys = ["b", "a", "B", "_", "é", "\u{FF61}", "😀", "aa", ""]
        let object = JSONValue.object(Dictionary(uniqueKeysWithValues: keys.map { ($0, JSONValue.null) }))
        let written = object.serialized().split(separator: "\n").dropFirst().dropLast().map {
            String($0.drop { $0 == " " }.dropFirst().prefix { $0 != "\"" })
        }
        #expect(written == ["", "B", "_", "a", "aa", "b", "é", "\u{FF61}", "😀"])
    }

    @Test(arguments: [
        (0.3, "0.3"), (2.0, "2"), (1e-05, "1e-05"), (-0.0, "0"), (-1.5, "-1.5"),
        (0.1 + 0.2, "0.30000000000000004"), (1.0 / 3.0, "0.3333333333333333"), (123456789.0, "123456789"),
    ])
    func numbersUseShortestStableForm(value: Double, expected: String) throws {
        let text = JSONValue.double(value).serialized()
        #expect(text == expected + "\n")
        #expect(Double(expected) == value)
        // Valid JSON (Foundation's parser on Linux is not exact for 17 digits, so only the syntax is checked here).
        #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)) is NSNumber)
    }

    @Test func layoutIsTwoSpacesLFAndOneTrailingNewline() {
        let value: JSONValue = .object([
            "list": .array([.int(1), .bool(true), .null]), "empty": .object([:]),
            "none": .array([]),
        ])
        let text = value.serialized()
        #expect(
            text == """
                {
                  "empty": {},
                  "list": [
                    1,
                    true,
                    null
                  ],
                  "none": []
                }

                """)
        #expect(!text.contains("\r") && text.hasSuffix("}\n") && !text.hasSuffix("\n\n"))
        #expect(JSONValue.object(["k": .int(1)]).serialized(style: .xcode) == "{\n  \"k\" : 1\n}\n")
    }

    @Test func nilMembersAreOmitted() {
        let value = JSONValue.object(["a": JSONValue?.none, "b": .some(.int(2))])
        #expect(value == .object(["b": .int(2)]))
    }
}

import Foundation
import Testing

@testable import OnboardCompiler

/// `onboardc check-bundles`: a compiled app passes; each kind of damage a client must
/// not ship is one diagnostic at the member it is about.
@Suite struct BundleCheckTests {
    static let spec = specYAML(
        screens: """
            - id: first
              role: welcome
              title: Hello
              primary: { label: Next, action: go, to: second }
            - id: second
              role: information
              title: Bye
              primary: Done
            """)

    /// The compiled app written to a fresh folder, each file passed through `edit` (path → text → text).
    static func app(_ edit: (String, String) -> String? = { $1 }) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("BundleCheck-\(UUID().uuidString)")
        for file in compile(spec).result.outputs {
            guard let text = edit(file.path, String(decoding: file.bytes, as: UTF8.self)) else { continue }
            try AtomicFile.write(Array(text.utf8), to: folder.appendingPathComponent(file.path))
        }
        return folder
    }

    /// The check of `folder/demo`, each diagnostic as `code line:column`, with its messages.
    static func check(_ folder: URL) throws -> (places: [String], messages: [String]) {
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try BundleCheck.check(folder.appendingPathComponent("demo").path)
        return (
            result.diagnostics.map { "\($0.code) \($0.span.start.line):\($0.span.start.column)" },
            result.diagnostics.map(\.message)
        )
    }

    /// Line and column (from 1) of the first `needle` in `text`, plus `shift` characters.
    static func position(of needle: String, in text: String, shift: Int = 0) -> String {
        guard let range = text.range(of: needle) else { return "not found: \(needle)" }
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = before.split(separator: "\n", omittingEmptySubsequences: false).last!.unicodeScalars.count + 1
        return "\(line):\(column + shift)"
    }

    static var bundleText: String { compile(spec).text("demo/bundle.json") ?? "" }

    @Test func aCompiledAppPasses() throws {
        #expect(try Self.check(try Self.app()).places == [])
    }

    @Test func aTargetThatPointsAtNothing() throws {
        let text = Self.bundleText.replacingOccurrences(of: #""screen": "second""#, with: #""screen": "third""#)
        let result = try Self.check(try Self.app { $0.hasSuffix("bundle.json") ? text : $1 })
        #expect(result.places == ["bundle-invalid " + Self.position(of: #""screens": ["#, in: text, shift: 11)])
        #expect(result.messages == ["Flow 'onboarding': screen 'first', primary button: no screen 'third'."])
    }

    @Test func twoScreensWithOneID() throws {
        let text = Self.bundleText.replacingOccurrences(of: #""id": "second""#, with: #""id": "first""#)
        let result = try Self.check(try Self.app { $0.hasSuffix("bundle.json") ? text : $1 })
        #expect(result.places == ["bundle-invalid " + Self.position(of: #""screens": ["#, in: text, shift: 11)])
        #expect(result.messages.first?.hasPrefix("Flow 'onboarding': two screens are called 'first'.") == true)
    }

    /// JSON readers keep one of two members with one name, not all the same one.
    @Test func twoMembersWithOneName() throws {
        let text = Self.bundleText.replacingOccurrences(
            of: #""role": "information","#,
            with: #""role": "information", "role": "informaTION","#)
        let result = try Self.check(try Self.app { $0.hasSuffix("bundle.json") ? text : $1 })
        #expect(
            result.places == [
                "bundle-duplicate-member " + Self.position(of: #""role": "informaTION""#, in: text, shift: 8)
            ])
        #expect(result.messages == ["`flows.0.screens.1` has the member `role` twice"])
    }

    @Test func aRequiredMemberMissing() throws {
        let text = Self.bundleText.replacingOccurrences(of: #""role": "information","#, with: "")
        let result = try Self.check(try Self.app { $0.hasSuffix("bundle.json") ? text : $1 })
        // The second screen: the second object at the screens' indentation (8 spaces) after `"screens": [`.
        let screens = try #require(text.range(of: #""screens": ["#))
        let items = text[screens.upperBound...].components(separatedBy: "\n        {\n")
        // Where the second screen's `{` is: past the first separator, the first screen and a line break.
        let brace =
            text.distance(from: text.startIndex, to: screens.upperBound) + items[0].count
            + "\n        {\n".count + items[1].count + 1
        let line = text.prefix(brace).filter { $0 == "\n" }.count + 1
        #expect(result.places == ["bundle-invalid \(line):9"])
        #expect(result.messages == ["`role` is missing"])
    }

    @Test func aKeyTheStringTableLacks() throws {
        let result = try Self.check(
            try Self.app { path, text in
                path.hasSuffix(".xcstrings")
                    ? text.replacingOccurrences(of: #""onboarding.second.title""#, with: #""gone""#) : text
            })
        #expect(
            result.places == [
                "bundle-missing-string " + Self.position(of: #""onboarding.second.title""#, in: Self.bundleText)
            ])
        #expect(
            result.messages == ["`onboarding.second.title` is not in the ios string table `ios/Localizable.xcstrings`"])
    }

    @Test func anAndroidResourceTheTableLacks() throws {
        let result = try Self.check(
            try Self.app { path, text in
                path.hasSuffix("values/strings.xml")
                    ? text.replacingOccurrences(of: #"name="demo_onboarding_first_title""#, with: #"name="x""#)
                    : text
            })
        #expect(
            result.places == [
                "bundle-missing-string " + Self.position(of: #""onboarding.first.title""#, in: Self.bundleText)
            ])
        #expect(result.messages.first?.contains("android string table") == true)
    }

    @Test func aTableTheBundleNamesIsMissing() throws {
        let result = try Self.check(try Self.app { path, text in path.hasSuffix(".xcstrings") ? nil : text })
        #expect(
            result.places == [
                "bundle-missing-table " + Self.position(of: #""ios/Localizable.xcstrings""#, in: Self.bundleText)
            ])
    }

    @Test func anotherSchemaVersion() throws {
        let text = Self.bundleText.replacingOccurrences(of: #""schemaVersion": 2"#, with: #""schemaVersion": 5"#)
        let result = try Self.check(try Self.app { $0.hasSuffix("bundle.json") ? text : $1 })
        #expect(
            result.places == ["bundle-schema-version " + Self.position(of: #""schemaVersion": 5"#, in: text, shift: 17)]
        )
    }

    /// Foundation reports a fraction in a whole-number member without saying where.
    @Test func aFractionWhereAWholeNumberBelongs() throws {
        let text = Self.bundleText.replacingOccurrences(of: #""steps": 2"#, with: #""steps": 2.5"#)
            .replacingOccurrences(of: #""index": 1"#, with: #""index": 1.5"#)
        let result = try Self.check(try Self.app { $0.hasSuffix("bundle.json") ? text : $1 })
        #expect(result.places == ["bundle-invalid 1:1"])
        #expect(
            result.messages == [
                "a number does not fit its member (a fraction where a whole number belongs, or too large)"
            ])
    }

    @Test func notJSON() throws {
        let result = try Self.check(try Self.app { $0.hasSuffix("bundle.json") ? "{\"schemaVersion\": " : $1 })
        #expect(result.places == ["bundle-not-json 1:1"])
    }

    @Test func aWrongType() throws {
        let text = Self.bundleText.replacingOccurrences(of: #""optional": false"#, with: #""optional": "no""#)
        let result = try Self.check(try Self.app { $0.hasSuffix("bundle.json") ? text : $1 })
        #expect(result.places == ["bundle-invalid " + Self.position(of: #""optional": "no""#, in: text, shift: 12)])
        #expect(result.messages == ["expected true or false here"])
    }

    /// Bundles of earlier onboardc versions name the Android table of iOS-only apps too.
    @Test func onlyTheAppsPlatformsNeedTables() throws {
        let ios = specYAML(platforms: "[ios]", screens: "- { id: one, role: welcome, title: Hi, primary: Done }")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("BundleCheck-\(UUID().uuidString)")
        for file in compile(ios).result.outputs {
            var text = String(decoding: file.bytes, as: UTF8.self)
            if file.path.hasSuffix("bundle.json") {
                text = text.replacingOccurrences(
                    of: #""strings": {"#, with: #""strings": {"android": "android/res/values/strings.xml", "#)
            }
            try AtomicFile.write(Array(text.utf8), to: folder.appendingPathComponent(file.path))
        }
        #expect(try Self.check(folder).places == [])
    }

    /// A table path from the bundle is read only where onboardc writes tables.
    @Test(arguments: [
        "../../../../etc/hostname", "ios/../../x.xcstrings", "/etc/passwd", "ios/.xcstrings", "ios/a/b.xcstrings",
    ])
    func aTablePathOutsideTheAppIsNotRead(path: String) throws {
        let text = Self.bundleText.replacingOccurrences(of: #""ios/Localizable.xcstrings""#, with: "\"\(path)\"")
        let result = try Self.check(try Self.app { $0.hasSuffix("bundle.json") ? text : $1 })
        #expect(result.places == ["bundle-invalid-table " + Self.position(of: "\"\(path)\"", in: text)])
        #expect(result.messages == ["`\(path)` is not where onboardc writes the ios string table"])
    }

    @Test func aTableThatDoesNotReadIsADiagnostic() throws {
        let result = try Self.check(try Self.app { path, text in path.hasSuffix(".xcstrings") ? "[1, 2]" : text })
        #expect(
            result.places == [
                "bundle-invalid-table " + Self.position(of: #""ios/Localizable.xcstrings""#, in: Self.bundleText)
            ])
    }

    /// Past 100 missing keys a table gets one diagnostic for the rest.
    @Test func manyMissingKeysAreCounted() throws {
        let keys = (0..<130).map { "\"gone.\($0)\": []" }.joined(separator: ", ")
        let text = Self.bundleText.replacingOccurrences(of: #""placeholders": {}"#, with: "\"placeholders\": {\(keys)}")
        #expect(text != Self.bundleText)
        let result = try Self.check(try Self.app { $0.hasSuffix("bundle.json") ? text : $1 })
        #expect(result.places.count == 2 * 101)
        #expect(result.messages.filter { $0.hasPrefix("30 more keys are not in the") }.count == 2)
        #expect(
            result.places.contains(
                "bundle-missing-string " + Self.position(of: #""android/res/values/strings.xml""#, in: text)))
    }

    @Test func aMissingPathIsAnIOFailure() {
        let error = #expect(throws: DiffFailure.self) { try BundleCheck.check("/nonexistent/generated") }
        #expect(error?.description == "/nonexistent/generated: no such file or folder")
    }
}

/// Positions of members in JSON text, past strings that hold brackets, quotes and commas.
@Suite struct JSONPositionsTests {
    static let text = #"{"a": "x]}\"{,", "b": [1, {"c": [true, null]}, "é"], "d": {"e": -1.5e3}}"#

    @Test(
        arguments: [
            (["a"], 7), (["b"], 23), (["b", "0"], 24), (["b", "1", "c"], 33), (["b", "1", "c", "1"], 40),
            (["b", "2"], 48), (["d", "e"], 65), ([], 1), (["zz"], 1), (["b", "9"], 23), (["d", "e", "f"], 65),
        ] as [([String], Int)])
    func column(path: [String], column: Int) {
        let location = JSONPositions.location(of: path, in: Array(Self.text.utf8))
        #expect(location.line == 1)
        #expect(location.column == column)
    }

    /// A key written with escapes names the member it decodes to.
    @Test func escapedKeys() {
        let text = #"{"x": 0, "a\u0062": {"\"q\"": 1}}"#
        #expect(JSONPositions.location(of: ["ab"], in: Array(text.utf8)).column == 21)
        #expect(JSONPositions.location(of: ["ab", "\"q\""], in: Array(text.utf8)).column == 31)
    }

    /// Every name given twice in one object, nested ones included, at both places.
    @Test func duplicateMembers() {
        let text = #"{"a": 1, "b": {"c": [1], "c": 2}, "a": "x", "d": [{"e": 1, "e": 2}], "\u0061": 4}"#
        let found = JSONPositions.duplicateMembers(in: Array(text.utf8))
        #expect(found.map(\.path) == [["b"], [], ["d", "0"], []])
        #expect(found.map(\.name) == ["c", "a", "e", "a"])
        #expect(found.map { [$0.first.column, $0.second.column] } == [[21, 31], [7, 40], [57, 65], [7, 80]])
        #expect(JSONPositions.duplicateMembers(in: Array(#"{"a": {"a": 1}, "b": [{"a": 1}, {"a": 2}]}"#.utf8)) == [])
    }

    /// A CR alone and CR LF each end one line, as editors count them.
    @Test func carriageReturnsEndLines() {
        let text = "{\r  \"a\": {\r\n    \"b\": 1\r  }\r}"
        let location = JSONPositions.location(of: ["a", "b"], in: Array(text.utf8))
        #expect((location.line, location.column) == (3, 10))
    }

    @Test func linesAndColumnsOfAWrittenBundle() {
        let text = "{\n  \"a\": {\n    \"é\": 1,\n    \"b\": [\n      \"x\"\n    ]\n  }\n}\n"
        let location = JSONPositions.location(of: ["a", "b", "0"], in: Array(text.utf8))
        #expect((location.line, location.column) == (5, 7))
    }
}

import Testing
@testable import OnboardCompiler

extension SyntaxTests {
    /// The bounds libyaml lacks: input size, nesting depth and scalar length.
    @Suite struct LimitsTests {
        // MARK: Input size

        @Test func inputTooLargeIsReportedForTheWholeFile() {
            let parsed = parse("a: 0123456789", limits: ParseLimits(maxInputBytes: 10))
            #expect(parsed.document == nil)
            #expect(parsed.brief == ["yaml-input-too-large 1:1"])
            #expect(parsed.diagnostics.first?.message.contains("13 bytes") == true)
            #expect(parsed.diagnostics.first?.message.contains("limit of 10 bytes") == true)
        }

        @Test func inputSizeIsCheckedBeforeAnythingIsRead() {
            // Invalid UTF-8 and broken YAML, but only the size is reported.
            let parsed = parse(
                bytes: [UInt8](repeating: 0xFF, count: 20) + Array("[[[".utf8), limits: ParseLimits(maxInputBytes: 10))
            #expect(parsed.brief == ["yaml-input-too-large 1:1"])
        }

        @Test func inputExactlyAtTheLimitIsAccepted() {
            let parsed = parse("a: 0123456", limits: ParseLimits(maxInputBytes: 10))
            #expect(parsed.diagnostics.isEmpty)
            #expect(parsed.root?["a"]?.text == "0123456")
        }

        // MARK: Depth

        @Test func deepFlowNestingStopsAtTheFirstLevelPastTheLimit() {
            let ok = parse(String(repeating: "[", count: 64) + String(repeating: "]", count: 64))
            #expect(ok.diagnostics.isEmpty)
            let deep = parse(String(repeating: "[", count: 65) + String(repeating: "]", count: 65))
            #expect(deep.brief == ["yaml-too-deep 1:65"])
            #expect(deep.diagnostics.first?.span.start.offset == 64)
            #expect(deep.diagnostics.first?.message.contains("64 levels") == true)
        }

        @Test func millionUnclosedBracketsAreRejectedAsTooDeep() {
            let parsed = parse(String(repeating: "[", count: 1_000_000))
            #expect(parsed.document == nil)
            #expect(parsed.brief == ["yaml-too-deep 1:65"])
            #expect(parsed.diagnostics.first?.span.start.offset == 64)
        }

        /// `levels` nested block mappings, one key per line, each indented one more space.
        func blockMappings(_ levels: Int) -> String {
            (0..<levels).map { String(repeating: " ", count: $0) + "a:\n" }.joined()
                + String(repeating: " ", count: levels) + "end"
        }

        @Test func deepBlockMappingNesting() {
            #expect(parse(blockMappings(64)).diagnostics.isEmpty)  // 64 mappings, the last holding `a: end`
            let parsed = parse(blockMappings(65))
            // The 65th mapping starts at its first key, on line 65 after 64 spaces;
            // lines 1…64 hold 3 + 0 … 3 + 63 bytes.
            #expect(parsed.brief == ["yaml-too-deep 65:65"])
            #expect(parsed.diagnostics.first?.span.start.offset == 2208 + 64)
        }

        @Test func deepBlockSequenceNestingOnOneLine() {
            let parsed = parse(String(repeating: "- ", count: 65) + "x")
            #expect(parsed.brief == ["yaml-too-deep 1:129"])
        }

        @Test func depthLimitIsConfigurable() {
            #expect(parse("a: {b: [c]}", limits: ParseLimits(maxDepth: 3)).diagnostics.isEmpty)
            let parsed = parse("a: {b: [[c]]}", limits: ParseLimits(maxDepth: 3))
            #expect(parsed.brief == ["yaml-too-deep 1:9"])
            #expect(parsed.diagnostics.first?.message.contains("3 levels") == true)
        }

        @Test func eventLayerStopsAtTheDepthLimitToo() {
            let source = SourceFile(path: "deep.yaml", text: String(repeating: "[", count: 1_000))
            let (events, error) = EventNotation.render(source, limits: ParseLimits(maxDepth: 2))
            #expect(events == "+STR\n+DOC\n+SEQ []\n+SEQ []\n")
            #expect(error?.brief == "yaml-too-deep 1:3")
        }

        // MARK: Scalar length

        @Test func scalarLongerThanTheLimit() {
            let limits = ParseLimits(maxScalarBytes: 8)
            #expect(parse("a: 12345678", limits: limits).diagnostics.isEmpty)
            let parsed = parse("a: 123456789", limits: limits)
            #expect(parsed.brief == ["yaml-scalar-too-long 1:4"])
            #expect(parsed.diagnostics.first?.span.at == "1:4@3-1:13@12")
            #expect(parsed.diagnostics.first?.message.contains("9 bytes") == true)
        }

        @Test func scalarLengthCountsBytesNotCharacters() {
            // Five characters, ten bytes.
            let parsed = parse("a: ééééé", limits: ParseLimits(maxScalarBytes: 8))
            #expect(parsed.brief == ["yaml-scalar-too-long 1:4"])
            #expect(parsed.diagnostics.first?.message.contains("10 bytes") == true)
        }

        @Test func defaultLimits() {
            let limits = ParseLimits.default
            #expect(limits.maxInputBytes == 4 * 1024 * 1024)
            #expect(limits.maxDepth == 64)
            #expect(limits.maxScalarBytes == 64 * 1024)
            #expect(limits.maxAliasNodes == 10_000)
        }
    }
}

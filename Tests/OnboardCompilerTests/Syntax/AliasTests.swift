import Testing
@testable import OnboardCompiler

extension SyntaxTests {
    /// Anchors and aliases: expanded within a node budget, never recursive, never
    /// forward.
    @Suite struct AliasTests {
        @Test func aliasRepeatsTheAnchoredNodeAtTheAliasPlace() throws {
            let parsed = parse("base: &b {x: 1}\ncopy: *b\n")
            #expect(parsed.diagnostics.isEmpty)
            let copy = try #require(parsed.root?["copy"])
            #expect(copy.at == "2:7@22-2:9@24")
            #expect(copy["x"]?.text == "1")
            // The repeated content keeps the place it was written.
            #expect(copy["x"]?.at == "1:14@13-1:15@14")
        }

        @Test func aliasRefersToTheLatestAnchorOfThatName() {
            let root = parse("- &a 1\n- &a 2\n- *a\n").root
            #expect(root?[2]?.text == "2")
        }

        @Test func billionLaughsIsStoppedByTheAliasBudget() {
            let lol = "[" + Array(repeating: "\"lol\"", count: 9).joined(separator: ",") + "]"
            func level(_ name: String, _ previous: String) -> String {
                "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]\n"
            }
            var yaml = "a: &a \(lol)\n"
            for (name, previous) in zip(
                ["b", "c", "d", "e", "f", "g", "h", "i"], ["a", "b", "c", "d", "e", "f", "g", "h"])
            {
                yaml += level(name, previous)
            }
            // Each *d repeats 7381 nodes; lines b–d already spent 8289 of the 10,000.
            let parsed = parse(yaml)
            #expect(parsed.document == nil)
            #expect(parsed.brief == ["yaml-alias-budget 5:8"])
            #expect(parsed.diagnostics.first?.span.at == "5:8@174-5:10@176")
            #expect(parsed.diagnostics.first?.message.contains("10000") == true)
        }

        /// A ten-node anchored list, then `aliases` aliases of it in one flow list.
        func fanOut(_ aliases: Int) -> String {
            "x: &x [a, b, c, d, e, f, g, h, i]\ny: [" + Array(repeating: "*x", count: aliases).joined(separator: ", ")
                + "]\n"
        }

        @Test func wideFanOutWithinTheBudgetIsExpanded() {
            let parsed = parse(fanOut(1_000))  // exactly 10,000 repeated nodes
            #expect(parsed.diagnostics.isEmpty)
            #expect(parsed.root?["y"]?.count == 1_000)
            #expect(parsed.root?["y"]?[999]?.count == 9)
        }

        @Test func wideFanOutPastTheBudgetStopsAtTheAliasThatCrossesIt() {
            let parsed = parse(fanOut(5_000))
            // Alias k (1-based) starts at column 5 + 4(k - 1); line 2 starts at byte 34.
            #expect(parsed.brief == ["yaml-alias-budget 2:4005"])
            #expect(parsed.diagnostics.first?.span.start.offset == 34 + 4004)
        }

        @Test func aliasBudgetIsConfigurable() {
            let parsed = parse("a: &a [1, 2]\nb: *a\nc: *a\n", limits: ParseLimits(maxAliasNodes: 5))
            #expect(parsed.brief == ["yaml-alias-budget 3:4"])
        }

        @Test func selfReferenceIsRecursive() {
            let parsed = parse("&a [*a]")
            #expect(parsed.document == nil)
            #expect(parsed.brief == ["yaml-recursive-alias 1:5"])
            #expect(parsed.diagnostics.first?.span.at == "1:5@4-1:7@6")
        }

        @Test func aliasInsideItsOwnBlockMappingIsRecursive() {
            let parsed = parse("a: &a\n  b: 1\n  c: *a\n")
            #expect(parsed.brief == ["yaml-recursive-alias 3:6"])
        }

        @Test func undefinedAliasIsReportedWhereItIs() {
            let parsed = parse("a: 1\nb: *nope\n")
            #expect(parsed.document == nil)
            #expect(parsed.brief == ["yaml-undefined-alias 2:4"])
            #expect(parsed.diagnostics.first?.span.at == "2:4@8-2:9@13")
            #expect(parsed.diagnostics.first?.message.contains("*nope") == true)
        }

        @Test func aliasBeforeItsAnchorIsUndefined() {
            #expect(parse("a: *x\nb: &x 1\n").brief == ["yaml-undefined-alias 1:4"])
        }
    }
}

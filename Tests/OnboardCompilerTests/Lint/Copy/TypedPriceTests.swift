import Testing

@testable import OnboardCompiler

/// `copy-typed-price`: an amount of money typed into copy, reported at the amount.
/// `helloSpec` puts the fields at line 9, column 9.
@Suite struct TypedPriceTests {
    func findings(_ yaml: String) -> [Diagnostic] {
        lintDiagnostics(yaml, config: .only("copy-typed-price")).filter { $0.code == "copy-typed-price" }
    }

    @Test func eachAmountIsReportedAtItsExactSpan() {
        let found = findings(
            helloSpec(
                #"title: "Only $39.99/year""#,
                #"body: "Then 39,99 € per year, or USD 4.99 a week""#,
                "primary: { label: \"Get it for ¥600\", action: complete }"))
        #expect(
            found.map(\.located) == [
                "copy-typed-price 9:22", "copy-typed-price 10:21", "copy-typed-price 10:42", "copy-typed-price 11:39",
            ])
        #expect(found.map { $0.span.end.column - $0.span.start.column } == [6, 7, 8, 4])
        #expect(
            found.first?.message
                == "the title of screen `hello` has the price '$39.99' typed in; the store charges each user in their own currency"
        )
        #expect(found.first?.help?.hasPrefix("write `{price}`") == true)
        #expect(found.first?.path == "copy[tour.hello.title]")
    }

    @Test func numbersThatAreNotMoneyPass() {
        #expect(
            findings(
                helloSpec(
                    #"title: "3 steps to a greener home""#,
                    #"subtitle: "Progress: 20% full""#,
                    #"body: "Free for 7 days, then {price} per {period}.""#)
            ).isEmpty)
    }
}

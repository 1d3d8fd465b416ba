import Testing

@testable import OnboardCompiler

@Suite struct MoneyAmountsTests {
    func amounts(_ text: String) -> [String] {
        MoneyAmounts.find(in: text).map { String(text[$0]) }
    }

    @Test(arguments: [
        ("Only $39.99 a year", "$39.99"),
        ("Nur 39,99 € im Jahr", "39,99 €"),
        ("Just £5", "£5"),
        ("¥600 / month", "¥600"),
        ("₹499 per month", "₹499"),
        ("Apenas R$ 9,90", "R$ 9,90"),
        ("US$4.99 weekly", "US$4.99"),
        ("USD 4.99 a week", "USD 4.99"),
        ("4.99 EUR weekly", "4.99 EUR"),
        ("4.99EUR weekly", "4.99EUR"),
        ("1,299.00 USD", "1,299.00 USD"),
        ("1.299,00 € einmalig", "1.299,00 €"),
        ("99 kr om året", "99 kr"),
        ("49,99\u{00A0}zł", "49,99\u{00A0}zł"),
        ("99¢ today", "99¢"),
        ("月額600円です", "600円"),
        ("Save 5$", "5$"),
    ])
    func moneyIsFound(_ text: String, _ amount: String) {
        #expect(amounts(text) == [amount])
    }

    @Test func everyAmountOfAText() {
        #expect(amounts("$4.99 a week or $39.99 a year (CHF 35)") == ["$4.99", "$39.99", "CHF 35"])
    }

    @Test(arguments: [
        "3 steps to a greener home",
        "Progress: 20% full",
        "Free for 7 days",
        "Screen {position, number} of {count, number}",
        "Free for {trialLength}, then {price} per {period}.",
        "Package $rc_annual",
        "Version 2.5 is here",
        "Top 10 plants, TOP 5 tips",
        "TRY 7 DAYS FREE",
        "ALL 3 plans",
        "PHP 8 support",
        "5 krill a day",
        "Call 555-1234 at 9:30",
        "$ is a dollar, € a euro",
        "USD or EUR",
        "Plans for 2024",
    ])
    func ordinaryNumbersAreNotMoney(_ text: String) {
        #expect(amounts(text) == [])
    }

    /// Text that names no currency is ruled out before the expression; text that names one is not.
    @Test func currencyIsNeededBeforeTheExpression() {
        #expect(!MoneyAmounts.mayNameCurrency("3 steps, 20% full, 7 days"))
        #expect(!MoneyAmounts.mayNameCurrency("Gründlich, 3 Schritte"))
        #expect(!MoneyAmounts.mayNameCurrency("usd 4.99 is not a code in capitals"))
        for text in ["Only $39.99", "39,99 €", "99 kr", "USD 4.99", "49,99\u{00A0}zł", "600円", "Kč 5", "x EUR"] {
            #expect(MoneyAmounts.mayNameCurrency(text), "\(text)")
        }
    }
}

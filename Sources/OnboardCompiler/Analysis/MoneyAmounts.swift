import Foundation

/// Amounts of money typed into text: a number with a currency symbol or an ISO 4217
/// code right before or after it (`$39.99`, `39,99 €`, `R$ 9,90`, `USD 4.99`, `4.99 EUR`).
/// A number alone ("3 steps", "20% full", "7 days") is not money, nor is a symbol alone.
///
/// Between the currency and the number there may be one space (a normal, no-break or
/// narrow no-break one). The number has digits, optionally grouped (`1,299`, `1.299`,
/// `1 299`) and with up to two decimals (`4.99`, `4,99`). ISO codes are the widely
/// used ones, in capitals and standing alone: codes that are also English words
/// written in capitals (`TOP`, `TRY`, `ALL`, `CUP`, `PHP`) are left out.
enum MoneyAmounts {
    /// Symbols that stand for a currency on either side of a number. The dollar may
    /// carry its country (`US$`, `A$`, `R$`…).
    static let symbols: [String] = [
        "$", "€", "£", "¥", "₹", "₩", "₽", "₺", "₪", "₫", "₱", "₦", "฿", "₴", "₸", "₡", "₲", "₵", "₭", "₮", "₼", "₾",
        "¢", "円", "元", "zł", "kr", "Kč",
    ]
    static let dollarCountries = ["US", "AU", "A", "CA", "C", "NZ", "HK", "S", "SG", "R", "MX", "NT"]

    /// ISO 4217 codes of currencies apps commonly sell in.
    static let codes: [String] = [
        "USD", "EUR", "GBP", "JPY", "CNY", "INR", "BRL", "CAD", "AUD", "NZD", "CHF", "SEK", "NOK", "DKK", "ISK", "PLN",
        "CZK", "HUF", "RON", "BGN", "RUB", "UAH", "KRW", "HKD", "SGD", "TWD", "THB", "MYR", "IDR", "VND", "MXN", "ARS",
        "CLP", "COP", "PEN", "ZAR", "NGN", "EGP", "KES", "SAR", "AED", "ILS", "QAR", "KWD", "PKR", "BDT", "KZT",
    ]

    /// Currency, space, number; or number, space, currency. Neither may be part of a
    /// longer Latin word or number (`$rc_annual`, `v2.5`, `5 krill`); CJK text may
    /// follow or precede (`600円です`).
    private static let regex: LazyRegex = {
        func alternatives(_ items: [String]) -> String {
            items.sorted { $0.count > $1.count }.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|")
        }
        let dollar = "(?:\(alternatives(dollarCountries)))?\\$"
        let currency = "(?:\(dollar)|\(alternatives(symbols.filter { $0 != "$" }))|\(alternatives(codes)))"
        let digits = "\\p{Nd}"
        let number = "(?:\(digits){1,3}(?:[,.\\u0020\\u00A0\\u202F]\(digits){3})+|\(digits)+)(?:[.,]\(digits){1,2})?"
        let space = "[\\u0020\\u00A0\\u202F]?"
        let before = "(?<![\\p{Latin}\\p{N}$])\(currency)\(space)\(number)(?!\\p{N})"
        let after = "(?<![\\p{N}.,])\(number)\(space)\(currency)(?![\\p{Latin}\\p{N}])"
        return LazyRegex("\(before)|\(after)")
    }()

    /// The ranges of the amounts in `text`, in order.
    static func find(in text: String) -> [Range<String.Index>] {
        // Most copy has no digit at all: only ASCII digits or non-ASCII text can hold a
        // number. Nor does it name a currency; then the expression is neither run nor,
        // in a process whose copy never does, compiled (that was most of what linting a
        // few small specs spent on this rule).
        guard text.utf8.contains(where: { (0x30...0x39).contains($0) || $0 >= 0x80 }), mayNameCurrency(text),
            let regex = regex.compiled
        else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range, in: text)
        }
    }

    /// Every currency the expression knows, as UTF-8: the symbols (the dollar's
    /// countries come before a `$`) and the codes.
    private static let currencies: [[UInt8]] = (symbols + codes).map { Array($0.utf8) }

    /// false when no symbol or code of a currency is written in `text`, so that no
    /// amount can be. The expression matches code points exactly (it does not ignore
    /// case), and a sequence of code points is in the text exactly when its UTF-8
    /// bytes are in the text's.
    static func mayNameCurrency(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return currencies.contains { currency in
            guard currency.count <= bytes.count else { return false }
            return (0...(bytes.count - currency.count)).contains { start in
                bytes[start] == currency[0] && bytes[start..<(start + currency.count)].elementsEqual(currency)
            }
        }
    }
}

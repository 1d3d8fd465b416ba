import Foundation

/// `onboardc.yaml`'s `preview:`: the sample prices per product and currency, and the
/// currency each locale is shown in. Which products exist is known only once the specs
/// are read (`PreviewSettings.unknownProducts`).
struct PreviewSettingsDecoder: NodeDecoding {
    let input: DecodeInput

    func settings(_ node: Node) -> PreviewSettings {
        var settings = PreviewSettings()
        guard let map = MappingReader(node, .previewConfig, decoder: self) else { return settings }
        defer { map.finish() }
        if let node = map["prices"] {
            for entry in entries(node, expected: "a mapping of product ids to prices") {
                guard let product = string(entry.key) else { continue }
                let amounts = entries(entry.value, expected: "a mapping of currency codes to amounts (`USD: 49.99`)")
                    .reduce(into: [String: Double]()) { amounts, price in
                        guard let code = currency(price.key), let amount = amount(price.value, in: code) else { return }
                        amounts[code] = amount
                    }
                settings.prices[product] = PreviewSettings.Prices(
                    product: product, span: span(entry.key), amounts: amounts)
            }
        }
        if let node = map["currencies"] {
            for entry in entries(node, expected: "a mapping of locales to currency codes (`es-MX: MXN`)") {
                guard let locale = localeTag(entry.key), let code = currency(entry.value) else { continue }
                settings.currencies[locale] = code
            }
        }
        return settings
    }

    private func entries(_ node: Node, expected: String) -> [Node.Entry] {
        guard case .mapping(let entries) = node.content else {
            typeMismatch(node, expected: expected)
            return []
        }
        return entries
    }

    /// An ISO 4217 code in capitals (`USD`), one Foundation knows.
    private func currency(_ node: Node) -> String? {
        guard let text = string(node) else { return nil }
        guard Self.currencies.contains(text) else {
            sink.emit(.invalidCurrency(text, at: span(node)))
            return nil
        }
        return text
    }

    static let currencies = Set(Locale.commonISOCurrencyCodes)

    /// A decimal amount in `MappingSchema.priceRange` with at most as many decimals as `currency`
    /// has (`JPY`: none).
    private func amount(_ node: Node, in currency: String) -> Double? {
        let decimals = Self.decimals(of: currency)
        guard let scalar = node.scalar, scalar.style == .plain, Self.isDecimalNumber(scalar.text),
            !scalar.text.contains(where: { "eE+-".contains($0) }), let value = Double(scalar.text),
            MappingSchema.priceRange.contains(value),
            scalar.text.split(separator: ".").dropFirst().first.map({ $0.count <= decimals }) ?? true
        else {
            sink.emit(.invalidPrice(node, currency: currency, decimals: decimals, at: span(node)))
            return nil
        }
        return value
    }

    /// How many decimals `currency`'s amounts have, as Foundation writes them (`JPY`: 0, `KWD`: 3).
    static func decimals(of currency: String) -> Int {
        let written = Decimal(1).formatted(.currency(code: currency).locale(Locale(identifier: "en_US_POSIX")))
        guard let point = written.lastIndex(of: ".") else { return 0 }
        return written[written.index(after: point)...].prefix { $0.isASCII && $0.isNumber }.count
    }
}

extension Diagnostic {
    static func invalidCurrency(_ text: String, at span: SourceSpan) -> Diagnostic {
        let upper = text.uppercased()
        let help =
            upper != text && PreviewSettingsDecoder.currencies.contains(upper)
            ? "write the code in capitals: `\(upper)`"
            : Suggestion.help(
                for: upper, in: PreviewSettingsDecoder.currencies.sorted(),
                otherwise: "write the currency's three-letter ISO 4217 code, in capitals: `USD`, `EUR`, `JPY`")
        return Diagnostic(.configInvalidCurrency, "`\(text)` is not a currency code", at: span, help: help)
    }

    static func invalidPrice(_ node: Node, currency: String, decimals: Int, at span: SourceSpan) -> Diagnostic {
        let found = node.scalar.map { "`\($0.text)`" } ?? node.kindName
        let form =
            decimals == 0
            ? "a whole number above 0 (\(currency) has no decimals)"
            : "a number above 0 with at most \(decimals) decimals"
        return Diagnostic(
            .configInvalidPrice, "\(found) is not a price in \(currency)", at: span,
            help: SpecDecoder.isQuoted(node) ? Diagnostic.quotedHelp : "write \(form), without the currency sign")
    }
}

import BundleFormat
import OnboardCompiler
import OnboardKit

/// Every text a preview page shows, in every locale, as OnboardKit gives it to the app:
/// `OnboardingText` over the string tables the compiler wrote, with the locale's fallback
/// chain, placeholders filled with sample values and plurals in the form CLDR gives the
/// sample count. The page's script only picks among these texts; it formats nothing.
///
/// The page asks for a text while it is drawn (`text(_:)`) and gets the first locale's;
/// the book remembers what was asked, and `table()` gives the same texts in every locale;
/// `androidTable()` gives, where they differ, Android's (the compiler's Android table).
final class TextBook {
    /// One text a page element shows: a key, with the values a part of the page fixes
    /// (an announcement's position and count), and the id the element names it by.
    private struct Request {
        var key: String
        var values: [String: TextValue]
        /// A day shown as the locale writes it (a date field's bound), not a key's text.
        var date: CalendarDate? = nil
        /// A text the preview writes itself for each locale (a sample price), not a key's.
        var written: ((String) -> String)? = nil
    }

    let locales: [PreviewLocale]
    let bundle: OnboardingBundle
    private let strings: any LocalizedStrings
    private let android: (any LocalizedStrings)?
    private let samples: [String: SampleValue]
    private var requests: [String: Request] = [:]

    init(
        bundle: OnboardingBundle, strings: any LocalizedStrings, android: (any LocalizedStrings)? = nil,
        samples: [String: SampleValue]
    ) {
        self.bundle = bundle
        self.strings = strings
        self.android = android
        self.samples = samples
        self.locales = PreviewLocale.all(of: bundle)
    }

    /// The id of `key`'s text with `values` fixed, and that text in the first locale.
    func text(_ key: String, fixing values: [String: TextValue] = [:]) -> (id: String, text: String) {
        let id =
            values.isEmpty
            ? key
            : key + "#"
                + values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.sampleText)" }.joined(separator: ",")
        requests[id] = Request(key: key, values: values)
        return (id, render(requests[id]!, in: locales[0].id, from: strings).shown)
    }

    /// The id of `date` written for each locale as OnboardKit writes a date field's answer
    /// (`OnboardingText.date`, medium style), and that text in the first locale.
    func date(_ date: CalendarDate) -> (id: String, text: String) {
        let id = "date#\(date)"
        requests[id] = Request(key: id, values: [:], date: date)
        return (id, render(requests[id]!, in: locales[0].id, from: strings).shown)
    }

    /// A text the preview writes itself, `write(locale)` for each locale, by `id`; and that text in the first locale.
    func written(_ id: String, _ write: @escaping (String) -> String) -> (id: String, text: String) {
        requests[id] = Request(key: id, values: [:], written: write)
        return (id, write(locales[0].id))
    }

    /// Text id → text, per locale id: every text asked for so far.
    func table() -> [String: [String: PreviewText]] {
        var table: [String: [String: PreviewText]] = [:]
        for locale in locales {
            table[locale.id] = requests.mapValues { render($0, in: locale.id, from: strings) }
        }
        return table
    }

    /// `key`'s text in `locale`, as shown first (a plural in its sample's form), for a part
    /// of the page drawn once per locale (the flow map's titles).
    func shown(_ key: String, in locale: String) -> String {
        render(Request(key: key, values: [:]), in: locale, from: strings).shown
    }

    /// Text id → Android's text, per locale id, for the texts Android's tables give otherwise
    /// than `table()`'s; nil for an app not on Android.
    func androidTable() -> [String: [String: PreviewText]]? {
        guard let android else { return nil }
        var table: [String: [String: PreviewText]] = [:]
        for locale in locales {
            table[locale.id] = requests.compactMapValues { request in
                let text = render(request, in: locale.id, from: android)
                return text == render(request, in: locale.id, from: strings) ? nil : text
            }
        }
        return table
    }

    private func render(_ request: Request, in locale: String, from strings: any LocalizedStrings) -> PreviewText {
        if let date = request.date { return .plain(OnboardingText.format(date, locale: locale)) }
        if let write = request.written { return .plain(write(locale)) }
        let text = OnboardingText(bundle: bundle, strings: strings, locale: locale)
        let placeholders = bundle.placeholders[request.key] ?? []
        var values = request.values
        for placeholder in placeholders where values[placeholder.name] == nil {
            values[placeholder.name] = sample(for: placeholder)
        }
        let resolved = text.resolve(request.key, values)
        // A plural shows the form the sample count gives (OnboardKit's text for the sample
        // values) and can be flipped to each other form: the count that governs the plural
        // set to one that reaches it, every other value kept.
        guard let from = resolved.locale, let format = strings.format(forKey: request.key, locale: from),
            let argument = format.pluralArgument(placeholders: placeholders),
            placeholders.indices.contains(argument - 1), request.values[placeholders[argument - 1].name] == nil
        else {
            return .plain(resolved.text)
        }
        let name = placeholders[argument - 1].name
        let sample = values[name]?.sampleInteger ?? 0
        let shown = PluralRules.category(for: sample, locale: from)
        var forms: [PreviewText.Form] = []
        for category in PluralRules.categories(for: from) {
            if category == shown {
                forms.append(.init(category: category.rawValue, count: sample, text: resolved.text))
            } else if let count = Self.count(in: category, locale: from) {
                var flipped = values
                flipped[name] = .integer(count)
                forms.append(.init(category: category.rawValue, count: count, text: text(request.key, flipped)))
            }
        }
        return .plural(forms: forms, shown: forms.firstIndex { $0.category == shown.rawValue } ?? 0)
    }

    /// The spec's sample for `placeholder`, or one made from its type: a store placeholder's
    /// example (`$39.99`), 3 for a number, the name in brackets for any other text.
    private func sample(for placeholder: Placeholder) -> TextValue {
        switch samples[placeholder.name] {
        case .integer(let number)?: return .integer(number)
        case .text(let text)? where placeholder.type != .integer: return .string(text)
        case .text?, nil: break
        }
        if placeholder.type == .integer { return .integer(3) }
        return .string(StorePlaceholder(name: placeholder.name)?.example ?? "[\(placeholder.name)]")
    }

    /// The smallest count CLDR puts in `category` in `locale` (a million for French `many`).
    static func count(in category: PluralCategory, locale: String) -> Int? {
        let candidates = Array(0...200) + [1_000, 10_000, 100_000, 1_000_000, 2_000_000]
        return candidates.first { PluralRules.category(for: $0, locale: locale) == category }
    }
}

extension LocalizedFormat {
    /// The argument (from 1) whose count chooses the plural form: the plural's own
    /// `argNum`; for a `.stringsdict` variable, the placeholder it is named after (the
    /// compiler names each after its placeholder); else the first number placeholder, as
    /// OnboardKit reads a plural without one. Nil for a text without a plural.
    func pluralArgument(placeholders: [Placeholder]) -> Int? {
        switch self {
        case .plural(let forms):
            return forms.argument ?? placeholders.firstIndex { $0.type == .integer }.map { $0 + 1 }
        case .format(_, let variables) where !variables.isEmpty:
            let name = variables.keys.sorted()[0]
            return variables[name]?.argument
                ?? placeholders.firstIndex { $0.name == name && $0.type == .integer }.map { $0 + 1 }
                ?? placeholders.firstIndex { $0.type == .integer }.map { $0 + 1 }
        case .format:
            return nil
        }
    }
}

extension TextValue {
    fileprivate var sampleText: String {
        switch self {
        case .integer(let number): String(number)
        case .string(let text): text
        }
    }

    fileprivate var sampleInteger: Int? {
        if case .integer(let number) = self { return number }
        return nil
    }
}

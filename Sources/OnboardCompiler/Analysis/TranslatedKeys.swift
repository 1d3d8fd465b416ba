import BundleFormat

/// What the localisation rules read from a spec: its source copy by key, the
/// locales it carries, and where a locale's users fall back to.
enum TranslatedKeys {
    /// The source copy of each string key (the first, when aliases repeat a key), from `Spec.allCopy`.
    static func sourceCopy(in allCopy: [Copy]) -> [String: Copy] {
        var out: [String: Copy] = [:]
        for copy in allCopy where out[copy.key] == nil { out[copy.key] = copy }
        return out
    }

    /// Every string key of the spec, once each, in the order the copy is written.
    static func sourceKeys(in allCopy: [Copy]) -> [String] {
        var seen = Set<String>()
        return allCopy.map(\.key).filter { seen.insert($0).inserted }
    }

    /// The locales a user of `locale` is given before the source text, in order:
    /// what the bundle's `localeFallbacks` make of it, through the one resolver
    /// clients use (`LocaleResolver.fallbackChain`).
    static func fallbacks(of locale: String, in app: App) -> [String] {
        let declared = Dictionary(app.fallbacks.map { ($0.locale, $0.chain) }, uniquingKeysWith: { first, _ in first })
        return LocaleResolver.fallbackChain(for: locale, fallbacks: declared)
    }

    /// The language subtag, lower-cased (`pt-BR` → `pt`).
    static func language(of locale: String) -> String {
        String(locale.split(separator: "-").first ?? "").lowercased()
    }
}

extension SpecPath {
    /// `translations[de]`: a translation file, by its locale.
    static func translation(_ translation: Translation) -> String { "translations[\(translation.locale)]" }

    /// `translations[de].strings[onboarding.welcome.title]`: one key of a translation,
    /// whether the file has it or not.
    static func translated(_ translation: Translation, key: String) -> String {
        "\(self.translation(translation)).strings[\(key)]"
    }
}

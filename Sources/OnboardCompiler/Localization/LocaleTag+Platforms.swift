/// Where each platform keeps a locale's strings, the locale's writing
/// direction, and the tags a lookup falls back to.
extension LocaleTag {
    /// The Android resource qualifier: `de`, `pt-rBR`, `en-rXA` in the legacy
    /// form when the tag is a two-letter language and at most a two-letter region;
    /// otherwise the BCP-47 form `b+es+419`, `b+zh+Hant`, `b+sr+Latn+RS`, `b+fil`.
    public var androidQualifier: String {
        if language.count == 2, script == nil, variants.isEmpty, region.map({ $0.count == 2 }) ?? true {
            return language + (region.map { "-r" + $0 } ?? "")
        }
        return "b+" + ([language, script, region].compactMap { $0 } + variants).joined(separator: "+")
    }

    /// The Android resource folder of a translation: `values-de`, `values-b+es+419`.
    /// The source locale's strings go into plain `values`, which the emitter chooses.
    public var androidResourceFolder: String {
        "values-" + androidQualifier
    }

    /// The Apple localisation folder: the canonical tag, like `es-419.lproj`, `zh-Hant.lproj`.
    public var appleLprojName: String {
        identifier + ".lproj"
    }

    /// True when text in this locale runs right to left: by the script when the tag
    /// names one (`az-Arab`, `ff-Adlm`), else by the language's usual script; the
    /// pseudo-region `XB` (`ar-XB`) is always right to left.
    public var isRightToLeft: Bool {
        if region == "XB" { return true }
        if let script { return Self.rightToLeftScripts.contains(script) }
        return Self.rightToLeftLanguages.contains(language)
    }

    /// The shorter tags a lookup tries after this one, longest first (RFC 4647
    /// truncation): `zh-Hant-TW` → `zh-Hant`, `zh`; `sl-IT-nedis` → `sl-IT`, `sl`.
    public var truncations: [LocaleTag] {
        var tag = self
        var out: [LocaleTag] = []
        while true {
            if !tag.variants.isEmpty {
                tag.variants.removeLast()
            } else if tag.region != nil {
                tag.region = nil
            } else if tag.script != nil {
                tag.script = nil
            } else {
                return out
            }
            out.append(tag)
        }
    }

    /// Languages written right to left in their usual (CLDR likely-subtags) script.
    static let rightToLeftLanguages: Set<String> = [
        "ar", "ars", "arc", "azb", "bal", "bgn", "bqi", "ckb", "dv", "fa", "glk", "haz", "he", "iw", "khw",
        "ks", "lki", "lrc", "luz", "mzn", "nqo", "pnb", "prs", "ps", "rhg", "sd", "sdh", "skr", "syr", "ug",
        "ur", "yi", "ji",
    ]

    /// ISO 15924 scripts written right to left.
    static let rightToLeftScripts: Set<String> = [
        "Adlm", "Arab", "Aran", "Armi", "Avst", "Chrs", "Elym", "Hatr", "Hebr", "Hung", "Khar", "Lydi", "Mand",
        "Mani", "Mend", "Narb", "Nbat", "Nkoo", "Orkh", "Ougr", "Palm", "Phli", "Phlp", "Phnx", "Prti", "Rohg",
        "Samr", "Sarb", "Sogd", "Sogo", "Syrc", "Thaa", "Yezi",
    ]
}

/// CLDR's cardinal plural rules by language: which categories a translation
/// must give a plural (`categories(for:)`), and which category a whole number
/// falls in (`category(for:locale:)`: the form OnboardKit shows for a count, and
/// the samples of the compiler's plural rules).
///
/// Data: every language of CLDR's `common/supplemental/plurals.xml`, as published
/// in unicode-org/cldr-json `cldr-core/supplemental/plurals.json` (commit d4c36e16,
/// CLDR 44 data: `he` is one/two/other since CLDR 42, `es`/`fr`/`it`/`pt`/`ca` have
/// `many` since CLDR 38–40, `mt` has `two`, `vec` is listed; languages added to the
/// file later are not), plus the deprecated codes the XML also lists (`in`, `iw`,
/// `ji`, `bh`). Refresh by comparing the lists below with a newer plurals.json.
public enum PluralRules {
    /// The categories a message in `locale` distinguishes, in CLDR order. Only the
    /// language subtag counts (`pt-BR` is `pt`). A language CLDR does not list gets
    /// `[one, other]`: the commonest set, which keeps the source's singular rather
    /// than folding everything into `other` as CLDR's root would. Use
    /// `knownCategories(for:)` to tell the two apart.
    public static func categories(for locale: String) -> [PluralCategory] {
        knownCategories(for: locale) ?? [.one, .other]
    }

    /// The categories of `locale`'s language, or nil when CLDR does not list it.
    public static func knownCategories(for locale: String) -> [PluralCategory]? {
        rule(for: locale)?.categories
    }

    /// The category CLDR gives the whole number `n` in `locale` (an unlisted
    /// language counts as English). `pt-PT` follows CLDR's own `pt_PT` rule
    /// (0 is `other`); other regions follow their language.
    public static func category(for n: Int, locale: String) -> PluralCategory {
        (rule(for: locale) ?? .oneIsOne).category(for: n)
    }

    /// Every language code CLDR gives plural rules (`root` and `und` among them), sorted:
    /// the languages whose plurals onboardc knows.
    public static let knownLanguages: [String] = byLanguage.keys.sorted()

    static func rule(for locale: String) -> PluralRule? {
        let subtags = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
        guard let language = subtags.first else { return nil }
        if language == "pt", subtags.dropFirst().contains("pt") { return .oneIsOneManyMillions }
        return byLanguage[language]
    }

    /// Language → rule set, from the lists below.
    static let byLanguage: [String: PluralRule] = {
        var table: [String: PluralRule] = [:]
        for (rule, languages) in languages {
            for language in languages.split(separator: " ") {
                precondition(table.updateValue(rule, forKey: String(language)) == nil, "\(language) listed twice")
            }
        }
        return table
    }()

    /// Each rule set's languages, as CLDR groups them.
    private static let languages: [(PluralRule, String)] = [
        (
            .otherOnly,
            "bm bo dz hnj id ig ii in ja jbo jv jw kde kea km ko lkt lo ms my nqo osa root sah ses sg su th to tpi und vi wo yo yue zh"
        ),
        (.zeroAndOneAreOne, "am as bn doi fa gu hi kn pcm zu ff hy kab si ak bh bho guw ln mg nso pa ti wa"),
        (
            .oneIsOne,
            """
            ast de en et fi fy gl ia io ji lij nl sc scn sv sw ur yi da \
            af an asa az bal bem bez bg brx ce cgg chr ckb dv ee el eo eu fo fur gsw ha haw hu jgo jmc ka kaj kcg \
            kk kkj kl ks ksb ku ky lb lg mas mgo ml mn mr nah nb nd ne nn nnh no nr ny nyn om or os pap ps rm rof \
            rwk saq sd sdh seh sn so sq ss ssy st syr ta te teo tig tk tn tr ts ug uz ve vo vun wae xh xog
            """
        ),
        (.endsInOneNotEleven, "is mk"),
        (.filipino, "ceb fil tl"),
        (.tamazight, "tzm"),
        (.latvian, "lv prg"),
        (.zeroOneOther, "ksh lag"),
        (.oneTwoOther, "he iw iu naq sat se sma smi smj smn sms"),
        (.tachelhit, "shi"),
        (.romanian, "mo ro"),
        (.serbian, "bs hr sh sr"),
        (.scottishGaelic, "gd"),
        (.slovenian, "sl dsb hsb"),
        (.czech, "cs sk"),
        (.polish, "pl"),
        (.russian, "be ru uk"),
        (.lithuanian, "lt"),
        (.maltese, "mt"),
        (.breton, "br"),
        (.irish, "ga"),
        (.manx, "gv"),
        (.cornish, "kw"),
        (.arabic, "ar ars"),
        (.welsh, "cy"),
        (.zeroAndOneAreOneManyMillions, "fr pt"),
        (.oneIsOneManyMillions, "ca es it vec"),
    ]
}

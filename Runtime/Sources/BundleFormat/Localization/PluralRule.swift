/// One of CLDR's cardinal plural rule sets, reduced to what the compiler
/// and OnboardKit need: the categories the set uses and the category of a whole number.
///
/// Sets that use the same categories and agree on every whole number share a
/// case (they differ only for decimals, which messages never select on). The
/// rules are CLDR's `plurals.xml` (CLDR 44; see `PluralRules`) with the
/// operands of an integer: `n = i`, `v = f = t = e = 0`.
enum PluralRule: Sendable, CaseIterable {
    /// ja, zh, ko, th, vi, id…: one form.
    case otherOnly
    /// hi, bn, fa, am…, hy, ff…, ak, pa…, si: `one` is 0 and 1.
    case zeroAndOneAreOne
    /// en, de, nl, sv…, and `n = 1` languages like tr, el, hu: `one` is 1.
    case oneIsOne
    /// is, mk: `one` ends in 1 but not 11.
    case endsInOneNotEleven
    /// fil, tl, ceb: `other` ends in 4, 6 or 9.
    case filipino
    /// tzm: `one` is 0, 1 and 11–99.
    case tamazight
    /// lv, prg: `zero` ends in 0 or 11–19; `one` ends in 1 but not 11.
    case latvian
    /// ksh, lag: `zero` 0, `one` 1.
    case zeroOneOther
    /// he, iu, se, sma…: `one` 1, `two` 2.
    case oneTwoOther
    /// shi: `one` 0–1, `few` 2–10.
    case tachelhit
    /// ro, mo: `few` is 0 and numbers ending in 01–19 (but not 1).
    case romanian
    /// bs, hr, sr, sh: `one` ends in 1 (not 11), `few` in 2–4 (not 12–14).
    case serbian
    /// gd: `one` 1, 11; `two` 2, 12; `few` 3–10, 13–19.
    case scottishGaelic
    /// sl, dsb, hsb: by the last two digits: 01 `one`, 02 `two`, 03–04 `few`.
    case slovenian
    /// cs, sk: `one` 1, `few` 2–4; `many` only for decimals.
    case czech
    /// pl: `one` 1, `few` ends in 2–4 (not 12–14), every other whole number `many`.
    case polish
    /// ru, uk, be: `one` ends in 1 (not 11), `few` 2–4 (not 12–14), the rest `many`.
    case russian
    /// lt: `one` ends in 1, `few` in 2–9 (not 11–19); `many` only for decimals.
    case lithuanian
    /// mt: `one` 1, `two` 2, `few` 0 and ending in 03–10, `many` ending in 11–19.
    case maltese
    /// br.
    case breton
    /// ga: `one` 1, `two` 2, `few` 3–6, `many` 7–10.
    case irish
    /// gv; `many` only for decimals.
    case manx
    /// kw.
    case cornish
    /// ar, ars: `zero` 0, `one` 1, `two` 2, `few` ending in 03–10, `many` ending in 11–99.
    case arabic
    /// cy: `zero` 0, `one` 1, `two` 2, `few` 3, `many` 6.
    case welsh
    /// fr, pt: `one` 0 and 1, `many` whole millions.
    case zeroAndOneAreOneManyMillions
    /// es, it, ca, vec, pt-PT: `one` 1, `many` whole millions.
    case oneIsOneManyMillions

    /// The categories the rule set uses, in CLDR order.
    var categories: [PluralCategory] {
        switch self {
        case .otherOnly: [.other]
        case .zeroAndOneAreOne, .oneIsOne, .endsInOneNotEleven, .filipino, .tamazight: [.one, .other]
        case .latvian, .zeroOneOther: [.zero, .one, .other]
        case .oneTwoOther: [.one, .two, .other]
        case .tachelhit, .romanian, .serbian: [.one, .few, .other]
        case .zeroAndOneAreOneManyMillions, .oneIsOneManyMillions: [.one, .many, .other]
        case .scottishGaelic, .slovenian: [.one, .two, .few, .other]
        case .czech, .polish, .russian, .lithuanian: [.one, .few, .many, .other]
        case .maltese, .breton, .irish, .manx: [.one, .two, .few, .many, .other]
        case .cornish, .arabic, .welsh: [.zero, .one, .two, .few, .many, .other]
        }
    }

    /// The category of a whole number (its absolute value, as CLDR's `n`).
    func category(for number: Int) -> PluralCategory {
        let n = number.magnitude
        let mod10 = n % 10, mod100 = n % 100
        switch self {
        case .otherOnly: return .other
        case .zeroAndOneAreOne: return n <= 1 ? .one : .other
        case .oneIsOne: return n == 1 ? .one : .other
        case .endsInOneNotEleven: return mod10 == 1 && mod100 != 11 ? .one : .other
        case .filipino: return [4, 6, 9].contains(mod10) ? .other : .one
        case .tamazight: return n <= 1 || (11...99).contains(n) ? .one : .other
        case .latvian:
            if mod10 == 0 || (11...19).contains(mod100) { return .zero }
            return mod10 == 1 ? .one : .other
        case .zeroOneOther: return n == 0 ? .zero : n == 1 ? .one : .other
        case .oneTwoOther: return n == 1 ? .one : n == 2 ? .two : .other
        case .tachelhit: return n <= 1 ? .one : n <= 10 ? .few : .other
        case .romanian: return n == 1 ? .one : n == 0 || (1...19).contains(mod100) ? .few : .other
        case .serbian:
            if mod10 == 1 && mod100 != 11 { return .one }
            return (2...4).contains(mod10) && !(12...14).contains(mod100) ? .few : .other
        case .scottishGaelic:
            switch n {
            case 1, 11: return .one
            case 2, 12: return .two
            case 3...10, 13...19: return .few
            default: return .other
            }
        case .slovenian: return mod100 == 1 ? .one : mod100 == 2 ? .two : (3...4).contains(mod100) ? .few : .other
        case .czech: return n == 1 ? .one : (2...4).contains(n) ? .few : .other
        case .polish:
            if n == 1 { return .one }
            return (2...4).contains(mod10) && !(12...14).contains(mod100) ? .few : .many
        case .russian:
            if mod10 == 1 && mod100 != 11 { return .one }
            return (2...4).contains(mod10) && !(12...14).contains(mod100) ? .few : .many
        case .lithuanian:
            if (11...19).contains(mod100) { return .other }
            return mod10 == 1 ? .one : mod10 >= 2 ? .few : .other
        case .maltese:
            if n == 1 { return .one }
            if n == 2 { return .two }
            if n == 0 || (3...10).contains(mod100) { return .few }
            return (11...19).contains(mod100) ? .many : .other
        case .breton: return Self.breton(n)
        case .irish:
            return n == 1 ? .one : n == 2 ? .two : (3...6).contains(n) ? .few : (7...10).contains(n) ? .many : .other
        case .manx: return mod10 == 1 ? .one : mod10 == 2 ? .two : mod100 % 20 == 0 ? .few : .other
        case .cornish: return Self.cornish(n)
        case .arabic:
            return n <= 2
                ? [.zero, .one, .two][Int(n)] : (3...10).contains(mod100) ? .few : mod100 >= 11 ? .many : .other
        case .welsh: return [0: .zero, 1: .one, 2: .two, 3: .few, 6: .many][n] ?? .other
        case .zeroAndOneAreOneManyMillions: return n <= 1 ? .one : n % 1_000_000 == 0 ? .many : .other
        case .oneIsOneManyMillions: return n == 1 ? .one : n != 0 && n % 1_000_000 == 0 ? .many : .other
        }
    }

    private static func breton(_ n: UInt) -> PluralCategory {
        let mod10 = n % 10, mod100 = n % 100
        if mod10 == 1 && ![11, 71, 91].contains(mod100) { return .one }
        if mod10 == 2 && ![12, 72, 92].contains(mod100) { return .two }
        if [3, 4, 9].contains(mod10) && !(10...19).contains(mod100) && !(70...79).contains(mod100)
            && !(90...99).contains(mod100)
        {
            return .few
        }
        return n != 0 && n % 1_000_000 == 0 ? .many : .other
    }

    private static func cornish(_ n: UInt) -> PluralCategory {
        let mod100 = n % 100, mod1000 = n % 1000, mod100000 = n % 100_000
        if n == 0 { return .zero }
        if n == 1 { return .one }
        if [2, 22, 42, 62, 82].contains(mod100)
            || (mod1000 == 0 && ((1000...20000).contains(mod100000) || [40000, 60000, 80000].contains(mod100000)))
            || n % 1_000_000 == 100_000
        {
            return .two
        }
        if [3, 23, 43, 63, 83].contains(mod100) { return .few }
        return [1, 21, 41, 61, 81].contains(mod100) ? .many : .other
    }
}

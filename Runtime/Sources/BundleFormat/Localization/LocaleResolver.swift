import Foundation

/// Picks the locale of the string tables to show, from the user's preferred languages.
///
/// For each preferred tag in order, the candidates are the tag itself, then
/// each locale of its fallback chain from the bundle's `localeFallbacks` or,
/// without one, the tag with its last subtag removed (`zh-Hant-TW` →
/// `zh-Hant`; a Chinese tag with a region but no script first gains its region's
/// script, `zh-TW` → `zh-Hant-TW`), each of those followed by its own candidates
/// in the same way (so `es-ES` → `es` → the chain declared for `es`). The first candidate the
/// bundle carries wins. Tags compare case-insensitively, with `_` the same as
/// `-`. When nothing matches: the source locale.
public enum LocaleResolver {
    /// The locale to use, spelled as in `available` (or `sourceLocale`).
    public static func resolve(
        preferred: [String], available: [String], sourceLocale: String,
        fallbacks: [String: [String]] = [:]
    ) -> String {
        let availableByKey = Dictionary(available.map { (normalized($0), $0) }) { first, _ in first }
        let fallbacksByKey = Dictionary(fallbacks.map { (normalized($0.key), $0.value) }) { first, _ in first }
        for tag in preferred {
            for candidate in candidates(for: tag, fallbacks: fallbacksByKey) {
                if let match = availableByKey[normalized(candidate)] { return match }
            }
        }
        return sourceLocale
    }

    /// The locales a user of `tag` falls back through, in order, before the source
    /// locale: ``candidates(for:fallbacks:)`` without `tag` itself. This is the one
    /// definition of fallback: OnboardKit resolves through it, and the compiler's
    /// localisation rules ask it which translation a user of `tag` sees for a key the
    /// tag's own translation lacks. `fallbacks` is spelled as in the bundle.
    public static func fallbackChain(for tag: String, fallbacks: [String: [String]]) -> [String] {
        let byKey = Dictionary(fallbacks.map { (normalized($0.key), $0.value) }) { first, _ in first }
        return Array(candidates(for: tag, fallbacks: byKey).dropFirst())
    }

    /// `tag`, then, depth first, the candidates of each locale of its fallback
    /// chain, or of its parent (the first truncation) when it has no chain;
    /// each tag once. `fallbacks` keys are normalized tags. A worklist, not
    /// recursion: a bundle's chains may be as long as its author made them.
    static func candidates(for tag: String, fallbacks: [String: [String]]) -> [String] {
        var seen = Set<String>()
        var out: [String] = []
        var pending = [tag]
        while let next = pending.popLast() {
            let key = normalized(next)
            guard seen.insert(key).inserted else { continue }
            out.append(next)
            let then = fallbacks[key] ?? parent(of: next).map { [$0] } ?? []
            pending += then.reversed()
        }
        return out
    }

    /// The first truncation of `tag` (`zh-Hant-TW` → `zh-hant`), normalized; nil for
    /// a tag of one subtag. A singleton subtag (the `u` of `-u-ca-…`) is never left at
    /// the end. A Chinese tag with a region and no script is first given the script
    /// its region writes (``chineseScripts``): `zh-TW` → `zh-hant-tw` → `zh-hant` → `zh`,
    /// so that a user in Taiwan (Android says `zh-TW`) reads Traditional Chinese.
    static func parent(of tag: String) -> String? {
        var subtags = normalized(tag).split(separator: "-")
        guard subtags.count > 1 else { return nil }
        if subtags.count == 2, subtags[0] == "zh", let script = chineseScripts[String(subtags[1])] {
            return "zh-\(script)-\(subtags[1])"
        }
        subtags.removeLast()
        while subtags.count > 1, subtags.last?.count == 1 { subtags.removeLast() }
        return subtags.joined(separator: "-")
    }

    /// The script Chinese is written in, by region (CLDR's likely subtags): Traditional
    /// in Taiwan, Hong Kong and Macao, Simplified in mainland China, Singapore and Malaysia.
    static let chineseScripts = ["tw": "hant", "hk": "hant", "mo": "hant", "cn": "hans", "sg": "hans", "my": "hans"]

    /// Lower-case, `-` separated: two tags name the same locale when these are equal.
    public static func normalized(_ tag: String) -> String {
        tag.replacingOccurrences(of: "_", with: "-").lowercased()
    }
}

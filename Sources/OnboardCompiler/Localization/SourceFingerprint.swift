/// What a translation remembers of the source text it was made from: the first
/// 8 lower-case hex digits of the SHA-256 of the source message in its canonical
/// ICU form (`Message.icuText`, so a plural reformatted without changing its
/// meaning keeps its fingerprint). Written under `sources:` in a translation
/// file by `onboardc l10n import` and `onboardc l10n adopt`; a translation whose
/// fingerprint is not its source's current one is stale.
enum SourceFingerprint {
    /// How many hex digits a fingerprint has.
    static let length = 8

    /// The fingerprint of `message`, the source text of one string key.
    static func of(_ message: Message) -> String {
        String(ContentDigest.sha256Hex(message.icuText.utf8).prefix(length))
    }

    /// True for exactly 8 lower-case hexadecimal digits.
    static func isWellFormed(_ text: String) -> Bool {
        text.utf8.count == length
            && text.utf8.allSatisfy { byte in
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            }
    }
}

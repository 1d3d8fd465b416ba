/// The text of a translation file that does not exist yet: a header comment,
/// `locale:`, the imported strings in the spec's key order and their source
/// fingerprints under `sources:`, written the way `TranslationEditor` writes
/// entries into an existing file.
enum NewTranslationFile {
    static func bytes(spec: Spec, locale: String, changes: [TranslationEditor.Change], order: [String]) -> [UInt8] {
        let position = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let name = spec.app.name.split(whereSeparator: \.isNewline).joined(separator: " ")
        var out = "# \(locale) translation of \(name) (spec: \(XLIFFExport.fileName(spec.file))).\n"
        out += "# Created by `onboardc l10n import`. Later imports keep comments and the order of the keys.\n"
        out += "locale: \(YAMLScalar.write(locale))\n"
        out += "strings:\n"
        let sorted = changes.sorted { (position[$0.key] ?? .max) < (position[$1.key] ?? .max) }
        for change in sorted {
            out += change.entryText.block(indent: "  ", step: "  ").map { $0 + "\n" }.joined()
        }
        let fingerprints = sorted.compactMap { change in change.source.map { SourcesEditor.line(change.key, $0) } }
        if !fingerprints.isEmpty {
            out += "sources:\n" + fingerprints.map { "  \($0)\n" }.joined()
        }
        return Array(out.utf8)
    }
}

import BundleFormat
import Foundation
import OnboardCompiler

/// A locale of the preview's switcher: every locale of the bundle, the source first,
/// then its pseudo-locales.
struct PreviewLocale: Hashable, Encodable {
    var id: String
    /// What the switcher shows: `es-419 · Spanish (Latin America)`.
    var label: String
    /// Text runs right to left (`ar`, `ar-XB`): the page sets `dir="rtl"`.
    var isRightToLeft: Bool
    var isPseudo: Bool

    static func all(of bundle: OnboardingBundle) -> [PreviewLocale] {
        let source = bundle.app.sourceLocale
        let translated = [source] + bundle.locales.filter { $0 != source }
        return translated.map { PreviewLocale($0, pseudo: false) }
            + bundle.pseudoLocales.map { PreviewLocale($0, pseudo: true) }
    }

    private init(_ id: String, pseudo: Bool) {
        self.id = id
        let name =
            pseudo
            ? PseudoLocale(rawValue: id).map(Self.pseudoName)
            : Locale(identifier: "en").localizedString(forIdentifier: id)
        label = [id, name].compactMap { $0 }.joined(separator: " · ")
        isRightToLeft = (try? LocaleTag(parsing: id))?.isRightToLeft ?? false
        isPseudo = pseudo
    }

    private static func pseudoName(_ locale: PseudoLocale) -> String {
        switch locale {
        case .accented: "pseudo: accented, 40% longer"
        case .rightToLeft: "pseudo: right to left"
        }
    }
}

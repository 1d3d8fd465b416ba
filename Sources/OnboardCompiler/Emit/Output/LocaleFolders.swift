/// Where each platform keeps one locale's table.
extension StringTable.Locale {
    /// The tag as parsed; nil when it is not a well-formed BCP-47 tag (the
    /// `l10n-locale-code` rule reports it; the folders then use the tag as written).
    private var parsed: LocaleTag? {
        try? LocaleTag.parse(tag).get()
    }

    /// `de.lproj`, `es-419.lproj`, `zh-Hant.lproj`.
    var appleLproj: String {
        parsed?.appleLprojName ?? tag + ".lproj"
    }

    /// `values-de`, `values-pt-rBR`, `values-b+es+419`.
    var androidValues: String {
        parsed?.androidResourceFolder ?? "values-b+" + tag.replacing("-", with: "+")
    }
}

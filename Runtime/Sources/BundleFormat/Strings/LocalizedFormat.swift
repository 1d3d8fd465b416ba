/// One key's text in one locale, as a string table holds it: an Apple format
/// string (`Pantalla %1$lld de %2$lld`; plain text when the key has no
/// placeholders), and the plural forms it chooses between by a count.
public enum LocalizedFormat: Hashable, Sendable {
    /// A format whose `%#@name@` (or `%2$#@name@`) variables are replaced by one of
    /// their forms, chosen by the count the variable's position names (the
    /// `.stringsdict` and String Catalog `substitutions` shape).
    case format(String, variables: [String: PluralForms] = [:])
    /// The whole text varies with the count, the key's only argument (a String
    /// Catalog's `variations.plural`).
    case plural(PluralForms)
}

/// The forms of a plural, by CLDR category; each is a format string in which the
/// count has its own specifier (`%lld`, `%2$lld`), or `%arg` (a String Catalog's
/// substitution: the variable's own argument, with ``specifier``).
public struct PluralForms: Hashable, Sendable {
    /// Category → format.
    public var forms: [PluralCategory: String]
    /// The argument (from 1) whose count chooses the form, as a String Catalog's
    /// `argNum` gives it; nil: the variable's place in the text decides.
    public var argument: Int?
    /// What `%arg` in a form stands for (`lld`, a String Catalog's `formatSpecifier`).
    public var specifier: String?

    /// Forms by category, chosen by `argument`'s count.
    public init(_ forms: [PluralCategory: String], argument: Int? = nil, specifier: String? = nil) {
        self.forms = forms
        self.argument = argument
        self.specifier = specifier
    }

    /// The form for `count` in `locale` (CLDR's rules for its language), else
    /// `other`, the form every plural has.
    public func form(for count: Int, locale: String) -> String? {
        forms[PluralRules.category(for: count, locale: locale)] ?? forms[.other]
    }
}

/// What makes two messages interchangeable for the app: their placeholders.
/// The one definition that `l10n-placeholder-mismatch` reports on and
/// `onboardc l10n import` refuses by, with the wording both show.
extension Message {
    /// True when this message (a translation) has the placeholders of
    /// `source`: the same arguments with the same types, and a plural on the
    /// same argument exactly when the source has one. The order may differ.
    public func hasPlaceholders(of source: Message) -> Bool {
        plural?.argument == source.plural?.argument && Set(arguments) == Set(source.arguments)
    }

    /// "`{name}`, `{count, plural, …}`", or "no placeholders".
    var placeholderList: String {
        let all = arguments.map { "`\($0.written(plural: plural?.argument))`" }
        return all.isEmpty ? "no placeholders" : all.joined(separator: ", ")
    }
}

extension Message.Argument {
    /// `{name}`, `{count, number}`, or `{count, plural, …}` when it is the argument `plural` counts.
    func written(plural: String?) -> String {
        if name == plural { return "{\(name), plural, …}" }
        return type == .integer ? "{\(name), number}" : "{\(name)}"
    }

    /// "a number" or "text".
    var kindDescription: String {
        type == .integer ? "a number" : "text"
    }
}

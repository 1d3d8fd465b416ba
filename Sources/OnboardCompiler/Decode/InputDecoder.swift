import BundleFormat

/// A screen's `inputs`: checkboxes, choices with their options, text and date fields.
struct InputDecoder: NodeDecoding {
    let input: DecodeInput
    let palette: [String: ColorValue]
    /// The flow and screen decoded, whose screens and states a date field's `underAge` may name.
    let scope: FlowScope

    private var motion: MotionDecoder { MotionDecoder(input: input, palette: palette) }

    static let choiceKeys = ["options", "default", "feedback"]
    static let fieldKeys = MappingSchema.textField.keyNames
    static let dateKeys = MappingSchema.dateField.keyNames
    /// The text-field keys a date field has no use for: it is picked, not typed.
    static let typingKeys = ["keyboard", "autofill", "maxLength"]
    /// The keys only a checkbox takes.
    static let checkboxKeys = ["initial", "consent"]

    func input(_ node: Node, prefix: String) -> Input? {
        guard let map = MappingReader(node, .input, decoder: self) else { return nil }
        defer { map.finish() }
        guard let id = itemID(map) else { return nil }
        let kind = map.required("kind").flatMap { enumValue($0, Input.Kind.self) }
        let label = map["label"].flatMap { copy($0, key: "\(prefix).\(id)") }
        let required = map["required"].flatMap(boolean) ?? false
        guard let kind else {
            _ = map["options"].map { list($0, "options") { option($0, prefix: "\(prefix).\(id)") } }
            return nil
        }
        if kind != .checkbox {
            reportUnused(
                Self.checkboxKeys, in: map, because: "only a checkbox is ticked or records a consent",
                help: "remove it, or use `kind: checkbox`")
        }
        if kind == .date {
            reportUnused(
                Self.choiceKeys, in: map, because: "a date field's answer is the day picked",
                help: "remove it; a date field records nothing when its step is skipped")
            reportUnused(
                Self.typingKeys, in: map, because: "a date is picked in a date picker, not typed",
                help: "remove it, or use a text `kind`")
            var input = Input(
                id: id, kind: kind, label: label, required: required, options: [], defaultValue: nil,
                feedback: nil, field: field(map, kind: kind, key: "\(prefix).\(id)"), span: span(node))
            input.date = dateRule(map)
            return input
        }
        reportUnused(
            Self.dateKeys, in: map, because: "only a date field has one",
            help: "remove it, or use `kind: date`")
        if kind.isTyped {
            reportUnused(
                Self.choiceKeys, in: map, because: "a text field is typed, not picked",
                help: "remove it, or use a choice `kind`")
            return Input(
                id: id, kind: kind, label: label, required: required, options: [], defaultValue: nil,
                feedback: nil, field: field(map, kind: kind, key: "\(prefix).\(id)"), span: span(node))
        }
        reportUnused(
            Self.fieldKeys.filter { !Self.typingKeys.contains($0) }, in: map,
            because: "only a text or date field has one",
            help: "remove it, or use a text `kind` (text, name, email, number, password, phone, one-time-code) "
                + "or `date`")
        reportUnused(
            Self.typingKeys, in: map, because: "only a text field has one",
            help: "remove it, or use a text `kind` (text, name, email, number, password, phone, one-time-code)")
        let options = map["options"].map { list($0, "options") { option($0, prefix: "\(prefix).\(id)") } } ?? []
        checkUniqueIDs(options.map { ($0.id, $0.span) }, what: "option")
        if kind == .checkbox, let key = map.keyNode("options") {
            sink.emit(
                .unusedKey(
                    "options", because: "a checkbox is either checked or not",
                    help: "remove `options`, or use `kind: single-choice`", at: span(key)))
        }
        if kind != .checkbox, options.isEmpty {
            sink.emit(.choiceWithoutOptions(id, at: input.document.contentSpan(node)))
        }
        var defaultValue: String?
        if let node = map["default"] {
            defaultValue = string(node)
            if let value = defaultValue, kind != .checkbox, !options.contains(where: { $0.id == value }) {
                sink.emit(.unknownReference(value, what: "option", known: options.map(\.id), at: span(node)))
            } else if let value = defaultValue, kind == .checkbox, value != "true", value != "false" {
                sink.emit(.expectedBoolean(value, at: span(node)))
            }
        }
        let feedback = map["feedback"].flatMap(motion.feedback)
        var input = Input(
            id: id, kind: kind, label: label, required: required, options: options,
            defaultValue: defaultValue, feedback: feedback, field: nil, span: span(node))
        input.defaultSpan = map["default"].map(span)
        if kind == .checkbox {
            input.initial = map["initial"].flatMap(boolean) ?? false
            input.initialSpan = map["initial"].map(span)
            input.consent = map["consent"].flatMap(identifier)
            input.consentSpan = map["consent"].map(span)
        }
        return input
    }

    /// A text field's own keys; keyboard and autofill default to what its kind needs. A date
    /// field has only the placeholder and the validation message.
    private func field(_ map: MappingReader, kind: Input.Kind, key: String) -> Input.TextField {
        let defaults = kind.fieldDefaults
        let typed = kind != .date
        let keyboard = typed ? map["keyboard"].flatMap { knownValue($0, InputKeyboard.self) } : nil
        if let only = kind.onlyKeyboard, let keyboard, keyboard != only, let node = map["keyboard"] {
            sink.emit(.keyboardMismatch(keyboard, kind: kind, at: span(node)))
        }
        if kind == .oneTimeCode, let node = map.keyNode("maxLength") {
            sink.emit(
                .unusedKey(
                    "maxLength", because: "a one-time-code field takes exactly `length` digits",
                    help: "remove `maxLength`; set `length:` to the code's digits (4 to 10, default 6)",
                    at: span(node)))
        }
        if kind != .oneTimeCode, let node = map.keyNode("length") {
            sink.emit(
                .unusedKey(
                    "length", because: "only a one-time-code field has a number of digits",
                    help: "remove `length` (`maxLength` limits other fields), or use `kind: one-time-code`",
                    at: span(node)))
        }
        let length = map["length"].flatMap { integer($0, in: 4...10) }
        return Input.TextField(
            placeholder: map["placeholder"].flatMap { copy($0, key: "\(key).placeholder") },
            validation: map["validation"].flatMap { copy($0, key: "\(key).validation") },
            keyboard: keyboard ?? defaults.keyboard,
            autofill: (typed ? map["autofill"].flatMap { knownValue($0, InputAutofill.self) } : nil)
                ?? defaults.autofill,
            maxLength: typed && kind != .oneTimeCode ? map["maxLength"].flatMap { integer($0, in: 1...10_000) } : nil,
            length: kind == .oneTimeCode ? length ?? BundleFormat.Input.defaultCodeLength : nil,
            kindSpan: map["kind"].map(span) ?? span(map.node),
            autofillSpan: typed ? map["autofill"].map(span) : nil)
    }

    /// A date field's bounds and age rule: real days, `min` not after `max`, `underAge` only with `minimumAge`.
    private func dateRule(_ map: MappingReader) -> Input.DateRule {
        let min = map["min"].flatMap(day)
        let max = map["max"].flatMap(day)
        if let min, let max, max < min, let node = map["max"] {
            sink.emit(.dateBounds(min: min, max: max, at: span(node)))
        }
        let minimumAge = map["minimumAge"].flatMap { integer($0, in: 1...150) }
        var underAge: Target?
        if let node = map["underAge"] {
            if map.has("minimumAge") {
                underAge = ActionDecoder(input: input, scope: scope).plainTarget(node)
            } else if let key = map.keyNode("underAge") {
                sink.emit(
                    .unusedKey(
                        "underAge", because: "the field has no `minimumAge`",
                        help: "add `minimumAge:` with the age, or remove `underAge`", at: span(key)))
            }
        }
        return Input.DateRule(
            min: min, max: max, minimumAge: minimumAge, underAge: underAge,
            minimumAgeSpan: map["minimumAge"].map(span))
    }

    /// A day written `YYYY-MM-DD` that exists.
    private func day(_ node: Node) -> CalendarDate? {
        guard let text = string(node) else { return nil }
        guard let date = CalendarDate(text) else {
            sink.emit(.invalidDate(text, at: span(node)))
            return nil
        }
        return date
    }

    private func reportUnused(_ keys: [String], in map: MappingReader, because reason: String, help: String) {
        for key in keys {
            guard let node = map.keyNode(key) else { continue }
            sink.emit(.unusedKey(key, because: reason, help: "`\(key)`: " + help, at: span(node)))
        }
    }

    private func option(_ node: Node, prefix: String) -> Input.Option? {
        guard let map = MappingReader(node, .option, decoder: self) else { return nil }
        defer { map.finish() }
        guard let id = itemID(map) else { return nil }
        let label = map.required("label").flatMap { copy($0, key: "\(prefix).\(id)") }
        let icon = map["icon"].flatMap(string)
        let android = androidIcon(map)
        guard let label else { return nil }
        return Input.Option(
            id: id, label: label, icon: icon, iconSpan: map["icon"].map(span), androidIcon: android,
            span: span(node))
    }
}

extension Diagnostic {
    static func invalidDate(_ text: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .specInvalidDate, "`\(text)` is not a date that exists, written YYYY-MM-DD", at: span,
            help: "write the year, the month and the day as digits, such as `2008-02-29`; the day must exist")
    }

    static func dateBounds(min: CalendarDate, max: CalendarDate, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .specDateBounds, "`max` (\(max)) is before `min` (\(min)): the field accepts no day", at: span,
            help: "swap them, or correct one")
    }

    static func choiceWithoutOptions(_ id: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .specMissingOptions, "choice `\(id)` has no options", at: span,
            help: "add `options:` with the choices, each `{ id, label }`")
    }

    static func keyboardMismatch(_ keyboard: InputKeyboard, kind: Input.Kind, at span: SourceSpan) -> Diagnostic {
        let takes =
            switch kind {
            case .phone: "an international phone number"
            case .oneTimeCode: "digits only"
            default: "whole numbers only"
            }
        let pad = kind == .phone ? "the phone pad" : "the number pad"
        return Diagnostic(
            .specKeyboardMismatch,
            "the `\(keyboard.rawValue)` keyboard types characters a `\(kind.rawValue)` field refuses: it takes \(takes)",
            at: span,
            help: "remove `keyboard` (a \(kind.rawValue) field shows \(pad)), or use `kind: text` for other values")
    }
}

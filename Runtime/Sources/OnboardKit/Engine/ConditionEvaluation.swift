/// A value the app supplies for an attribute a spec declares under `attributes:`.
public enum AttributeValue: Hashable, Sendable {
    /// For a `bool` attribute.
    case bool(Bool)
    /// For a `string` attribute, or a `version` one (`"2.4.1"`, read as a version).
    case string(String)
    /// For a `number` attribute.
    case number(Double)
}

/// Everything a condition can read (docs/conditions.md, "Evaluating"): the answers given
/// so far in the flow, the attributes the app supplied, the experiment assignments, the
/// platform, the app's version and the two locale subtags.
public struct ConditionContext: Hashable, Sendable {
    /// The answers given so far in the flow, by input id.
    public var answers: [String: InputValue]
    /// The attributes the app supplied, by name.
    public var attributes: [String: AttributeValue]
    /// The variant the user is assigned in each experiment, by experiment id.
    public var experiments: [String: String]
    /// The platform the runtime runs on: `"ios"` or `"android"`.
    public var platform: String
    /// The app's version (`CFBundleShortVersionString`); absent to conditions when it is not a version.
    public var appVersion: String
    /// The language subtag, lower-case, of the locale the bundle's text resolves to (`"ar"`).
    public var language: String
    /// The region subtag, upper-case, of the user's first preferred locale (`"SA"`), if any.
    public var region: String?

    /// A context; the platform is `"ios"` unless given.
    public init(
        answers: [String: InputValue] = [:], attributes: [String: AttributeValue] = [:],
        experiments: [String: String] = [:], platform: String = "ios", appVersion: String, language: String,
        region: String? = nil
    ) {
        self.answers = answers
        self.attributes = attributes
        self.experiments = experiments
        self.platform = platform
        self.appVersion = appVersion
        self.language = language
        self.region = region
    }

    /// Whether `condition` holds in this context. Evaluation cannot fail: a value that is
    /// missing or not of the reference's type is absent, and every comparison with it is
    /// false but `ne` (true); `all` and `any` stop at the first condition that decides.
    public func evaluate(_ condition: Condition) -> Bool {
        evaluate(condition) { _ in }
    }

    /// Whether `condition` holds, and the experiments whose variant its evaluation read,
    /// in the order read: those `all` and `any` stopped before are not among them. A
    /// runtime logs an exposure for each (docs/conditions.md, "Evaluating").
    public func evaluation(of condition: Condition) -> (holds: Bool, experimentsRead: [String]) {
        var read: [String] = []
        let holds = evaluate(condition) { ref in
            if ref.kind == .experiment, let id = ref.id, !read.contains(id) { read.append(id) }
        }
        return (holds, read)
    }

    /// What `choose` picks when it asks, condition by condition, which hold here (a branch
    /// target's, a paywall's offering), and the experiments the conditions it asked read.
    public func choice<Value>(
        _ choose: ((Condition) -> Bool) -> Value
    ) -> (value: Value, experimentsRead: [String]) {
        var read: [String] = []
        let value = choose { condition in
            let evaluation = evaluation(of: condition)
            read += evaluation.experimentsRead.filter { !read.contains($0) }
            return evaluation.holds
        }
        return (value, read)
    }

    private func evaluate(_ condition: Condition, noting note: (ConditionReference) -> Void) -> Bool {
        func read(_ ref: ConditionReference) -> Present? {
            note(ref)
            return self.read(ref)
        }
        func evaluate(_ condition: Condition) -> Bool { self.evaluate(condition, noting: note) }
        switch condition {
        case .all(let conditions): return conditions.allSatisfy(evaluate)
        case .any(let conditions): return conditions.contains(where: evaluate)
        case .not(let inner): return !evaluate(inner)
        case .eq(let ref, let value): return Self.equals(read(ref), value)
        case .ne(let ref, let value): return !Self.equals(read(ref), value)
        case .lt(let ref, let value): return Self.order(read(ref), value).map { $0 < 0 } ?? false
        case .le(let ref, let value): return Self.order(read(ref), value).map { $0 <= 0 } ?? false
        case .gt(let ref, let value): return Self.order(read(ref), value).map { $0 > 0 } ?? false
        case .ge(let ref, let value): return Self.order(read(ref), value).map { $0 >= 0 } ?? false
        case .in(let ref, let values):
            guard let present = read(ref) else { return false }
            return values.contains { Self.equals(present, $0) }
        case .contains(let ref, let value):
            guard case .set(let options)? = read(ref), case .string(let option) = value else { return false }
            return options.contains(option)
        case .has(let ref): return read(ref) != nil
        }
    }

    /// A value read as its reference's type.
    private enum Present: Equatable {
        case bool(Bool)
        case string(String)
        case number(Double)
        case version(ConditionVersion)
        case date(CalendarDate)
        case set(Set<String>)
    }

    /// The value `ref` reads, as its type; `nil` when it is absent.
    private func read(_ ref: ConditionReference) -> Present? {
        switch ref.kind {
        case .answer:
            guard let answer = ref.id.flatMap({ answers[$0] }) else { return nil }
            switch (answer, ref.type) {
            case (.checked(let checked), .bool): return .bool(checked)
            case (.choice(let option), .string): return .string(option)
            case (.choices(let options), .set): return options.isEmpty ? nil : .set(options)
            case (.text(let text), _):
                let trimmed = Self.trimmed(text)
                return trimmed.isEmpty ? nil : Self.read(trimmed, as: ref.type)
            default: return nil
            }
        case .attribute:
            switch (ref.id.flatMap({ attributes[$0] }), ref.type) {
            case (.bool(let value)?, .bool): return .bool(value)
            case (.number(let value)?, .number): return .number(value)
            case (.string(let value)?, .string): return .string(value)
            case (.string(let value)?, .version): return ConditionVersion(value).map(Present.version)
            default: return nil
            }
        case .experiment:
            return ref.id.flatMap { experiments[$0] }.flatMap { Self.read($0, as: ref.type) }
        case .platform: return Self.read(platform, as: ref.type)
        case .appVersion: return Self.read(appVersion, as: ref.type)
        case .language: return Self.read(language, as: ref.type)
        case .region: return region.flatMap { $0.isEmpty ? nil : Self.read($0, as: ref.type) }
        }
    }

    /// A text read as `type`: as it is for a string, as a decimal number, as a version.
    private static func read(_ text: String, as type: ConditionReference.ValueType) -> Present? {
        switch type {
        case .string: .string(text)
        case .number: decimal(text).map(Present.number)
        case .version: ConditionVersion(text).map(Present.version)
        case .date: CalendarDate(text).map(Present.date)
        case .bool, .set: nil
        }
    }

    /// The number a number field's text (without the white space around it) writes: an
    /// optional sign, then decimal digits with at most one decimal point (`42`, `-3.5`, `.5`);
    /// anything else (`abc`, `1e3`, `0x10`, `NaN`, `3,5`) is none. The digits may be of any
    /// script, as a number field accepts them (`٤٢` is 42).
    static func decimal(_ text: String) -> Double? {
        var ascii = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue {
                ascii += String(Int(value))
            } else {
                ascii.unicodeScalars.append(scalar)
            }
        }
        return asciiDecimal(ascii)
    }

    private static func asciiDecimal(_ text: String) -> Double? {
        var digits = Substring(text)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        var points = 0
        var count = 0
        for character in digits {
            if character == "." {
                points += 1
            } else if character.isASCII && character.isNumber {
                count += 1
            } else {
                return nil
            }
        }
        guard points <= 1, count > 0 else { return nil }
        return Double(text)
    }

    /// `text` without the white space (Unicode `White_Space`) at either end.
    private static func trimmed(_ text: String) -> String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(text[first...last])
    }

    /// Whether a present value equals the literal: by the reference's type, a version
    /// number by number, a date as the day it names, anything else by its JSON value. An
    /// absent value equals nothing.
    private static func equals(_ present: Present?, _ literal: ConditionValue) -> Bool {
        switch (present, literal) {
        case (.bool(let a)?, .bool(let b)): a == b
        case (.string(let a)?, .string(let b)): a == b
        case (.number(let a)?, .number(let b)): a == b
        case (.version(let a)?, .string(let b)): ConditionVersion(b).map { a.compare(with: $0) == 0 } ?? false
        case (.date(let a)?, .string(let b)): CalendarDate(b).map { a == $0 } ?? false
        default: false
        }
    }

    /// How a present number, version or date compares with the literal (negative, zero,
    /// positive), or `nil` when they do not compare (absent, another type).
    private static func order(_ present: Present?, _ literal: ConditionValue) -> Int? {
        switch (present, literal) {
        case (.number(let a)?, .number(let b)): a < b ? -1 : a > b ? 1 : a == b ? 0 : nil
        case (.version(let a)?, .string(let b)): ConditionVersion(b).map { a.compare(with: $0) }
        case (.date(let a)?, .string(let b)): CalendarDate(b).map { a < $0 ? -1 : a > $0 ? 1 : 0 }
        default: nil
        }
    }
}

extension Condition {
    /// Whether the condition holds in `context` (``ConditionContext/evaluate(_:)``).
    public func isTrue(in context: ConditionContext) -> Bool {
        context.evaluate(self)
    }
}

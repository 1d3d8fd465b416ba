import Foundation

/// What the app tells a flow's conditions about the user and the device
/// (docs/conditions.md): the attributes the spec declares under `attributes:`, the
/// platform, the app's version, and the language and region. A session evaluates a
/// `branch` target with it and the answers given so far (``FlowSession/conditionContext``).
///
/// Give it to ``FlowEngine/init(bundle:store:environment:)``, which gives it to every
/// session it starts; ``current(for:attributes:preferredLanguages:includingPseudoLocales:)``
/// fills in what OnboardKit can find out itself. It is not part of a ``FlowSnapshot``: pass
/// it again to ``FlowSession/init(restoring:in:environment:)``.
public struct ConditionEnvironment: Hashable, Sendable {
    /// The attributes the app supplies, by the names the spec declares (`isReturning`):
    /// `.bool`, `.number`, `.string` (a `version` attribute as its text, `"2.4.1"`). An
    /// attribute not given, or given as another type than declared, is absent to conditions.
    public var attributes: [String: AttributeValue]
    /// The platform conditions see (`platform == "android"`): `"ios"` or `"android"`.
    public var platform: String
    /// The app's version (`CFBundleShortVersionString`, `"2.4.1"`); absent to conditions
    /// when it is not a version (`""`, `"2.4-beta"`).
    public var appVersion: String
    /// The language subtag, lower-case, of the locale the app's onboarding text resolves to
    /// (`"ar"` for `ar-SA`): the language the user reads, not the device's.
    public var language: String
    /// The region subtag, upper-case, of the user's first preferred locale (`"SA"`); `nil`
    /// when it has none.
    public var region: String?
    /// The user's variant of each experiment they are in, by experiment id: ``FlowEngine``
    /// fills it from its assignments for every session it starts.
    public var experiments: [String: String] = [:]
    /// Where sessions read the time (a `resend-code` button's `cooldown`): the device's clock
    /// unless a test gives its own. Conditions never read it.
    public var clock: OnboardingClock = .system
    /// The day a date field's age rule counts to (`minimumAge`, docs/spec-format.md 3.16);
    /// `nil`, the default: the local calendar day of ``clock`` when the rule is checked
    /// (``CalendarDate/today(in:now:)``). Set it in tests and previews to play a flow on a
    /// given day.
    public var today: CalendarDate?

    /// An environment of these values. The defaults know nothing of the app: no attributes,
    /// `ios`, no app version and no language (so conditions on them do not hold); use
    /// ``current(for:attributes:preferredLanguages:includingPseudoLocales:)`` in an app.
    public init(
        attributes: [String: AttributeValue] = [:], platform: String = "ios", appVersion: String = "",
        language: String = "", region: String? = nil
    ) {
        self.attributes = attributes
        self.platform = platform
        self.appVersion = appVersion
        self.language = language
        self.region = region
    }

    /// The environment of this app on this device for `bundle`: the `attributes` the app
    /// gives; the platform `ios` (OnboardKit runs on Apple platforms; on Linux, in tests
    /// and tools, it is `ios` too: pass `android` yourself to play an Android user's flow);
    /// the app's `CFBundleShortVersionString` (`""` when the main bundle has none); the
    /// language of the locale `bundle`'s text resolves to for `preferredLanguages`
    /// (``OnboardingBundle/resolveLocale(preferred:includingPseudoLocales:)``, the locale
    /// to give ``OnboardingText``); and the region of the first preferred language.
    public static func current(
        for bundle: OnboardingBundle, attributes: [String: AttributeValue] = [:],
        preferredLanguages: [String] = Locale.preferredLanguages, includingPseudoLocales: Bool = true
    ) -> ConditionEnvironment {
        let locale = bundle.resolveLocale(
            preferred: preferredLanguages, includingPseudoLocales: includingPseudoLocales)
        let version = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String
        return ConditionEnvironment(
            attributes: attributes, platform: "ios", appVersion: version ?? "", language: language(of: locale),
            region: preferredLanguages.first.flatMap(region(of:)))
    }

    /// The language subtag of a BCP-47 tag, lower-case: `pt` for `pt-BR`, `zh` for `zh-Hant-TW`.
    public static func language(of tag: String) -> String {
        subtags(of: tag).first?.lowercased() ?? ""
    }

    /// The region subtag of a BCP-47 tag, upper-case: `BR` for `pt-BR`, `TW` for
    /// `zh-Hant-TW`, `419` for `es-419`; `nil` for `en` or `zh-Hant`.
    public static func region(of tag: String) -> String? {
        for subtag in subtags(of: tag).dropFirst() {
            if subtag.count == 4 && subtag.allSatisfy(\.isLetter) { continue }  // a script
            if subtag.count == 2 && subtag.allSatisfy({ $0.isASCII && $0.isLetter }) { return subtag.uppercased() }
            if subtag.count == 3 && subtag.allSatisfy({ $0.isASCII && $0.isNumber }) { return String(subtag) }
            return nil
        }
        return nil
    }

    private static func subtags(of tag: String) -> [Substring] {
        tag.split(whereSeparator: { $0 == "-" || $0 == "_" })
    }

    /// The context a condition is evaluated in with these values and `answers` (input id → value).
    public func context(answers: [String: InputValue]) -> ConditionContext {
        ConditionContext(
            answers: answers, attributes: attributes, experiments: experiments, platform: platform,
            appVersion: appVersion, language: language, region: region)
    }
}

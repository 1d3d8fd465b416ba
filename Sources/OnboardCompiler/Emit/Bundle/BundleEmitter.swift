import BundleFormat
import Foundation

/// `bundle.json`: everything a client needs to run the app's flows without
/// reading YAML. Copy appears only as string keys. See docs/bundle-format.md.
///
/// The emitter fills BundleFormat's models, the ones OnboardKit and
/// `onboardc diff` decode, and writes them through `JSONValue` for stable bytes:
/// what is written is by construction what clients read.
struct BundleEmitter: Emitter {
    /// The `schemaVersion` `spec`'s bundle is written with: the lowest that carries what it
    /// uses (docs/bundle-format.md, "Versioning"), so that apps with an older runtime read
    /// every bundle that needs nothing newer. A test holds it to BundleFormat's rule
    /// (`OnboardingBundle.schemaVersion(for:experiments:)`) for every committed bundle.
    static func schemaVersion(of spec: Spec) -> Int {
        if spec.flows.contains(where: \.usesNewFields) { return OnboardingBundle.fieldSchemaVersion }
        let conditions = !spec.experiments.isEmpty || !spec.conditions.isEmpty
        return conditions
            ? OnboardingBundle.conditionSchemaVersion : OnboardingBundle.supportedSchemaVersions.lowerBound
    }
    static let path = "bundle.json"

    func emit(_ spec: Spec, strings: AppStrings, diagnostics: DiagnosticSink) -> [OutputFile] {
        let analysis = strings.analysis
        let strings = strings.units
        // Encoded and written once, straight into bytes: the hash is of the bundle without it,
        // then it joins the same members under the model's key for it (`OnboardingBundle.contentHash`).
        // The flows, most of the bundle, are made and written one at a time, not all made first,
        // under the model's key for them. A test holds the bytes to the model encoded whole.
        typealias Member = OnboardingBundle.CodingKeys
        var written = Self.writtenMembers(Self.bundle(spec, strings: strings, flows: []))
        written[Member.flows.stringValue] = Self.writtenFlows(spec.flows, analysis: analysis)
        // Hashed piece by piece: the hash input, the bundle and then every string, is never
        // made, nor is the bundle without its hash.
        var digest = ContentDigest.Stream()
        Self.hashInput(bundle: { JSONValue.serializeObject(written: written, $0) }, strings: strings) {
            digest.update($0)
        }
        let hash = digest.hex()
        written[Member.contentHash.stringValue] = JSONValue.string("sha256:" + hash).writtenAsMember()
        return [OutputFile(path: "\(spec.app.id)/\(Self.path)", bytes: JSONValue.serializedObject(written: written))]
    }

    /// The members of the bundle's object, written (`JSONValueEncoder.writtenMembers`).
    static func writtenMembers(_ bundle: OnboardingBundle) -> [String: [UInt8]] {
        encoded { try JSONValueEncoder.writtenMembers(bundle) }
    }

    /// The bundle's `flows` member as `writtenMembers` writes it, each flow made and written in turn.
    static func writtenFlows(_ flows: [Flow], analysis: SpecAnalysis) -> [UInt8] {
        var out: [UInt8] = []
        JSONValue.writeArray(flows, into: &out, indent: 1) { flow, out in
            out += encoded { try JSONValueEncoder.written(Self.flow(flow, analysis: analysis), depth: 2) }
        }
        return out
    }

    private static func encoded<T>(_ encode: () throws -> T) -> T {
        do {
            return try encode()
        } catch {
            // The models' encoders throw nothing of their own, and this encoder throws nothing.
            preconditionFailure("a bundle that cannot be encoded: \(error)")
        }
    }

    /// The bundle of `analysis`'s spec, without its `contentHash`.
    static func bundle(_ analysis: SpecAnalysis, strings: StringTable) -> OnboardingBundle {
        bundle(analysis.spec, strings: strings, flows: analysis.spec.flows.map { flow($0, analysis: analysis) })
    }

    /// The bundle of `spec` with `flows` for its flows, without its `contentHash`.
    private static func bundle(_ spec: Spec, strings: StringTable, flows: [BundleFormat.Flow]) -> OnboardingBundle {
        OnboardingBundle(
            schemaVersion: schemaVersion(of: spec),
            specVersion: spec.version,
            app: AppInfo(
                id: spec.app.id, name: spec.app.name, platforms: spec.app.platforms.map(\.rawValue),
                sourceLocale: spec.app.sourceLocale),
            locales: [strings.locale] + strings.locales.filter { !$0.isPseudo }.map(\.tag),
            strings: BundleFormat.StringTables(
                ios: spec.app.platforms.contains(.ios) ? StringCatalogEmitter.path(spec.app) : nil,
                android: spec.app.platforms.contains(.android) ? AndroidStringsEmitter.path : nil,
                androidPrefix: spec.app.platforms.contains(.android) ? spec.app.resolvedAndroidPrefix : nil),
            theme: theme(spec.theme),
            motion: BundleFormat.Motion(scale: spec.motion.scale),
            flows: flows,
            experiments: spec.experiments.map(experiment),
            localeFallbacks: Dictionary(
                spec.app.fallbacks.map { ($0.locale, $0.chain) },
                uniquingKeysWith: { first, _ in first }),
            pseudoLocales: spec.app.pseudoLocales.map(\.rawValue),
            placeholders: placeholders(strings), links: spec.linkURLs,
            numberingSystems: numberingSystems(spec.app, strings: strings))
    }

    /// The numbering system of each locale the tables carry (pseudo-locales too) whose numbers
    /// are not written in Western digits: `app.numbers`, else CLDR's default. A locale left out
    /// writes `latn`, so an app whose locales all do has no member.
    static func numberingSystems(_ app: App, strings: StringTable) -> [String: String] {
        var systems: [String: String] = [:]
        for locale in [strings.locale] + strings.locales.map(\.tag) {
            let system = app.numberingSystem(for: locale)
            if system != .latn { systems[locale] = system.id }
        }
        return systems
    }

    /// The bundle without its hash, then every source string (platform variants
    /// under their own keys), then every translation: a copy edit or a new translation changes the hash even
    /// though the bundle holds only keys.
    static func hashInput(bundle: [UInt8], strings: StringTable) -> [UInt8] {
        var bytes: [UInt8] = []
        hashInput(bundle: { $0(bundle) }, strings: strings) { bytes += $0 }
        return bytes
    }

    /// `hashInput`, handed to `part` piece by piece, in order; `bundle` hands the bundle's pieces to its argument.
    static func hashInput(bundle: (([UInt8]) -> Void) -> Void, strings: StringTable, _ part: ([UInt8]) -> Void) {
        withoutActuallyEscaping(part) { bundle($0) }
        for entry in strings.entries {
            part(
                JSONValue.object([
                    "key": .string(entry.key), "text": .string(entry.text),
                    "comment": entry.comment.map(JSONValue.string),
                ]).serializedBytes())
        }
        for locale in strings.locales where !locale.isPseudo {
            for (entry, value) in locale.translated(in: strings) {
                part(
                    JSONValue.object([
                        "locale": .string(locale.tag), "key": .string(entry.key),
                        "text": .string(value.message.icuText),
                        "state": .string(value.state.rawValue),
                    ]).serializedBytes())
            }
        }
    }

    /// The arguments of every key that has some, in the order the app passes them
    /// (a platform variant's are its copy's: `copy-variant-placeholders`).
    static func placeholders(_ strings: StringTable) -> [String: [Placeholder]] {
        Dictionary(
            uniqueKeysWithValues: strings.entries.compactMap { entry in
                let arguments = entry.message.arguments
                guard entry.platform == nil, !arguments.isEmpty else { return nil }
                return (
                    entry.key,
                    arguments.map {
                        Placeholder(
                            name: $0.name, type: PlaceholderType(rawValue: $0.type.rawValue),
                            plural: $0.name == entry.message.plural?.argument)
                    }
                )
            })
    }

    static func theme(_ theme: Theme) -> BundleFormat.Theme {
        BundleFormat.Theme(
            colors: theme.colors.mapValues { color($0) },
            roles: theme.roles.mapValues(colorRef),
            buttons: buttonAppearances(theme.buttons))
    }

    /// Button styles by slot, as the theme and a screen carry them.
    static func buttonAppearances(_ styles: [Button.Slot: ButtonStyle]) -> [ButtonSlot: ButtonAppearance] {
        Dictionary(
            uniqueKeysWithValues: styles.map { slot, style in
                (
                    slot.bundleSlot,
                    ButtonAppearance(
                        background: style.background.map(colorRef), foreground: style.foreground.map(colorRef),
                        cornerRadius: style.cornerRadius, fullWidth: style.fullWidth, font: style.font,
                        weight: style.weight?.rawValue)
                )
            })
    }

    static func color(_ value: ColorValue, name: String? = nil) -> ThemeColor {
        ThemeColor(light: value.light.hex, dark: value.dark?.hex, system: value.system, name: name)
    }

    static func colorRef(_ ref: ColorRef) -> ThemeColor {
        color(ref.value, name: ref.name)
    }

    /// The flow in the bundle; `analysis` gives its graph, whose longest ways on are the
    /// screens' `pathRemaining` in a flow with conditional paths.
    static func flow(_ flow: Flow, analysis: SpecAnalysis) -> BundleFormat.Flow {
        let remaining = flow.hasConditionalPaths ? analysis.graph(flow).longestRemaining() : nil
        let trigger: Trigger =
            switch flow.trigger {
            case .firstLaunch: .firstLaunch
            case .settings(let entry): .settings(entryKey: entry?.key)
            case .event(let name): .event(name)
            }
        return BundleFormat.Flow(
            id: flow.id,
            trigger: trigger,
            audience: flow.audience,
            completion: BundleFormat.Completion(flag: flow.completion.flag, setOn: flow.completion.setOn),
            accessibility: FlowAccessibility(
                announceScreenPosition: flow.policy.announceScreenPosition,
                announcementKey: flow.announcement?.key),
            progress: flow.progress.map { progress($0, steps: flow.screens.count) },
            transition: flow.transition.map(transition),
            reducedMotion: reducedMotion(flow.reducedMotion),
            dialogs: flow.dialogs.map { dialog in
                BundleFormat.Dialog(
                    id: dialog.id, titleKey: dialog.title.key, messageKey: dialog.message?.key,
                    confirmKey: dialog.confirm.key, cancelKey: dialog.cancel.key,
                    destructive: dialog.destructive)
            },
            screens: flow.screens.enumerated().map { index, item in
                var screen = screen(item, index: index, in: flow)
                screen.pathRemaining = remaining?[index]
                return screen
            })
    }

    static func experiment(_ experiment: Experiment) -> BundleFormat.Experiment {
        BundleFormat.Experiment(
            id: experiment.id, salt: experiment.salt, audience: experiment.audience,
            variants: experiment.variants.map { variant in
                ExperimentVariant(
                    id: variant.id, weight: variant.weight,
                    texts: variant.texts.map { BundleFormat.VariantText(key: $0.replaces, variantKey: $0.copy.key) }
                        .sorted { $0.key < $1.key })
            })
    }
}

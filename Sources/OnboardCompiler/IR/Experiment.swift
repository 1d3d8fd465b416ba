import BundleFormat

/// An experiment the spec declares (`experiments:`): its variants with their weights,
/// the salt its assignment hashes with, the audience it is limited to, and the texts each
/// variant shows instead of the spec's (docs/spec-format.md, "Experiments").
public struct Experiment: Sendable, Hashable {
    public var id: String
    /// `""` when the spec gives none.
    public var salt: String
    /// Who is in the experiment: a condition on what the app knows at launch; nil: everyone.
    public var audience: Condition?
    /// In the order written: the order their buckets are laid out in.
    public var variants: [Variant]
    public var span: SourceSpan

    public struct Variant: Sendable, Hashable {
        public var id: String
        /// A whole number from 0 to 100; the experiment's weights sum to 100.
        public var weight: Int
        /// The texts the variant shows instead of the spec's, in the order written.
        public var texts: [Text]
        public var span: SourceSpan
    }

    /// A text a variant shows instead of the spec's: `copy` (keyed by ``key(replacing:experiment:variant:)``)
    /// wherever the flows show the text whose key is `replaces`.
    public struct Text: Sendable, Hashable {
        /// The key of the spec's text (`onboarding.welcome.title`).
        public var replaces: String
        /// The variant's text, under its own key.
        public var copy: Copy

        /// The key of a variant's text: the key of the text it replaces, then the experiment's
        /// and the variant's ids (`onboarding.welcome.title.welcome-headline.benefit`). Unique:
        /// no key of the spec's continues another but with a platform (`….title.android`).
        public static func key(replacing key: String, experiment: String, variant: String) -> String {
            "\(key).\(experiment).\(variant)"
        }
    }
}

extension Spec {
    /// The experiment with this id.
    public func experiment(id: String) -> Experiment? {
        experiments.first { $0.id == id }
    }
}

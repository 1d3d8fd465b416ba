/// An experiment as the bundle carries it (docs/bundle-format.md, "Experiments"): its
/// variants with their weights, the salt its assignment hashes with, the audience it is
/// limited to, and the texts each variant shows instead of the spec's.
///
/// Which variant a user is in is ``ExperimentAssignment``'s one definition; a condition
/// reads it as `experiment.ID` (docs/conditions.md).
public struct Experiment: Codable, Hashable, Sendable, Identifiable {
    /// What the weights of an experiment's variants sum to.
    public static let totalWeight = 100

    /// The experiment's id: what conditions, events and analyses name it by.
    public var id: String
    /// Hashed with the experiment's id and the user's id; a new salt reshuffles who is in
    /// which variant. `""` when the spec gives none.
    public var salt: String
    /// Only users for whom it holds are in the experiment; nil: every user. It reads no
    /// answer and no experiment (the compiler checks), only what the app knows at launch.
    public var audience: Condition?
    /// In the order the spec declares them, which is the order their buckets are laid out in.
    public var variants: [ExperimentVariant]

    public init(id: String, salt: String = "", audience: Condition? = nil, variants: [ExperimentVariant]) {
        self.id = id
        self.salt = salt
        self.audience = audience
        self.variants = variants
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        salt = try container.decodeIfPresent(String.self, forKey: .salt) ?? ""
        audience = try container.decodeIfPresent(Condition.self, forKey: .audience)
        variants = try container.decode([ExperimentVariant].self, forKey: .variants)
        let total = variants.reduce(0) { $0 + $1.weight }
        guard total == Experiment.totalWeight, variants.allSatisfy({ $0.weight >= 0 }) else {
            throw DecodingError.dataCorruptedError(
                forKey: .variants, in: container,
                debugDescription:
                    "Experiment '\(id)': the variants' weights are not whole numbers from 0 that sum to \(Experiment.totalWeight) (they sum to \(total))."
            )
        }
    }

    /// The variant with this id.
    public func variant(id: String) -> ExperimentVariant? {
        variants.first { $0.id == id }
    }
}

/// One variant of an ``Experiment``.
public struct ExperimentVariant: Codable, Hashable, Sendable, Identifiable {
    /// The variant's id (`control`, `benefit`).
    public var id: String
    /// Its share of users in percent: a whole number from 0 to 100; the variants' weights
    /// sum to 100. A variant of weight 0 takes no new user and keeps those it has.
    public var weight: Int
    /// The texts this variant shows instead of the spec's, in key order.
    public var texts: [VariantText]

    public init(id: String, weight: Int, texts: [VariantText] = []) {
        self.id = id
        self.weight = weight
        self.texts = texts
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        weight = try container.decode(Int.self, forKey: .weight)
        texts = try container.decodeIfPresent([VariantText].self, forKey: .texts) ?? []
    }
}

/// A text a variant shows instead of the spec's: wherever the flows show `key`, a user in
/// the variant reads `variantKey` from the string tables.
public struct VariantText: Codable, Hashable, Sendable {
    /// The key of the text as the spec writes it (`onboarding.welcome.title`).
    public var key: String
    /// The key of the variant's text (`onboarding.welcome.title.welcome-headline.benefit`).
    public var variantKey: String

    public init(key: String, variantKey: String) {
        self.key = key
        self.variantKey = variantKey
    }
}

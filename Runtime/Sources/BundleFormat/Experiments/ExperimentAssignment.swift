import Crypto
import Foundation

/// The one definition of which variant of an experiment a user is in: a hash of the
/// experiment's id, its salt and the user's id, so that any runtime, a backend and an
/// analyst in SQL compute the same variant, offline (docs/bundle-format.md, "Experiments";
/// the vectors in `conformance/vectors/assignment/`).
///
/// 1. `input` is the UTF-8 bytes of `<experiment id>:<salt>:<user id>`.
/// 2. `bucket` is the first four bytes of SHA-256(`input`), read as a big-endian unsigned
///    32-bit number, modulo 10,000: a number from 0 to 9,999.
/// 3. The variants, in declared order, take consecutive runs of buckets: a variant of weight
///    `w` takes `w × 100` of them. The user is in the variant whose run holds `bucket`.
public enum ExperimentAssignment {
    /// How many buckets there are (0 to 9,999): 100 for each point of weight.
    public static let bucketCount = 10_000

    /// The hash's input for a user of an experiment: `<experiment id>:<salt>:<user id>`.
    public static func input(experiment: String, salt: String, userID: String) -> String {
        "\(experiment):\(salt):\(userID)"
    }

    /// The user's bucket in the experiment, from 0 to 9,999.
    public static func bucket(experiment: String, salt: String, userID: String) -> Int {
        let digest = SHA256.hash(data: Data(input(experiment: experiment, salt: salt, userID: userID).utf8))
        let number = digest.prefix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        return Int(number % UInt32(bucketCount))
    }

    /// The variant whose run of buckets holds `bucket`; nil only when the weights do not
    /// sum to 100 (a bundle that decodes always does).
    public static func variant(of experiment: Experiment, bucket: Int) -> ExperimentVariant? {
        var end = 0
        for variant in experiment.variants {
            end += variant.weight * (bucketCount / Experiment.totalWeight)
            if bucket < end { return variant }
        }
        return nil
    }

    /// The variant the user with `userID` is in, before anything is stored or overridden.
    public static func variant(of experiment: Experiment, userID: String) -> ExperimentVariant? {
        variant(of: experiment, bucket: bucket(experiment: experiment.id, salt: experiment.salt, userID: userID))
    }
}

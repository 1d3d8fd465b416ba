package dev.onboardc.onboardkit

import java.security.MessageDigest

/**
 * The one definition of which variant of an experiment a user is in (docs/bundle-format.md,
 * "Experiments"), so that any runtime, a backend and an analyst in SQL compute the same one:
 *
 * 1. `input` is the UTF-8 bytes of `<experiment id>:<salt>:<user id>`.
 * 2. `bucket` is the first four bytes of SHA-256(`input`), read as a big-endian unsigned
 *    32-bit number, modulo 10,000: a number from 0 to 9,999.
 * 3. The variants, in declared order, take consecutive runs of buckets: a variant of weight
 *    `w` takes `w × 100` of them. The user is in the variant whose run holds `bucket`.
 */
object ExperimentAssignment {
    /** How many buckets there are (0 to 9,999): 100 for each point of weight. */
    const val BUCKET_COUNT = 10_000

    /** The hash's input for a user of an experiment. */
    @JvmStatic
    fun input(experiment: String, salt: String, userId: String): String = "$experiment:$salt:$userId"

    /** The user's bucket in the experiment, from 0 to 9,999. */
    @JvmStatic
    fun bucket(experiment: String, salt: String, userId: String): Int {
        val digest = MessageDigest.getInstance("SHA-256")
            .digest(input(experiment, salt, userId).toByteArray(Charsets.UTF_8))
        var number = 0L
        for (index in 0 until 4) number = (number shl 8) or (digest[index].toLong() and 0xFF)
        return (number % BUCKET_COUNT).toInt()
    }

    /** The variant whose run of buckets holds [bucket]; null only when the weights do not sum to 100. */
    @JvmStatic
    fun variant(experiment: Experiment, bucket: Int): ExperimentVariant? {
        var end = 0
        for (variant in experiment.variants) {
            end += variant.weight * (BUCKET_COUNT / Experiment.TOTAL_WEIGHT)
            if (bucket < end) return variant
        }
        return null
    }

    /** The variant the user with [userId] is in, before anything is stored or overridden. */
    @JvmStatic
    fun variant(experiment: Experiment, userId: String): ExperimentVariant? =
        variant(experiment, bucket(experiment.id, experiment.salt, userId))
}

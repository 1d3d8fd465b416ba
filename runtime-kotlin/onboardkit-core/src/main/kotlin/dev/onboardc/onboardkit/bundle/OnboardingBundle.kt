package dev.onboardc.onboardkit.bundle

import dev.onboardc.onboardkit.AndroidStrings
import dev.onboardc.onboardkit.BundleLocales
import dev.onboardc.onboardkit.Experiment
import dev.onboardc.onboardkit.Placeholder
import org.json.JSONException
import org.json.JSONObject

/**
 * A decoded `bundle.json` (docs/bundle-format.md): what the engine plays and the text
 * reads. Unknown members are ignored; anything the format requires and the bundle lacks
 * is a [BundleFormatException] with its path. Looks (theme, motion) are the Android layer's.
 */
class OnboardingBundle(
    val schemaVersion: Int,
    val appId: String,
    val locales: BundleLocales,
    val placeholders: Map<String, List<Placeholder>>,
    val androidStrings: AndroidStrings,
    val flows: List<Flow>,
    val experiments: List<Experiment>,
    val links: Map<String, String>,
    val numberingSystems: Map<String, String>
) {
    fun flow(id: String): Flow? = flows.firstOrNull { it.id == id }

    fun experiment(id: String): Experiment? = experiments.firstOrNull { it.id == id }

    companion object {
        /** The schema versions this runtime reads. */
        val SUPPORTED_SCHEMA_VERSIONS = 2..4

        /** The bundle [text] (the contents of `bundle.json`) writes. */
        @JvmStatic
        fun parse(text: String): OnboardingBundle {
            val json = try {
                JSONObject(text)
            } catch (error: JSONException) {
                throw BundleFormatException("$", "not a JSON object: ${error.message}")
            }
            return read(json)
        }

        /** The bundle [json] writes. */
        @JvmStatic
        fun read(json: JSONObject): OnboardingBundle {
            val root = Members(json, "$")
            val schemaVersion = root.int("schemaVersion")
            if (schemaVersion !in SUPPORTED_SCHEMA_VERSIONS) {
                throw BundleFormatException(
                    root.at("schemaVersion"),
                    "schemaVersion $schemaVersion; this runtime reads $SUPPORTED_SCHEMA_VERSIONS only"
                )
            }
            val app = root.obj("app")
            if (!root.has("flows")) throw root.missing("flows")
            val flows = root.list("flows") { Flow.read(it) }
            val experiments = root.list("experiments") { experiment(it) }
            SchemaVersions.check(schemaVersion, flows, experiments)
            val sourceLocale = app.string("sourceLocale")
            return OnboardingBundle(
                schemaVersion = schemaVersion,
                appId = app.string("id"),
                locales = BundleLocales(
                    sourceLocale,
                    if (root.has("locales")) root.strings("locales") else listOf(sourceLocale),
                    root.strings("pseudoLocales"),
                    fallbacks(root)
                ),
                placeholders = flat(root, "placeholders") { Placeholder.fromBundle(json) },
                androidStrings = flat(root, "strings") { AndroidStrings.fromBundle(json) },
                flows = flows,
                experiments = experiments,
                links = root.stringMap("links"),
                numberingSystems = root.stringMap("numberingSystems")
            )
        }

        /**
         * An experiment (docs/bundle-format.md, "Experiments"), read by [Experiment.fromJson] once
         * its members are checked here: an audience that is a condition, variants whose weights
         * are whole numbers from 0 that sum to 100.
         */
        private fun experiment(members: Members): Experiment {
            members.optCondition("audience")
            if (!members.has("variants")) throw members.missing("variants")
            val weights = members.list("variants") { variant ->
                variant.string("id")
                variant.list("texts") { it.string("key") + it.string("variantKey") }
                variant.int("weight")
            }
            if (weights.any { it < 0 } || weights.sum() != Experiment.TOTAL_WEIGHT) {
                throw BundleFormatException(
                    members.at("variants"),
                    "the weights are not whole numbers from 0 that sum to ${Experiment.TOTAL_WEIGHT} (they sum to ${weights.sum()})"
                )
            }
            return flat(members, "id") { Experiment.fromJson(members.json) }
        }

        /** What a reader of the flat core makes of [members]' [name]; its JSON errors as the format's, at that path. */
        private fun <T> flat(members: Members, name: String, read: () -> T): T = try {
            read()
        } catch (error: JSONException) {
            throw BundleFormatException(members.at(name), error.message ?: "not what the format says")
        }

        private fun fallbacks(root: Members): Map<String, List<String>> {
            val members = root.optObject("localeFallbacks") ?: return emptyMap()
            return members.json.keys().asSequence().toList().sorted().associateWith { members.strings(it) }
        }
    }
}

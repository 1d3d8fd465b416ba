package dev.onboardc.onboardkit.conformance

import dev.onboardc.onboardkit.AndroidResourceTables
import dev.onboardc.onboardkit.AndroidStrings
import dev.onboardc.onboardkit.BundleLocales
import dev.onboardc.onboardkit.StringCatalogTables
import dev.onboardc.onboardkit.StringTables
import org.json.JSONObject
import java.io.File

/**
 * The string tables of an app folder the Kotlin runtime can read (docs/conformance.md,
 * "Running the suite in a runtime"), each with the platform whose copy it holds: the Android
 * tables (`android/res`, which the bundle's `strings.android` names) hold Android's copy; the
 * String Catalog (`strings.ios`), the tables a release carries, holds iOS's. A vector's
 * texts are checked against each.
 */
internal class AppTables(val platform: String, val tables: StringTables) {
    companion object {
        fun of(app: File, bundle: JSONObject): List<AppTables> {
            val out = ArrayList<AppTables>()
            val android = AndroidStrings.fromBundle(bundle)
            if (android.path != null) {
                out.add(
                    AppTables(
                        "android",
                        AndroidResourceTables(
                            File(app, android.path).parentFile.parentFile, BundleLocales.fromJson(bundle).sourceLocale,
                            android::resourceName, VectorJson.stringMap(bundle, "links")
                        )
                    )
                )
            }
            val catalog = bundle.optJSONObject("strings")?.optString("ios", "").orEmpty()
            if (catalog.isNotEmpty()) out.add(AppTables("ios", StringCatalogTables(File(app, catalog).readText())))
            return out
        }
    }
}

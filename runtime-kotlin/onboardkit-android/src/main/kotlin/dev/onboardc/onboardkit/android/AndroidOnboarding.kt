package dev.onboardc.onboardkit.android

import android.content.Context
import dev.onboardc.onboardkit.AttributeValue
import dev.onboardc.onboardkit.IntegerFormatter
import dev.onboardc.onboardkit.OnboardingStore
import dev.onboardc.onboardkit.OnboardingText
import dev.onboardc.onboardkit.StringCatalogTables
import dev.onboardc.onboardkit.StringTables
import dev.onboardc.onboardkit.bundle.OnboardingBundle
import dev.onboardc.onboardkit.engine.ConditionEnvironment
import dev.onboardc.onboardkit.engine.FlowEngine
import dev.onboardc.onboardkit.engine.FlowSession
import dev.onboardc.onboardkit.engine.LocaleSubtags
import dev.onboardc.onboardkit.engine.shown

/**
 * An app's onboarding: its [bundle], its texts in the user's language ([text]), and the
 * [engine] that decides which flow shows and keeps the flags. [load] makes one from the app's
 * assets, resources and SharedPreferences; [of] from the pieces (tests, tools on a JVM).
 */
class AndroidOnboarding(val bundle: OnboardingBundle, val text: OnboardingText, val engine: FlowEngine) {
    /** The texts [session] shows now, by element (`title`, `button.primary`, `dialog.title`…). */
    fun texts(session: FlowSession): Map<String, String> = text.shown(session)

    companion object {
        /**
         * The bundle the build wrote, copied to the app's `assets/` as [bundleAsset]; the user's
         * language from the device's languages and the bundle's chains; texts from the app's
         * generated resources, or from a String Catalog in the assets ([catalogAsset]: an app
         * whose spec writes no Android tables, or a downloaded release's); flags and
         * assignments in SharedPreferences. [attributes] and [appVersion] are what the flows'
         * conditions read; [userId] is the stable id experiments hash (null: one made once and
         * stored).
         */
        @JvmStatic
        fun load(
            context: Context,
            bundleAsset: String = "onboarding/bundle.json",
            catalogAsset: String? = null,
            attributes: Map<String, AttributeValue> = emptyMap(),
            appVersion: String = "",
            userId: String? = null
        ): AndroidOnboarding {
            fun asset(name: String) = context.assets.open(name).use { String(it.readBytes(), Charsets.UTF_8) }
            val bundle = OnboardingBundle.parse(asset(bundleAsset))
            val tables = if (catalogAsset != null) StringCatalogTables(asset(catalogAsset))
            else ResourceTables(context, bundle.androidStrings, bundle.locales, bundle.links)
            val preferred = context.resources.configuration.locales.toLanguageTags().split(',')
            return of(
                bundle, tables, SharedPreferencesStore(context), preferred, attributes, appVersion, userId,
                AndroidIntegerFormatter
            )
        }

        /**
         * The onboarding of [bundle] for a user whose languages are [preferred] (most preferred
         * first, BCP 47 tags), with texts from [tables] and flags in [store].
         */
        @JvmStatic
        fun of(
            bundle: OnboardingBundle,
            tables: StringTables,
            store: OnboardingStore,
            preferred: List<String>,
            attributes: Map<String, AttributeValue> = emptyMap(),
            appVersion: String = "",
            userId: String? = null,
            numbers: IntegerFormatter = AndroidIntegerFormatter
        ): AndroidOnboarding {
            val locale = bundle.locales.resolveLocale(preferred)
            val text = OnboardingText(bundle.locales, tables, locale, bundle.placeholders, bundle.numberingSystems, numbers)
            // Conditions read the language of the texts and the region of the device's first language.
            val environment = ConditionEnvironment(
                attributes = attributes, platform = "android", appVersion = appVersion,
                language = LocaleSubtags.language(locale), region = preferred.firstOrNull()?.let(LocaleSubtags::region)
            )
            return AndroidOnboarding(bundle, text, FlowEngine(bundle, store, environment, userId))
        }
    }
}

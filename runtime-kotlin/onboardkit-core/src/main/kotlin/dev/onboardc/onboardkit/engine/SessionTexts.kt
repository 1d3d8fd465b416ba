package dev.onboardc.onboardkit.engine

import dev.onboardc.onboardkit.OnboardingText

/**
 * The texts of the copy [session] shows now, by element (`title`, `button.primary`,
 * `dialog.title`, `announcement`…), in this text's language: what an app draws, and what a
 * conformance vector's view lists. [extra] adds placeholder values the app knows (a store's
 * price) to every element's.
 */
fun OnboardingText.shown(session: FlowSession, extra: Map<String, dev.onboardc.onboardkit.TextValue> = emptyMap()): Map<String, String> {
    val texts = LinkedHashMap<String, String>()
    for (copy in session.shownCopy) texts[copy.element] = resolve(copy.key, extra + copy.values).text
    return texts
}

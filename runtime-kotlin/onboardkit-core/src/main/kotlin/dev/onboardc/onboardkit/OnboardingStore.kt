package dev.onboardc.onboardkit

/**
 * Where the runtime keeps what must outlive a session: completion flags and texts (an
 * experiment's variant, `onboardc.experiment.<id>`). On Android, SharedPreferences.
 */
interface OnboardingStore {
    fun flag(key: String): Boolean
    fun setFlag(key: String, value: Boolean)
    fun string(key: String): String?
    fun setString(key: String, value: String)
}

/** A store in memory: for tests, previews and the conformance vectors. */
class InMemoryOnboardingStore(
    flags: Map<String, Boolean> = emptyMap(),
    texts: Map<String, String> = emptyMap()
) : OnboardingStore {
    private val flags = LinkedHashMap(flags)
    private val texts = LinkedHashMap(texts)

    override fun flag(key: String): Boolean = flags[key] ?: false
    override fun setFlag(key: String, value: Boolean) { flags[key] = value }
    override fun string(key: String): String? = texts[key]
    override fun setString(key: String, value: String) { texts[key] = value }

    /** Every text stored, by key. */
    val textSnapshot: Map<String, String> get() = LinkedHashMap(texts)

    /** Every flag stored, by key. */
    val flagSnapshot: Map<String, Boolean> get() = LinkedHashMap(flags)
}

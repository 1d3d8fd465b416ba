package dev.onboardc.onboardkit.android

import android.content.Context
import android.content.SharedPreferences
import dev.onboardc.onboardkit.engine.FlowEngine
import dev.onboardc.onboardkit.engine.FlowSession
import dev.onboardc.onboardkit.engine.FlowSnapshot
import org.json.JSONObject

/**
 * A session kept across process death in SharedPreferences, one per flow, as the snapshot
 * JSON OnboardKit writes too (docs/client-guide.md, "Save and restore"): [save] it when the
 * Activity stops, [restore] it at the next start, [clear] it when the flow ends. A snapshot
 * that no longer reads, or no longer fits the bundle (an update removed its screen), is dropped
 * and [restore] gives null: the flow starts again rather than the app failing.
 */
class SnapshotStore(private val preferences: SharedPreferences) {
    /** The app's preferences file [name] (default `onboardc`, beside the flags). */
    constructor(context: Context, name: String = "onboardc") :
        this(context.getSharedPreferences(name, Context.MODE_PRIVATE))

    fun save(session: FlowSession) {
        val key = key(session.flow.id)
        check(preferences.edit().putString(key, session.snapshot.toJson().toString()).commit()) {
            "SharedPreferences could not store $key"
        }
    }

    /** The saved session of [flowId], restored in [engine]'s bundle; null when none is saved or it no longer fits. */
    fun restore(engine: FlowEngine, flowId: String): FlowSession? {
        val saved = preferences.getString(key(flowId), null) ?: return null
        return try {
            engine.restore(FlowSnapshot.fromJson(JSONObject(saved)))
        } catch (unusable: Exception) {
            clear(flowId)
            null
        }
    }

    fun clear(flowId: String) {
        preferences.edit().remove(key(flowId)).commit()
    }

    private fun key(flowId: String) = "onboardc.snapshot.$flowId"
}

package dev.onboardc.onboardkit.bundle

/**
 * A `bundle.json` this runtime cannot read: a required member missing or of the wrong type,
 * an unknown value of a closed vocabulary (a target, action or trigger `kind`, a button
 * slot…), a schema version it does not read, or a flow whose targets point at nothing.
 * [path] is where, as a JSON path from the document's root (`$.flows[0].screens[2].buttons[0].action.kind`).
 */
class BundleFormatException(val path: String, val reason: String) : Exception("$path: $reason")

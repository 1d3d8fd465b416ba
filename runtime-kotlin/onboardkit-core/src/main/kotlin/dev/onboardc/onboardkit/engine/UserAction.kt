package dev.onboardc.onboardkit.engine

import dev.onboardc.onboardkit.bundle.ButtonSlot

/** Something the user does on a screen. */
sealed class UserAction {
    /** Taps the button of [slot]. */
    data class Tap(val slot: ButtonSlot) : UserAction()

    /** Swipes to the next screen (never past the last: only a button completes a flow). */
    object SwipeNext : UserAction()

    /** Swipes to the previous screen. */
    object SwipeBack : UserAction()

    /** `tap:primary`, `swipe:next`…: the action as a conformance view lists it. */
    val vectorName: String
        get() = when (this) {
            is Tap -> "tap:${slot.bundleName}"
            is SwipeNext -> "swipe:next"
            is SwipeBack -> "swipe:back"
        }
}

/**
 * Why a session refused a call: always a bug in the caller (a tap on a button that is not
 * enabled, a result nobody asked for), never a user error.
 */
class SessionException(message: String) : Exception(message)

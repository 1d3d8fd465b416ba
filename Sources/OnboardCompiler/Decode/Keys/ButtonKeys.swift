import BundleFormat

/// A button in its long form: its label and its action.
extension MappingSchema {
    static let button = MappingSchema(
        "button", noun: "a button", summary: "A button: its label, and what it does.", docs: DocsTable("3.12 Button"),
        keys: [
            Key(
                "label", .copy, .sometimes,
                #"the button's text. Key `<flow>.<screen>.<slot>` (in a state `<flow>.<screen>.<state>.<slot>`)"#),
            Key("icon", .text, #"a symbol name shown on the button (`xmark`)"#),
            .androidIcon,
            Key(
                "accessibilityLabel", .copy,
                #"what a screen reader says; give one to every icon-only button. Key `<…>.<slot>.a11y`"#),
            Key(
                "action", .choice(ActionName.self),
                #"what the button does ([3.13](#313-actions)); without it, its slot's default action"#),
            Key(
                "to", .target,
                #"with `action: go` (required) or `action: skip` (also the default action of a `skip` button); a [target](#314-targets), or targets chosen by conditions"#
            ),
            Key(
                "confirm", .identifier,
                #"ask this [dialog](#37-dialog) first; the action runs only if the user confirms"#),
            Key(
                "pending", .identifier,
                #"show this [state](#315-state) while the action is under way (for example a loading state while waiting for the system)"#
            ),
            Key("permission", .choice(Permission.self), #"with `action: request-permission` (required)"#),
            Key(
                "types", .list(.formatted(.mimeType), atLeast: 1),
                #"with `action: pick-file`: the MIME types the picker offers, lower case (`application/pdf`, `image/*`); absent: any file (`*/*`)"#
            ),
            Key(
                "plan", .identifier,
                #"with `action: purchase`: the id of the plan to buy, a plan of the paywall of the same screen"#),
            Key(
                "on",
                .dictionary(
                    keys: .choice(
                        (BundleFormat.Outcome.biometricOutcomes + BundleFormat.Outcome.purchaseOutcomes
                            + BundleFormat.Outcome.codeOutcomes + BundleFormat.Outcome.fileOutcomes).map(Choice.init)),
                    values: .target),
                #"with `request-permission`, `purchase`, `restore`, `resend-code`, `pick-file`"#),
            Key(
                "cooldown", .duration,
                #"with `action: resend-code`: how long the button stays disabled after a code is sent (`30s`), so the user waits for the code before asking again"#
            ),
            Key(
                "then", .target,
                #"with `action: open-settings`: where to go when the user returns from Settings, a [target](#314-targets)"#
            ),
            Key(
                "result", .identifier,
                #"with `action: complete` (also the default action of a `close` button): what the app does after the flow ends ([3.13](#313-actions))"#
            ),
            Key("feedback", .mapping(.feedback), #"how the button reacts to a press"#),
            Key(
                "placement", .choice(Placement.self),
                #"where the button sits; *leading* is the left in left-to-right languages"#),
        ],
        requiresAny: ["label", "icon"])
}

extension MappingSchema {
    /// What a button's `action` is.
    enum ActionName: String, CaseIterable {
        case next, back, complete, go, skip
        case requestPermission = "request-permission"
        case purchase, restore
        case openSettings = "open-settings"
        case resendCode = "resend-code"
        case pickFile = "pick-file"
    }

    /// Where a button's `placement` puts it.
    enum Placement: String, CaseIterable {
        case topLeading = "top-leading", topTrailing = "top-trailing", bottom, bottomLeading = "bottom-leading",
            bottomTrailing = "bottom-trailing", inline
    }
}

extension MappingSchema {
    /// One branch of a target chosen by conditions (docs/conditions.md): where to go when
    /// `when` holds; the last branch, without `when`, is where to go when none does.
    static let targetBranch = MappingSchema(
        "targetBranch", noun: "a branch", summary: "Where a target leads when a condition holds.",
        docs: DocsTable("Branch"),
        keys: [
            Key(
                "when", .text,
                #"a [condition](#314-targets) (docs/conditions.md); leave it out on the last branch, the fallback"#),
            Key("to", .identifier, .required, #"a target: `next`, `back`, `complete`, `stay`, a screen or a state"#),
        ])
}

extension ValueKind {
    /// A target (`next`, a screen id, …), or targets chosen by conditions: a list of branches.
    static var target: ValueKind { .either(.identifier, .list(.mapping(.targetBranch), atLeast: 1)) }
}

extension MappingSchema.ActionName: Vocabulary {
    var meaning: String {
        switch self {
        case .next: "go to the next screen in the list; on the last screen, the flow completes"
        case .back:
            "go to the previous screen **in the list** (not the screen the user came from); on the first screen, nothing happens"
        case .complete:
            "the flow is done: the flag is set (if `setOn` has `complete`; on a `close` button, `dismiss`) and the flow closes. `result` (an id, none by default) tells the app what to do next, for example `photo-library` to open the upload flow instead of the camera; agree the values with the app team"
        case .go: "go to the [target](#314-targets)"
        case .skip:
            "skip ahead to the target. With `to: complete` (the default) the flow ends as *skipped* (see `completion.setOn`)"
        case .requestPermission: "ask the system for a permission, then follow `on` for the user's answer"
        case .purchase:
            "buy through the screen's [paywall](#319-paywall) (`plan`: the id of the plan to buy; it must be a plan of the paywall of the same screen), then follow `on` for the result"
        case .restore: "restore earlier purchases, then follow `on` for the result"
        case .openSettings:
            "open the system Settings app; when the user returns, go to the `then` target if there is one"
        case .resendCode:
            "ask the app to send a one-time code (again) to the number the user gave, then follow `on` for the result; after a `sent` result every `resend-code` button of the flow stays disabled for `cooldown` (none by default)"
        case .pickFile:
            "ask the app to show the system's file picker for files of `types` (any file when absent), then follow `on` for the result. No permission is asked, and what the user picked stays with the app"
        }
    }
}

extension MappingSchema.Placement: Vocabulary {
    var meaning: String {
        switch self {
        case .topLeading: "the top corner where lines start: the left in left-to-right languages, the right in Arabic"
        case .topTrailing: "the top corner where lines end: the right in left-to-right languages, the left in Arabic"
        case .bottom: "the bottom of the screen, full width or centred"
        case .bottomLeading: "the bottom, on the side where lines start (`[← Back] [Next →]`: the Back)"
        case .bottomTrailing: "the bottom, on the side where lines end (`[← Back] [Next →]`: the Next)"
        case .inline: "in the content, after the text, where a link-like button reads as part of it"
        }
    }
}

extension Permission: Vocabulary {
    var meaning: String {
        switch self {
        case .camera: "the camera"
        case .photoLibrary: "the photo library"
        case .notifications: "notifications (reminders, alerts)"
        case .screenTime: "Screen Time (iOS's Family Controls), to limit apps"
        case .appPicker: "the system's picker of apps and categories; `allowed` = the user made a selection"
        case .location: "the device's location"
        case .microphone: "the microphone"
        case .tracking: "tracking across other companies' apps and websites (iOS App Tracking Transparency)"
        case .biometrics: "Face ID or Touch ID on iOS, a fingerprint or face on Android"
        }
    }
}

extension BundleFormat.Outcome: Vocabulary {
    var meaning: String {
        switch self {
        case .allowed: "the user allowed the permission (for `app-picker`: made a selection)"
        case .denied: "the user refused the permission (for `app-picker`: cancelled)"
        case .notDetermined: "the system did not ask, or the user has not answered yet"
        case .success: "the purchase or restore went through"
        case .failure: "the purchase or restore failed (the store refused it, no network, nothing to restore)"
        case .cancel: "the user cancelled the purchase sheet"
        case .sent: "the app sent a code"
        case .failed: "the app could not send the code: no network, too many attempts, a number its service refuses"
        case .unavailable:
            "`biometrics` only: no sensor, or it is locked out or turned off by policy; follows `denied` when not listed"
        case .notEnrolled:
            "`biometrics` only: a sensor, but no face or finger set up; follows `denied` when not listed"
        case .picked: "the user picked a file"
        case .cancelled: "the user closed the file picker"
        }
    }
}

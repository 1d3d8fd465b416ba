import BundleFormat

/// A button: where it sits, what it says, what it does.
public struct Button: Sendable, Hashable {
    public enum Slot: String, Sendable, Hashable, CaseIterable, Codable {
        case primary, secondary, skip, back, close
    }

    public var slot: Slot
    public var label: Copy?
    /// An SF Symbol name.
    public var icon: String?
    /// Where the `icon` value is written.
    public var iconSpan: SourceSpan?
    /// The Material Symbols name Android shows instead (`androidIcon`).
    public var androidIcon: MaterialSymbol? = nil
    public var accessibilityLabel: Copy?
    public var action: Action
    public var feedback: Feedback?
    /// Where the client places it: top-leading, top-trailing, bottom, …
    public var placement: String?
    public var span: SourceSpan
}

extension Button.Slot {
    /// The slot as the bundle (and OnboardKit) names it.
    public var bundleSlot: ButtonSlot {
        switch self {
        case .primary: .primary
        case .secondary: .secondary
        case .skip: .skip
        case .back: .back
        case .close: .close
        }
    }
}

/// What happens when a button is tapped.
public struct Action: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case next
        case back
        /// Ends the flow; `result` names what the app does next (for example
        /// `photo-library`: open the upload flow instead of the camera).
        case complete(result: String?)
        case goTo(Target)
        /// Leaves the rest of the flow (or an optional step) for `Target`.
        case skip(Target)
        case requestPermission(Permission, outcomes: [Outcome])
        case purchase(plan: String?, outcomes: [Outcome])
        case restore(outcomes: [Outcome])
        case openSettings(then: Target?)
        /// Asks the app to send a one-time code (again); `cooldown`: seconds the button stays
        /// disabled after a code is sent.
        case resendCode(cooldown: Double?, outcomes: [Outcome])
        /// Asks the app to show the system's file picker for files of `types`: lower-case MIME
        /// types (`application/pdf`, `image/*`), `["*/*"]` when the spec names none. Needs no
        /// permission; outcomes `picked` and `cancelled`.
        case pickFile(types: [String], outcomes: [Outcome])
    }

    public var kind: Kind
    /// A dialog to confirm before the action runs.
    public var confirm: String?
    /// An in-screen state shown while the action is under way (for example `loading`).
    public var pending: String?
    public var span: SourceSpan
}

/// A system permission or system picker the client asks for.
public enum Permission: String, Sendable, Hashable, CaseIterable, Codable {
    case camera
    case photoLibrary = "photo-library"
    case notifications
    case screenTime = "screen-time"
    case appPicker = "app-picker"
    case location
    case microphone
    case tracking
    /// Face ID or Touch ID on iOS; a fingerprint or face on Android.
    case biometrics
}

/// Where the flow goes for one result of a permission request or purchase.
public struct Outcome: Sendable, Hashable {
    /// `allowed`, `denied`, `not-determined` for permissions (for the app
    /// picker: a selection, or cancelled; `biometrics` also `unavailable`, `not-enrolled`);
    /// `success`, `failure`, `cancel` for purchases; `sent`, `failed` for `resend-code`;
    /// `picked`, `cancelled` for `pick-file`.
    public var result: String
    public var target: Target
    public var span: SourceSpan

    /// The names the bundle format has (BundleFormat's `Outcome`): the decoder accepts these only.
    public static let permissionResults = BundleFormat.Outcome.permissionOutcomes.map(\.rawValue)
    public static let purchaseResults = BundleFormat.Outcome.purchaseOutcomes.map(\.rawValue)
    public static let codeResults = BundleFormat.Outcome.codeOutcomes.map(\.rawValue)
    public static let biometricResults = BundleFormat.Outcome.biometricOutcomes.map(\.rawValue)
    public static let fileResults = BundleFormat.Outcome.fileOutcomes.map(\.rawValue)

    /// The names a `request-permission` of `permission` may map.
    public static func permissionResults(for permission: Permission) -> [String] {
        permission == .biometrics ? biometricResults : permissionResults
    }
}

/// A resolved navigation target.
public struct Target: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case next
        case back
        case complete
        /// Stay where the user is (for example: the picker was cancelled, select again).
        case stay
        case screen(String)
        case state(screen: String, state: String)
    }

    /// Where the target leads; for a target chosen by conditions, the fallback's.
    public var kind: Kind
    /// Where `kind` is written.
    public var span: SourceSpan
    /// The targets chosen by conditions, in order: the first whose condition holds wins,
    /// and `kind` is the fallback when none does (docs/conditions.md). Empty for a plain target.
    public var branches: [TargetBranch] = []

    /// Every place the target can lead: each branch's, then the fallback (a plain target: itself).
    public var leaves: [Target] {
        branches.map(\.target) + [Target(kind: kind, span: span)]
    }
}

/// One branch of a target chosen by conditions: where to go when `condition` holds.
public struct TargetBranch: Sendable, Hashable {
    public var condition: Condition
    /// Where the condition is written (`when:`).
    public var conditionSpan: SourceSpan
    /// A plain target (a branch never holds branches of its own).
    public var target: Target
}

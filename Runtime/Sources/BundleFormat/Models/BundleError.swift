import Foundation

/// Why a bundle could not be loaded.
public enum BundleError: Error, Hashable, Sendable, LocalizedError {
    /// The bundle's `schemaVersion` is not one this library reads. Thrown before
    /// any other member is decoded: a client must not run such a bundle. Keep
    /// the last bundle you could read (or skip onboarding) and report it.
    case unsupportedSchemaVersion(found: Int, supported: ClosedRange<Int>)
    /// The bundle uses what its `schemaVersion` does not have (`reason`: a flow with a
    /// `branch` target in a version-2 bundle): it was not written by onboardc, or was
    /// edited by hand. A client must not run it.
    case requiresNewerSchemaVersion(found: Int, required: Int, reason: String)

    /// A message for logs and reports.
    public var errorDescription: String? {
        switch self {
        case .unsupportedSchemaVersion(let found, let supported):
            "The onboarding bundle has schemaVersion \(found); this version of OnboardKit reads "
                + "schemaVersion \(Self.describe(supported)) only. Keep the last bundle that loaded, or update OnboardKit."
        case .requiresNewerSchemaVersion(let found, let required, let reason):
            "The onboarding bundle has schemaVersion \(found), but \(reason), which needs schemaVersion "
                + "\(required) or later. Rebuild the bundle with onboardc; do not edit it by hand."
        }
    }

    /// `2`, `2 or 3`, `2 to 4`.
    private static func describe(_ versions: ClosedRange<Int>) -> String {
        switch versions.count {
        case 1: "\(versions.lowerBound)"
        case 2: "\(versions.lowerBound) or \(versions.upperBound)"
        default: "\(versions.lowerBound) to \(versions.upperBound)"
        }
    }
}

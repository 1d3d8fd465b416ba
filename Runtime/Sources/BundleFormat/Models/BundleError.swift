import Foundation

/// Why a bundle could not be loaded.
public enum BundleError: Error, Hashable, Sendable, LocalizedError {
    /// The bundle's `schemaVersion` is not one this library reads. Thrown before
    /// any other member is decoded: a client must not run such a bundle. Keep
    /// the last bundle you could read (or skip onboarding) and report it.
    case unsupportedSchemaVersion(found: Int, supported: Int)

    /// A message for logs and reports.
    public var errorDescription: String? {
        switch self {
        case .unsupportedSchemaVersion(let found, let supported):
            "The onboarding bundle has schemaVersion \(found); this version of OnboardKit reads "
                + "schemaVersion \(supported) only. Keep the last bundle that loaded, or update OnboardKit."
        }
    }
}

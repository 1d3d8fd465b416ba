/// The codes of `BundleCheck/`: a built bundle that clients could not load.
extension DiagnosticCode {
    // msg: the file is not JSON
    static let bundleNotJson = DiagnosticCode(
        "bundle-not-json", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: \(place) has the member `\(duplicate.name)` twice
    static let bundleDuplicateMember = DiagnosticCode(
        "bundle-duplicate-member", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: the bundle has schemaVersion \(version); this onboardc checks schemaVersion 
    static let bundleSchemaVersion = DiagnosticCode(
        "bundle-schema-version", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: 
    static let bundleInvalid = DiagnosticCode(
        "bundle-invalid", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: `\(table)` is not where onboardc writes the \(platform) 
    static let bundleInvalidTable = DiagnosticCode(
        "bundle-invalid-table", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: the bundle names the \(platform) string table `\(table)`, 
    static let bundleMissingTable = DiagnosticCode(
        "bundle-missing-table", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: `\(key)` is not in the \(platform) string table `\(table)`
    static let bundleMissingString = DiagnosticCode(
        "bundle-missing-string", .error, "TODO",
        example: .none(because: "TODO"))

    /// Every code of this stage, for the registry (`DiagnosticCodes.all`).
    static let bundleCheck: [DiagnosticCode] = [
        bundleNotJson,
        bundleDuplicateMember,
        bundleSchemaVersion,
        bundleInvalid,
        bundleInvalidTable,
        bundleMissingTable,
        bundleMissingString,
    ]
}

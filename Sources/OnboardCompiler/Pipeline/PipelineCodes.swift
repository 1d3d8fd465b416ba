/// The codes of `Pipeline/`: specs that cannot be built together.
extension DiagnosticCode {
    // msg: app id `\(id)` is also used by \(first.file); both would write the output folder `\(id)/`
    static let buildDuplicateApp = DiagnosticCode(
        "build-duplicate-app", .error, "TODO",
        example: .none(because: "TODO"))

    /// Every code of this stage, for the registry (`DiagnosticCodes.all`).
    static let pipeline: [DiagnosticCode] = [
        buildDuplicateApp,
    ]
}

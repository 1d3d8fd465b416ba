/// The codes of `Emit/`: a spec that decodes but cannot be written as string tables.
extension DiagnosticCode {
    // msg: string keys `\(keys.0)` and `\(keys.1)` both become the Android resource name `\(name)`
    static let emitAndroidNameCollision = DiagnosticCode(
        "emit-android-name-collision", .error, "TODO",
        example: .none(because: "TODO"))

    // msg: string key `\(key)` is used for two different texts
    static let emitStringKeyConflict = DiagnosticCode(
        "emit-string-key-conflict", .error, "TODO",
        example: .none(because: "TODO"))

    /// Every code of this stage, for the registry (`DiagnosticCodes.all`).
    static let emit: [DiagnosticCode] = [
        emitAndroidNameCollision,
        emitStringKeyConflict,
    ]
}

/// The codes of `Emit/`: a spec that decodes but whose copy cannot be written as string tables.
extension DiagnosticCode {
    static let emitAndroidNameCollision = DiagnosticCode(
        "emit-android-name-collision", .error,
        "Two string keys become one Android resource name (`.` and `-` both become `_`).",
        example: .spec(
            exampleSpec(
                app: ["platforms: [android]"],
                screen: ["inputs: [{ id: again-title, kind: checkbox, label: ⟦Remind me }]"],
                primary: "{ label: Start, action: next }"
            ).replacingOccurrences(of: "  platforms: [ios]\n", with: "") + """
                      - id: welcome-again
                        role: completion
                        title: Done
                        primary: { label: Finish, action: complete }

                """))

    static let emitStringKeyConflict = DiagnosticCode(
        "emit-string-key-conflict", .error,
        "Two different texts get the same string key (an input named like a slot); the lint rule `copy-key-conflict` says so first.",
        example: .spec(
            exampleSpec(screen: ["inputs: [{ id: title, kind: checkbox, label: ⟦Agree }]"]),
            config: "version: 1\nrules: { copy-key-conflict: off }\n"))

    /// Every code of this stage, for the registry (`DiagnosticCodes.all`).
    static let emit: [DiagnosticCode] = [emitAndroidNameCollision, emitStringKeyConflict]
}

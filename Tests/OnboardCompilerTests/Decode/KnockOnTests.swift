import Testing
@testable import OnboardCompiler

extension DecodeTests {
    /// A node that failed to decode is reported once: what refers to it stays quiet.
    @Suite struct KnockOnTests {
        static let spec = """
            version: 1
            app: { id: demo, name: Demo, platforms: [ios] }
            flows:
              - id: onboarding
                trigger: first-launch
                completion: { flag: done }
                screens:
                  - id: welcome
                    role: welcome
                    titel: Hello
                    primary: { lable: Go }
                    inputs: [{ id: goal, kind: single-choise }]
                    entrance:
                      - { element: title, duration: 0.3 }
                      - { element: primary, duration: 0.3 }
                      - { element: goal, duration: 0.3 }
                      - { element: subtitle, duration: 0.3 }

            """

        /// A misspelt `titel`, a button and an input that did not decode: their own errors only (the
        /// misspelt `lable` is not also a missing label).
        /// `subtitle` is written nowhere, so the step naming it is still reported.
        @Test func entranceStepsNamingAFailedElementStayQuiet() {
            #expect(
                diagnose(Self.spec).map(\.located) == [
                    "spec-unknown-key 10:9",
                    "spec-unknown-key 11:20",
                    "spec-unknown-value 12:36",
                    "spec-unknown-reference 17:24",
                ])
        }
    }
}

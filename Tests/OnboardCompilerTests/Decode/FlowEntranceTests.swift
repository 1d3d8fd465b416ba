import Testing
@testable import OnboardCompiler

extension DecodeTests {
    /// A flow's `entrance` is the default of its screens: each screen that writes none
    /// takes the steps for the elements it has; `entrance: []` or a list of its own overrides it.
    @Suite struct FlowEntranceTests {
        static let spec = """
            version: 1
            app: { id: demo, name: Demo, platforms: [ios] }
            flows:
              - id: tour
                trigger: settings
                entrance:
                  - { element: title, duration: 0.4 }
                  - { element: body, at: 0.2, duration: 0.4 }
                  - { element: primary, at: 0.4, duration: 0.3 }
                screens:
                  - { id: one, role: welcome, title: Hi, body: Hello, primary: Next }
                  - { id: two, role: information, title: Only a title, primary: Next }
                  - { id: three, role: information, title: Still, primary: Next, entrance: [] }
                  - id: four
                    role: completion
                    body: Done
                    primary: { label: Finish, action: complete }
                    entrance: [{ element: body, effect: scale-in, duration: 0.5 }]

            """

        @Test func screensTakeTheStepsForTheirElementsUnlessTheyWriteTheirOwn() throws {
            let spec = try #require(decode(Self.spec))
            let screens = try #require(spec.flows.first?.screens)
            #expect(
                screens.map { $0.entrance.map(\.element) } == [
                    ["title", "body", "primary"], ["title", "primary"], [], ["body"],
                ])
            let inherited = try #require(screens[1].entrance.last)
            #expect(inherited.at == 0.4 && inherited.animation.duration == 0.3)
            #expect("\(inherited.span.start.line):\(inherited.span.start.column)" == "9:9", "points at the flow's step")
            #expect(screens[3].entrance.first?.effect == .scaleIn)
        }

        /// Clients get each screen's steps, as if the screen had written them: the bundle
        /// format has no flow default to resolve.
        @Test func theBundleCarriesEachScreensSteps() throws {
            let bundle = try #require(compile(Self.spec).json("bundle.json"))
            let screens = try #require(dig(bundle, "flows", 0, "screens") as? [[String: Any]])
            #expect(screens.map { ($0["entrance"] as? [Any])?.count } == [3, 2, 0, 1])
        }

        /// The default names elements any screen may have; an input id or a typo is reported.
        @Test func theDefaultNamesElementsScreensHave() {
            let spec = Self.spec.replacingOccurrences(of: "{ element: body, at: 0.2", with: "{ element: bdy, at: 0.2")
            #expect(diagnose(spec).map(\.located) == ["spec-unknown-reference 8:20"])
        }
    }
}

extension DecodeTests.FlowEntranceTests {
    /// A flow's step that delays the primary button is one finding, at the step, for the
    /// first screen that inherits it; the others are named in a note.
    @Test func aFindingAboutAnInheritedStepIsReportedOnce() throws {
        let spec = """
            version: 1
            app: { id: demo, name: Demo }
            flows:
              - id: tour
                trigger: settings
                entrance:
                  - { element: primary, at: 3.0, duration: 0.3 }
                screens:
                  - { id: one, role: welcome, title: Hi, primary: Next }
                  - { id: two, role: information, title: Two, primary: Next }
                  - { id: three, role: completion, title: Done, primary: { label: Finish, action: complete } }

            """
        let found = findings(of: "timing-primary-action-delay", spec: spec)
        #expect(found.map(\.place) == ["spec:7:9"])
        #expect(found.first?.message.hasPrefix("the primary button of screen `one`") == true)
        #expect(found.first?.notes.last?.message == "the same step also applies to screens `two`, `three`")
    }
}

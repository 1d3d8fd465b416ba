import Foundation
import Testing
@testable import OnboardCompiler
@testable import OnboardPreview

/// Previews built in memory, and what tests read out of their pages.
enum PreviewFixtures {
    /// The preview of specs given as text (`path` → YAML), with their translation files.
    static func site(
        _ specs: [(path: String, text: String)], translations: [String: [SourceFile]] = [:],
        previous: PreviewSite? = nil, liveVersion: String? = nil, config: String? = nil
    ) -> PreviewSite {
        let inputs = specs.map {
            Pipeline.Input(spec: SourceFile(path: $0.path, text: $0.text), translations: translations[$0.path] ?? [])
        }
        var timings = StageTimings()
        // In memory, nothing can become unreadable.
        return try! PreviewSite.build(
            Project(inputs, config: config.map { SourceFile(path: ProjectConfig.fileName, text: $0) }),
            liveVersion: liveVersion, previous: previous, timings: &timings)
    }

    /// The preview of the seed specs, as `onboardc preview specs` builds it.
    static func seeds() throws -> PreviewSite {
        var timings = StageTimings()
        let project = try Project.load([PackageRoot.url.appendingPathComponent("specs").path], timings: &timings)
        return try PreviewSite.build(project, timings: &timings)
    }

    /// The preview of a spec of the repository (`examples/stillwater.yaml`), alone.
    static func file(_ path: String) throws -> PreviewSite {
        let text = try String(contentsOf: PackageRoot.url.appendingPathComponent(path), encoding: .utf8)
        return site([(path, text)])
    }

    static func page(_ site: PreviewSite, _ name: String) -> String {
        String(decoding: site.pages[name] ?? [], as: UTF8.self)
    }

    /// The page's texts: locale → text id → a string, or `{ forms, shown }` for a plural.
    static func texts(_ html: String) throws -> [String: [String: Any]] {
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"preview-data\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = String(html[start.upperBound..<end.lowerBound])
        let data = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require(data["texts"] as? [String: [String: Any]])
    }

    /// The value of every `name="…"` attribute in `html`, in order.
    static func attributeValues(_ name: String, in html: String) -> [String] {
        html.components(separatedBy: " \(name)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }
}

import BundleFormat
import Foundation
import OnboardCompiler
import OnboardKit

enum PreviewCompile {
    /// Every spec of `project` (`inputs`, read), in its order (in parallel, as `build` compiles).
    static func compile(_ project: Project, inputs: [Pipeline.Input]) -> [CompiledApp] {
        guard !project.configFailed else {
            return inputs.map(\.spec).map {
                .failed(
                    FailedApp(name: fileName($0.path), title: fileName($0.path), diagnostics: project.configDiagnostics)
                )
            }
        }
        // Two specs of one app: the later is an error, as in `build`, and gets the diagnostics page.
        return zip(inputs, Pipeline.previewAll(inputs, options: project.options)).map {
            compile($1, path: $0.spec.path)
        }
    }

    /// The files `result` holds, read back as a client reads them: `bundle.json` with
    /// `OnboardingBundle`'s decoder, the `.lproj` tables with `AppleStringTables`.
    static func compile(_ result: Pipeline.Result, path: String) -> CompiledApp {
        let name = fileName(path)
        guard let spec = result.spec, !result.outputs.isEmpty else {
            return .failed(FailedApp(name: name, title: name, diagnostics: result.diagnostics))
        }
        let id = spec.app.id
        var tables: [String: (strings: Data?, stringsdict: Data?)] = [:]
        var bundleData: Data?
        for file in result.outputs {
            let parts = file.path.split(separator: "/").map(String.init)
            if parts == [id, "bundle.json"] { bundleData = Data(file.bytes) }
            // <id>/ios/<locale>.lproj/<table>.strings, or under ios/debug/ (the pseudo-locales).
            guard parts.count >= 4, parts[0] == id, parts[1] == "ios", parts[parts.count - 2].hasSuffix(".lproj"),
                (parts[parts.count - 1] as NSString).deletingPathExtension == spec.app.stringTable
            else { continue }
            let locale = String(parts[parts.count - 2].dropLast(".lproj".count))
            if file.path.hasSuffix(".stringsdict") {
                tables[locale, default: (nil, nil)].stringsdict = Data(file.bytes)
            } else if file.path.hasSuffix(".strings") {
                tables[locale, default: (nil, nil)].strings = Data(file.bytes)
            }
        }
        do {
            guard let bundleData else { throw CocoaError(.fileReadNoSuchFile) }
            let bundle = try OnboardingBundle(data: bundleData)
            let strings = AppleStringTables(
                files: tables.keys.sorted().map {
                    AppleStringTables.Files(
                        locale: $0, strings: tables[$0]?.strings, stringsdict: tables[$0]?.stringsdict)
                })
            return .built(BuiltApp(bundle: bundle, strings: strings, spec: spec, diagnostics: result.diagnostics))
        } catch {
            return .failed(
                FailedApp(
                    name: id, title: spec.app.name, diagnostics: result.diagnostics,
                    problem: "onboardc could not read back the bundle it wrote for `\(id)`: \(error)"))
        }
    }

    private static func fileName(_ path: String) -> String {
        let name = (path as NSString).lastPathComponent
        return (name as NSString).deletingPathExtension
    }
}

import BundleFormat
import Foundation
import OnboardCompiler
import OnboardKit

enum PreviewCompile {
    /// Every spec of a project, compiled for the preview, in input order.
    struct Compiled {
        /// Each spec's path and what it gave.
        var apps: [(spec: String, app: CompiledApp)]
        /// Every file read (the specs, their translations, the configuration), for the excerpts of diagnostics.
        var sources: [SourceFile]
    }

    /// Every spec of `project`, in its order (in parallel, each read in its task, as `build`
    /// compiles); throws when a file found readable can no longer be read.
    static func compile(_ project: Project, timings: inout StageTimings) throws(FileError) -> Compiled {
        guard !project.configFailed else {
            let apps = project.specPaths.map { path in
                (
                    path,
                    CompiledApp.failed(
                        FailedApp(name: fileName(path), title: fileName(path), diagnostics: project.configDiagnostics))
                )
            }
            return Compiled(apps: apps, sources: project.configSources)
        }
        var compiled = Compiled(apps: [], sources: project.configSources)
        var unreadable: FileError?
        // Two specs of one app: the later is an error, as in `build`, and gets the diagnostics page.
        project.preview(timings: &timings) { result in
            let path = project.specPaths[compiled.apps.count]
            unreadable = unreadable ?? result.unreadable
            compiled.apps.append((path, compile(result, path: path)))
            compiled.sources += result.sources
        }
        if let unreadable { throw unreadable }
        return compiled
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
            return .built(
                BuiltApp(
                    bundle: bundle, strings: strings, android: result.androidTexts, spec: spec,
                    diagnostics: result.diagnostics))
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

import Foundation

extension Project {
    /// Every spec compiled as `onboardc build` compiles it, and each app's release content:
    /// its bundle, byte for byte what `build` writes, and one String Catalog per language
    /// (docs/remote-delivery.md, "Layout"). Each spec's diagnostics go to `report` in input
    /// order; nil when the configuration or any spec has an error (a release is of every app
    /// or of none).
    public func release(
        timings: inout StageTimings,
        report: (_ diagnostics: [Diagnostic], _ suppressed: [SuppressedDiagnostic], _ sources: [SourceFile]) -> Void
    ) throws(FileError) -> [ReleaseContent]? {
        report(configDiagnostics, [], configSources)
        guard !configFailed else { return nil }
        var contents: [ReleaseContent] = []
        var failed = false
        var unreadable: FileError?
        Pipeline.each(inputs, through: .build, options: options) { result in
            timings.add(result.timings)
            report(result.diagnostics, result.suppressed, result.sources)
            if let error = result.unreadable { unreadable = unreadable ?? error }
            guard !result.hasErrors, let spec = result.spec,
                let bundle = result.outputs.first(where: { $0.path == "\(spec.app.id)/\(BundleEmitter.path)" })
            else {
                failed = true
                return
            }
            contents.append(ReleaseContent(app: spec.app.id, bundle: bundle.bytes, tables: Self.tables(of: spec)))
        }
        if let unreadable { throw unreadable }
        return failed ? nil : contents
    }

    /// One String Catalog per locale the app ships (not its pseudo-locales, which release
    /// builds never ship), each with that locale's texts only, in the app's Apple table's form.
    static func tables(of spec: Spec) -> [String: [UInt8]] {
        // The spec compiled without an error: its tables do too.
        let strings = AppStrings(SpecAnalysis(spec), diagnostics: DiagnosticSink()).ios
        var tables: [String: [UInt8]] = [:]
        for locale in strings.allLocales where !locale.isPseudo {
            tables[locale.tag] = StringCatalogEmitter.catalog(strings, locales: [locale])
        }
        return tables
    }
}

/// Every Android file of an app that targets Android: the string tables, the keep file
/// and the key map. They list the same resource names, worked out here once and let go
/// when the three are written (for a large spec they are tens of megabytes, which the
/// emitters before and after need not hold).
struct AndroidEmitter: Emitter {
    func emit(_ spec: Spec, strings: AppStrings, diagnostics: DiagnosticSink) -> [OutputFile] {
        guard spec.app.platforms.contains(.android) else { return [] }
        let resources = AndroidResources(spec.app, strings: strings.android)
        return AndroidStringsEmitter().emit(
            spec, strings: strings.android, resources: resources, diagnostics: diagnostics)
            + AndroidKeepEmitter().emit(spec, resources: resources)
            + AndroidKeyMapEmitter().emit(spec, resources: resources)
    }
}

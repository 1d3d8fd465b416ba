import OnboardCompiler

/// Fuzz target `xliff`: the input is a translated XLIFF 2.0 file, imported as
/// `onboardc l10n import FILE specs` does, against the real specs that have
/// translations (`vegyscan`, `pageinstead`) and their `*.l10n/` files: the XML
/// reader (Foundation's XMLParser over libxml2), positions, the import plan, the
/// edits to the translation file. The edited file is only kept in memory.
let project = Project(
    [Fixtures.input("specs/vegyscan.yaml"), Fixtures.input("specs/pageinstead.yaml")], config: Fixtures.config)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let xliff = fuzzedFile(data, size, path: "fuzz.xlf")
    // The specs are in memory: nothing can become unreadable.
    let result = try! project.importXLIFF(xliff, translationFolder: TranslationFiles.folder(of:))
    renderEveryFormat(result.diagnostics, sources: result.sources)
    return 0
}

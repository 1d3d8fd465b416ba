import OnboardCompiler

/// Fuzz target `xliff`: the input is a translated XLIFF 2.0 file, imported as
/// `onboardc l10n import FILE specs` does, against the real specs that have
/// translations (`vegyscan`, `pageinstead`) and their `*.l10n/` files: the XML
/// reader (Foundation's XMLParser over libxml2), positions, the import plan, the
/// edits to the translation file. The edited file is only kept in memory.
let specs = [Fixtures.input("specs/vegyscan.yaml"), Fixtures.input("specs/pageinstead.yaml")]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let xliff = fuzzedFile(data, size, path: "fuzz.xlf")
    let result = TranslationExchange.importXLIFF(
        xliff, specs: specs, translationFolder: TranslationFiles.folder(of:),
        options: Fixtures.options)
    renderEveryFormat(result.diagnostics, sources: result.sources)
    return 0
}

import OnboardCompiler

/// Fuzz target `config`: the input is a project configuration (`specs/onboardc.yaml`).
/// It is loaded as `onboardc` loads `--config`; a configuration that loads is then
/// used to compile the real `specs/vegyscan.yaml` with its translations, so the
/// organisation's policy and every rule's severity and parameters reach the linter
/// and the emitters.
let vegyscan = Fixtures.input("specs/vegyscan.yaml")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    buildAndRender(Project([vegyscan], config: fuzzedFile(data, size, path: "specs/onboardc.yaml")))
    return 0
}

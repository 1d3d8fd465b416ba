/// The symbol names an editor offers for an icon (the language server's completion): the
/// SF Symbols and Material Symbols names the icon rules know, sorted.
public enum SymbolNames {
    public static let sfSymbols: [String] = KnownSymbols.names.sorted()
    public static let materialSymbols: [String] = KnownMaterialSymbols.names.sorted()
}

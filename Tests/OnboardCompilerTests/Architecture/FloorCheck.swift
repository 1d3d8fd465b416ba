/// Finds the references from a folder of `Sources/OnboardCompiler` to a declaration
/// in a folder on the same floor or a higher one (docs/architecture.md, "Floors").
///
/// A reference is a name in code (`SwiftTokens`) that is declared in one folder only:
/// a top-level type, function or constant, or a member that an extension adds to a
/// type (`extension Spec { var copyUses … }`, `extension Diagnostic { static func … }`),
/// used after a dot. Names declared in several folders (a local of the same name, a
/// nested type that shadows) are left alone, as are names qualified with another
/// module (`BundleFormat.Flow`) and members of extensions that add a conformance
/// (their names are the protocol's).
struct FloorCheck {
    struct Violation: Hashable, CustomStringConvertible {
        var file: String
        var name: String
        var folder: String

        var description: String { "\(file) refers to `\(name)`, declared in \(folder)/" }
    }

    /// Lowest first; each floor one or more top-level folders.
    var floors: [[String]]
    /// Path relative to the module's folder (`Lint/Linter.swift`) → the file's text.
    var files: [String: String]

    /// Modules whose names may qualify a name (`BundleFormat.Flow`).
    static let otherModules: Set<String> = [
        "BundleFormat", "Foundation", "FoundationEssentials", "FoundationXML", "Crypto", "CYaml", "Swift", "Dispatch",
        "Glibc",
    ]

    static func folder(of path: String) -> String {
        String(path.split(separator: "/").first ?? "")
    }

    func floor(of folder: String) -> Int? {
        floors.firstIndex { $0.contains(folder) }
    }

    private struct Declarations {
        var topLevel: [String: Set<String>] = [:]
        var extensionMembers: [String: Set<String>] = [:]
        var anywhere: [String: Set<String>] = [:]
    }

    private static let declarationKeywords: Set<String> = [
        "struct", "enum", "class", "protocol", "typealias", "actor", "func", "let", "var", "case", "associatedtype",
    ]

    private func declarations(_ tokens: [String: [SwiftTokens.Token]]) -> Declarations {
        var found = Declarations()
        for (path, tokens) in tokens {
            let folder = Self.folder(of: path)
            var depth = 0
            var pendingExtension: Bool?  // after `extension` at the top level: whether it adds a conformance
            var inPlainExtension = false
            for (index, token) in tokens.enumerated() {
                switch token {
                case .symbol("{"):
                    depth += 1
                    if let conforms = pendingExtension, depth == 1 { inPlainExtension = !conforms }
                    pendingExtension = nil
                case .symbol("}"):
                    depth -= 1
                    if depth == 0 { inPlainExtension = false }
                case .symbol(":") where pendingExtension != nil:
                    pendingExtension = true
                case .word("extension") where depth == 0:
                    pendingExtension = false
                case .word(let keyword) where Self.declarationKeywords.contains(keyword):
                    for name in Self.declaredNames(after: index, in: tokens, list: keyword == "case") {
                        found.anywhere[name, default: []].insert(folder)
                        if depth == 0 { found.topLevel[name, default: []].insert(folder) }
                        if depth == 1 && inPlainExtension { found.extensionMembers[name, default: []].insert(folder) }
                    }
                default:
                    break
                }
            }
        }
        return found
    }

    /// The name a declaration keyword at `index` declares; for `case`, every name of
    /// the list (`case ios, android`, `case text(String), count`).
    private static func declaredNames(after index: Int, in tokens: [SwiftTokens.Token], list: Bool) -> [String] {
        var names: [String] = []
        var next = index + 1
        while next < tokens.count, case .word(let name) = tokens[next] {
            names.append(name)
            next += 1
            guard list else { break }
            if next < tokens.count, tokens[next] == .symbol("(") {
                var depth = 0
                repeat {
                    if tokens[next] == .symbol("(") { depth += 1 }
                    if tokens[next] == .symbol(")") { depth -= 1 }
                    next += 1
                } while depth > 0 && next < tokens.count
            }
            guard next < tokens.count, tokens[next] == .symbol(",") else { break }
            next += 1
        }
        return names
    }

    func violations() -> [Violation] {
        let tokens = files.mapValues(SwiftTokens.tokens)
        let declared = declarations(tokens)
        var out = Set<Violation>()
        for (path, tokens) in tokens {
            let folder = Self.folder(of: path)
            for (index, token) in tokens.enumerated() {
                guard case .word(let name) = token else { continue }
                let afterDot = index > 0 && tokens[index - 1] == .symbol(".")
                let owners: Set<String>?
                if afterDot {
                    if index > 1, case .word(let module) = tokens[index - 2], Self.otherModules.contains(module) { continue }
                    owners = declared.extensionMembers[name].flatMap { $0 == declared.anywhere[name] ? $0 : nil }
                } else {
                    owners = declared.topLevel[name].flatMap { declared.anywhere[name]?.contains(folder) == true ? nil : $0 }
                }
                guard let owners, owners.count == 1, let owner = owners.first, owner != folder else { continue }
                if let mine = floor(of: folder), let theirs = floor(of: owner), theirs < mine { continue }
                out.insert(Violation(file: path, name: name, folder: owner))
            }
        }
        return out.sorted { ($0.file, $0.name) < ($1.file, $1.name) }
    }
}

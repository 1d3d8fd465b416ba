/// Finds the references from a folder to a declaration in a folder on the same floor or
/// a higher one, for one list of floors (docs/architecture.md, "Floors" and "Floors inside
/// folders and targets"): the top-level folders of a target, or the sub-folders of one of
/// its folders, where `./` stands for the files directly in the listed folder. A folder is
/// everything under it, its own sub-folders included.
///
/// A reference is a name in code (`SwiftTokens`) that is declared in one folder only:
/// a top-level type, function or constant, or a member that an extension adds to a
/// type (`extension Spec { var copyUses … }`, `extension Diagnostic { static func … }`),
/// used after a dot. Left alone: a name the referring folder declares itself (a nested
/// type, a local or a parameter shadows it), a member name that members in several
/// folders have, names qualified with another module (`BundleFormat.Flow`), and members
/// of extensions that add a conformance (their names are the protocol's). Declarations
/// are looked up in the whole target: the rest of it (`context`) is read for what it
/// declares, so that a name declared both in a listed folder and elsewhere in the target
/// (a common member name: `string`, `name`, `id`) is not taken for a reference, and a
/// reference to a declaration outside the listed folder is left to the list above.
///
/// Not seen: initializers and subscripts an extension adds (they have no name), and
/// members reached without a dot from inside an extension of the same type. Seen too
/// often: a member an extension adds under a name the standard library uses (`map`) is
/// reported at every `.map` below it; such a member takes another name.
struct FloorCheck {
    struct Violation: Hashable, CustomStringConvertible {
        var file: String
        var name: String
        var folder: String

        var description: String { "\(file) refers to `\(name)`, declared in \(folder)/" }
    }

    /// Lowest first; each floor one or more folders of the listed folder (`.` for the
    /// files directly in it).
    var floors: [[String]]
    /// Path relative to the listed folder (`Lint/Linter.swift`, `Keys/FlowKeys.swift`,
    /// `Linter.swift` for a file directly in it) → the file's text.
    var files: [String: String]
    /// The target's other files (any path; they are on no floor of this list) → their text:
    /// read for their declarations only.
    var context: [String: String] = [:]
    /// The files of the modules the target imports → their text: read for the names of the
    /// members they declare only (`placeholder.name` may be an imported model's member); their
    /// top-level names are shadowed by the target's own.
    var imported: [String: String] = [:]

    /// The folder that stands for the files directly in the listed folder.
    static let root = "."
    /// The folder of the context's files, and of the imported modules' files.
    private static let outside = ".."
    private static let importedModules = "..."

    /// Modules whose names may qualify a name (`BundleFormat.Flow`).
    static let otherModules: Set<String> = [
        "BundleFormat", "OnboardKit", "OnboardCompiler", "OnboardPreview", "OnboardLanguageServer", "Foundation",
        "FoundationEssentials",
        "FoundationXML", "Crypto", "CYaml", "FlyingFox", "ArgumentParser", "Swift", "Dispatch", "Glibc",
    ]

    /// The folder of the listed folder a file is in: its path's first part, or `.`.
    static func folder(of path: String) -> String {
        let parts = path.split(separator: "/")
        return parts.count > 1 ? String(parts[0]) : root
    }

    func floor(of folder: String) -> Int? {
        floors.firstIndex { $0.contains(folder) }
    }

    private struct Declarations {
        var topLevel: [String: Set<String>] = [:]
        /// Members that an extension without a conformance adds, by the folder of the extension.
        var extensionMembers: [String: Set<String>] = [:]
        /// Top-level and member declarations (of types, extensions, protocols).
        var members: [String: Set<String>] = [:]
        /// Locals, parameters, argument labels and closure parameters.
        var locals: [String: Set<String>] = [:]
    }

    private static let declarationKeywords: Set<String> = [
        "struct", "enum", "class", "protocol", "typealias", "actor", "func", "let", "var", "case", "associatedtype",
    ]
    private static let typeKeywords: Set<String> = ["struct", "enum", "class", "protocol", "actor", "extension"]

    /// What a `{` opens: the body of a type or extension (its declarations are members),
    /// or code (a function body, a closure, a statement: its declarations are locals).
    private enum Brace {
        case typeBody(plainExtension: Bool)
        case code
    }

    /// What the files declare, by folder; the context's declarations under `outside`, the
    /// imported modules' members under `importedModules`.
    private func declarations(_ tokens: [String: [SwiftTokens.Token]]) -> Declarations {
        var found = Declarations()
        let all =
            tokens.map { (Self.folder(of: $0.key), $0.value) }
            + context.values.map { (Self.outside, SwiftTokens.tokens($0)) }
            + imported.values.map { (Self.importedModules, SwiftTokens.tokens($0)) }
        for (folder, tokens) in all {
            let onlyMembers = folder == Self.importedModules
            var stack: [Brace] = []
            // After `struct`, `extension`… until its `{`: whether it is an extension, and whether
            // a `:` before any `where` adds a conformance.
            var pendingType: (isExtension: Bool, conforms: Bool, sawWhere: Bool)?
            for (index, token) in tokens.enumerated() {
                switch token {
                case .symbol("{"):
                    if let pending = pendingType {
                        stack.append(.typeBody(plainExtension: pending.isExtension && !pending.conforms))
                    } else {
                        stack.append(.code)
                    }
                    pendingType = nil
                case .symbol("}"):
                    _ = stack.popLast()
                case .symbol(":") where pendingType?.sawWhere == false:
                    pendingType?.conforms = true
                case .word("where") where pendingType != nil:
                    pendingType?.sawWhere = true
                case .word(let keyword)
                where Self.typeKeywords.contains(keyword) && !Self.isModifier(at: index, in: tokens):
                    pendingType = (keyword == "extension", false, false)
                    if keyword != "extension" { fallthrough }
                case .word(let keyword) where Self.declarationKeywords.contains(keyword):
                    let inCode: Bool
                    if case .code? = stack.last { inCode = true } else { inCode = false }
                    for name in Self.declaredNames(after: index, in: tokens, list: keyword == "case") {
                        if inCode {
                            if !onlyMembers { found.locals[name, default: []].insert(folder) }
                            continue
                        }
                        found.members[name, default: []].insert(folder)
                        if onlyMembers { continue }
                        if stack.isEmpty { found.topLevel[name, default: []].insert(folder) }
                        if stack.count == 1, case .typeBody(plainExtension: true) = stack[0] {
                            found.extensionMembers[name, default: []].insert(folder)
                        }
                    }
                default:
                    break
                }
            }
            if onlyMembers { continue }
            for name in Self.parameterNames(in: tokens) { found.locals[name, default: []].insert(folder) }
        }
        return found
    }

    /// `class` in `class func` / `class var` is a modifier, not a declaration of a class.
    private static func isModifier(at index: Int, in tokens: [SwiftTokens.Token]) -> Bool {
        guard index + 1 < tokens.count, case .word(let next) = tokens[index + 1] else { return false }
        return declarationKeywords.contains(next) || ["static", "final", "override"].contains(next)
    }

    /// Names a function's parameters, a call's labels and a closure's parameters give
    /// (`(name: T)`, `(_ name: T)`, `{ a, b in`): locals, which shadow declarations elsewhere.
    private static func parameterNames(in tokens: [SwiftTokens.Token]) -> [String] {
        var names: [String] = []
        for index in tokens.indices.dropFirst() {
            if tokens[index] == .symbol(":"), case .word(let name) = tokens[index - 1], index >= 2,
                [.symbol("("), .symbol(",")].contains(tokens[index - 2])
                    || { if case .word = tokens[index - 2] { true } else { false } }()
            {
                names.append(name)
            }
            if tokens[index] == .word("in") {
                var back = index - 1
                while back >= 0, tokens[back] != .symbol("{") {
                    switch tokens[back] {
                    case .word(let name): names.append(name)
                    case .symbol(","), .symbol("("), .symbol(")"): break
                    default: back = -1
                    }
                    back -= 1
                }
            }
        }
        return names
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
                    if index > 1, case .word(let module) = tokens[index - 2], Self.otherModules.contains(module) {
                        continue
                    }
                    // Members are checked when one folder alone declares a member of that name.
                    owners = declared.extensionMembers[name].flatMap { $0 == declared.members[name] ? $0 : nil }
                } else {
                    // A name the folder declares itself (a nested type, a local, a parameter) shadows.
                    let own = declared.members[name, default: []].union(declared.locals[name, default: []])
                    owners = declared.topLevel[name].flatMap { own.contains(folder) ? nil : $0 }
                }
                guard let owners, owners.count == 1, let owner = owners.first, owner != folder, owner != Self.outside
                else { continue }
                if let mine = floor(of: folder), let theirs = floor(of: owner), theirs < mine { continue }
                out.insert(Violation(file: path, name: name, folder: owner))
            }
        }
        return out.sorted { ($0.file, $0.name) < ($1.file, $1.name) }
    }
}

import BundleFormat
import Foundation

/// `onboardc check-bundles`: what a client team's CI checks before it ships or
/// downloads bundles (docs/bundle-format.md, "Checking bundles"). A bundle must
/// decode with BundleFormat's models, as OnboardKit decodes it (which refuses a
/// target, dialog, state or plan that points at nothing, two screens with one id,
/// an unknown value of a closed vocabulary), and every string key it uses must be
/// in each string table it names. JSON Schema cannot say either.
public enum BundleCheck {
    public struct Result: Sendable {
        public var diagnostics: [Diagnostic]
        /// Every bundle read, for the excerpts of diagnostics.
        public var sources: [SourceFile]

        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Checks the bundle file `path`, the app folder `path`, or every app folder of
    /// the output folder `path`. A bundle file alone has no string tables beside it:
    /// its keys are not checked. Throws `DiffFailure` when a path cannot be read.
    public static func check(_ path: String, from source: any DiffSource = WorkingTree()) throws -> Result {
        var result = Result(diagnostics: [], sources: [])
        for (bundle, folder) in try bundles(at: path, in: source) {
            let file = SourceFile(path: bundle, bytes: [UInt8](try source.read(bundle)))
            result.sources.append(file)
            result.diagnostics += try check(file, folder: folder, in: source)
        }
        return result
    }

    /// Each bundle file at `path`, with its app folder (nil for a bundle file given alone).
    static func bundles(at path: String, in source: any DiffSource) throws -> [(String, String?)] {
        let path = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        switch try source.kind(path) {
        case nil:
            throw DiffFailure("\(path): no such file or folder")
        case .file:
            return [(path, nil)]
        case .folder:
            if try source.kind(path + "/" + BundleEmitter.path) == .file {
                return [(path + "/" + BundleEmitter.path, path)]
            }
            let apps = try source.list(path).sorted().filter {
                try source.kind("\(path)/\($0)/\(BundleEmitter.path)") == .file
            }
            guard !apps.isEmpty else {
                throw DiffFailure("\(path): no \(BundleEmitter.path) in the folder or its subfolders")
            }
            return apps.map { ("\(path)/\($0)/\(BundleEmitter.path)", "\(path)/\($0)") }
        }
    }

    static func check(_ file: SourceFile, folder: String?, in source: any DiffSource) throws -> [Diagnostic] {
        func at(_ path: [String]) -> SourceSpan {
            let location = JSONPositions.location(of: path, in: file.bytes)
            return SourceSpan(file: file.path, start: location, end: location)
        }
        let data = Data(file.bytes)
        guard let tree = try? JSONDecoder().decode(JSONValue.self, from: data) else {
            return [
                Diagnostic(
                    .bundleNotJSON, "the file is not JSON", at: at([]),
                    help: "a bundle is the bundle.json that `onboardc build` writes; rebuild it")
            ]
        }
        // Two members with one name: JSON readers keep one of them, not all the same one,
        // so what a client sees would depend on its JSON library.
        let duplicates = JSONPositions.duplicateMembers(in: file.bytes)
        if !duplicates.isEmpty {
            return duplicates.map { duplicate in
                let place = duplicate.path.isEmpty ? "the bundle" : "`\(duplicate.path.joined(separator: "."))`"
                return Diagnostic(
                    .bundleDuplicateMember, "\(place) has the member `\(duplicate.name)` twice",
                    at: SourceSpan(file: file.path, start: duplicate.second, end: duplicate.second),
                    notes: [
                        Diagnostic.Note(
                            "the first one is here",
                            at: SourceSpan(
                                file: file.path, start: duplicate.first,
                                end: duplicate.first))
                    ],
                    help: "JSON readers differ in which one they keep; rebuild the bundle with `onboardc build`")
            }
        }
        if case .object(let members) = tree, case .int(let version)? = members["schemaVersion"],
            !OnboardingBundle.supportedSchemaVersions.contains(version)
        {
            return [
                Diagnostic(
                    .bundleSchemaVersion,
                    "the bundle has schemaVersion \(version); this onboardc checks schemaVersion "
                        + OnboardingBundle.supportedSchemaVersions.map(String.init).joined(separator: " to "),
                    at: at(["schemaVersion"]),
                    help: "check it with the onboardc that wrote it, and use an OnboardKit that reads its version")
            ]
        }
        let bundle: OnboardingBundle
        do {
            bundle = try OnboardingBundle(data: data)
        } catch let error as DecodingError {
            let (path, message) = describe(error)
            return [
                Diagnostic(
                    .bundleInvalid, message, at: at(path),
                    help: "OnboardKit refuses this bundle too; rebuild it with `onboardc build` rather than editing it")
            ]
        }
        guard let folder else { return [] }
        var diagnostics: [Diagnostic] = []
        let uses = BundleKeys.uses(in: tree)
        // Only the app's platforms: bundles of earlier onboardc versions name the Android
        // table of iOS-only apps too, where none was ever written.
        for (platform, table) in [("ios", bundle.strings.ios), ("android", bundle.strings.android)]
        where bundle.app.platforms.contains(platform) {
            guard let table else { continue }
            guard isTablePath(table, platform: platform) else {
                diagnostics.append(
                    Diagnostic(
                        .bundleInvalidTable,
                        "`\(table)` is not where onboardc writes the \(platform) "
                            + "string table", at: at(["strings", platform]),
                        help: "rebuild the bundle with `onboardc build` rather than editing it"))
                continue
            }
            let tablePath = folder + "/" + table
            guard try source.kind(tablePath) == .file else {
                diagnostics.append(
                    Diagnostic(
                        .bundleMissingTable,
                        "the bundle names the \(platform) string table `\(table)`, "
                            + "which is not in \(folder)", at: at(["strings", platform]),
                        help: "ship the bundle with the string tables built with it"))
                continue
            }
            guard
                let known = names(
                    in: try source.read(tablePath), platform: platform,
                    sourceLocale: bundle.app.sourceLocale)
            else {
                diagnostics.append(
                    Diagnostic(
                        .bundleInvalidTable,
                        "`\(table)` is not a \(platform) string table onboardc "
                            + "can read", at: at(["strings", platform]),
                        help: "ship the string tables `onboardc build` wrote with the bundle"))
                continue
            }
            let missing = uses.filter {
                !known.contains(platform == "android" ? bundle.strings.androidResourceName(forKey: $0.key) : $0.key)
            }
            for (path, key) in missing.prefix(maxMissingPerTable) {
                diagnostics.append(
                    Diagnostic(
                        .bundleMissingString, "`\(key)` is not in the \(platform) string table `\(table)`",
                        at: at(path),
                        help: "ship the bundle with the string tables built with it (onboardc build writes both)"))
            }
            if missing.count > maxMissingPerTable {
                diagnostics.append(
                    Diagnostic(
                        .bundleMissingString,
                        "\(missing.count - maxMissingPerTable) more keys are not "
                            + "in the \(platform) string table `\(table)`", at: at(["strings", platform]),
                        help: "the table is not the one built with this bundle"))
            }
        }
        return diagnostics
    }

    /// At most this many missing keys are reported one by one per table (each is a
    /// walk of the bundle's text to find its place); the rest are counted in one.
    static let maxMissingPerTable = 100

    /// Where onboardc writes a platform's table: `ios/<name>.xcstrings` (one file name,
    /// no folders) or `android/res/values/strings.xml`. Anything else in a bundle,
    /// such as `../../etc/…`, is not read.
    static func isTablePath(_ path: String, platform: String) -> Bool {
        if platform == "android" { return path == AndroidStringsEmitter.path }
        let name = path.hasPrefix("ios/") && path.hasSuffix(".xcstrings") ? path.dropFirst(4).dropLast(10) : ""
        return !name.isEmpty && name.first != "." && !name.contains("/") && !name.contains("\\")
    }

    /// The keys of a String Catalog, or the resource names of an Android `strings.xml`;
    /// nil when the file is not one.
    private static func names(in data: Data, platform: String, sourceLocale: String) -> Set<String>? {
        let tables =
            platform == "ios"
            ? try? StringTables.stringCatalog(data) : try? StringTables.android([(sourceLocale, data)])
        return tables.map { Set($0.texts.values.flatMap(\.keys)) }
    }

    /// `a string`, `a list`…: a model type as a bundle's reader names it.
    private static func kind(of type: Any.Type) -> String {
        let name = String(describing: type)
        if type == String.self { return "a string" }
        if type == Int.self { return "an integer" }
        if type == Double.self { return "a number" }
        if type == Bool.self { return "true or false" }
        if name.hasPrefix("Array<") { return "a list" }
        return "an object"
    }

    /// Where decoding failed (the coding path) and what it found there.
    static func describe(_ error: DecodingError) -> (path: [String], message: String) {
        func steps(_ context: DecodingError.Context) -> [String] {
            context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
        }
        switch error {
        case .keyNotFound(let key, let context):
            return (steps(context), "`\(key.stringValue)` is missing")
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return (steps(context), "expected \(kind(of: type)) here")
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            // The text is JSON (it was read as such first): Foundation says so when a number
            // does not fit its member, without saying which.
            return ([], "a number does not fit its member (a fraction where a whole number belongs, or too large)")
        case .dataCorrupted(let context):
            return (steps(context), context.debugDescription)
        @unknown default:
            return ([], "not a bundle")
        }
    }
}

import Foundation

/// The parts of a `bundle.json` that `onboardc diff` compares, read back from
/// JSON. Members it does not know are ignored, as a client must ignore them.
public struct BundleSnapshot: Sendable, Hashable, Decodable {
    public struct App: Sendable, Hashable, Decodable {
        public var id: String
        public var sourceLocale: String?
    }

    public struct Flow: Sendable, Hashable, Decodable {
        public var id: String
        public var trigger: Trigger?
        public var completion: Completion?
        public var screens: [Screen]?
    }

    public struct Trigger: Sendable, Hashable, Decodable {
        public var kind: String
        public var event: String?
    }

    public struct Completion: Sendable, Hashable, Decodable {
        public var flag: String?
        public var setOn: [String]?
    }

    public struct Screen: Sendable, Hashable, Decodable {
        public var id: String
        public var buttons: [Button]?
        public var states: [State]?
    }

    public struct State: Sendable, Hashable, Decodable {
        public var id: String
        public var buttons: [Button]?
    }

    public struct Button: Sendable, Hashable, Decodable {
        public var slot: String
        public var action: Action
    }

    public struct Action: Sendable, Hashable, Decodable {
        public var kind: String
        public var target: Target?
        public var outcomes: [String: Target]?
        public var permission: String?
        public var plan: String?
        public var result: String?
        public var confirmDialog: String?
        public var pendingState: String?
    }

    public struct Target: Sendable, Hashable, Decodable {
        public var kind: String
        public var screen: String?
        public var state: String?
    }

    public struct Placeholder: Sendable, Hashable, Decodable {
        public var name: String
        public var type: String
    }

    public var schemaVersion: Int
    public var app: App
    public var locales: [String]?
    public var pseudoLocales: [String]?
    public var localeFallbacks: [String: [String]]?
    /// Nil in bundles written before placeholders were listed: then they are not compared.
    public var placeholders: [String: [Placeholder]]?
    public var flows: [Flow]?
    /// Every string key the bundle uses (the values of members named `…Key`).
    public var keys: Set<String> = []

    private enum CodingKeys: String, CodingKey {
        case schemaVersion, app, locales, pseudoLocales, localeFallbacks, placeholders, flows
    }

    /// Reads a bundle; `Failure.notABundle` when the JSON is not one (no
    /// `schemaVersion`, no `app.id`, a member of the wrong type).
    public init(json data: Data) throws {
        do {
            self = try JSONDecoder().decode(BundleSnapshot.self, from: data)
            keys = Self.keys(in: try JSONSerialization.jsonObject(with: data))
        } catch let error as DecodingError {
            throw DiffFailure.notABundle(Self.describe(error))
        } catch {
            throw DiffFailure.notABundle("not JSON")
        }
    }

    private static func keys(in value: Any) -> Set<String> {
        if let object = value as? [String: Any] {
            return object.reduce(into: []) { keys, member in
                if member.key.hasSuffix("Key"), let key = member.value as? String { keys.insert(key) }
                keys.formUnion(Self.keys(in: member.value))
            }
        }
        if let array = value as? [Any] { return array.reduce(into: []) { $0.formUnion(keys(in: $1)) } }
        return []
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context, _ last: CodingKey? = nil) -> String {
            let text = (context.codingPath + (last.map { [$0] } ?? [])).map { key in
                key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
            }.joined()
            return text.hasPrefix(".") ? String(text.dropFirst()) : text
        }
        switch error {
        case .keyNotFound(let key, let context): return "`\(path(context, key))` is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return context.codingPath.isEmpty ? "not a JSON object" : "`\(path(context))` has the wrong type"
        case .dataCorrupted: return "not JSON"
        @unknown default: return "not a bundle"
        }
    }
}

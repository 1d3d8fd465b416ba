import BundleFormat
import Foundation

/// A `bundle.json` as `onboardc diff` reads it: decoded with BundleFormat's
/// models, the ones the compiler fills and clients decode, so that diff sees
/// every member a client sees. Members the models do not know are ignored, as a
/// client ignores them.
public struct BundleSnapshot: Sendable {
    public var schemaVersion: Int
    public var appID: String
    public var sourceLocale: String?
    /// The decoded bundle; nil when `schemaVersion` is not the one this onboardc
    /// reads. Then only the versions are compared.
    public var model: OnboardingBundle?
    /// Every string key the bundle uses (`BundleKeys.uses`: the values of members named
    /// `…Key`, and the keys of `placeholders`).
    public var keys: Set<String>
    /// Whether the bundle has a `placeholders` member: older ones do not, and
    /// their placeholders are not compared.
    public var listsPlaceholders: Bool

    /// What is read before the model: enough to match apps and to tell whether the
    /// model can be decoded at all.
    private struct Header: Decodable {
        struct App: Decodable {
            var id: String
            var sourceLocale: String?
        }

        var schemaVersion: Int
        var app: App
    }

    /// Reads a bundle; `DiffFailure.notABundle` when the JSON is not one (no
    /// `schemaVersion`, no `app.id`, a member of the wrong type, a target that
    /// points at nothing).
    public init(json data: Data) throws {
        let raw: JSONValue
        do { raw = try JSONDecoder().decode(JSONValue.self, from: data) } catch {
            throw DiffFailure.notABundle("not JSON")
        }
        do {
            let header = try JSONDecoder().decode(Header.self, from: data)
            (schemaVersion, appID, sourceLocale) = (header.schemaVersion, header.app.id, header.app.sourceLocale)
            keys = Set(BundleKeys.uses(in: raw).map(\.key))
            if case .object(let members) = raw, members["placeholders"] != nil {
                listsPlaceholders = true
            } else {
                listsPlaceholders = false
            }
            model =
                OnboardingBundle.supportedSchemaVersions.contains(schemaVersion)
                ? try OnboardingBundle(data: data) : nil
        } catch let error as DecodingError {
            throw DiffFailure.notABundle(Self.describe(error))
        }
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
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not JSON" : "`\(path(context))`: \(context.debugDescription)"
        @unknown default: return "not a bundle"
        }
    }
}

/// The validated intermediate representation of one app's spec: plain
/// `Sendable` values, every reference resolved, every copy string keyed.
public struct Spec: Sendable, Hashable {
    /// The spec format version the file declared (`version:`).
    public var version: Int
    public var app: App
    public var theme: Theme
    public var motion: Motion
    public var flows: [Flow]
    /// The file the spec was read from.
    public var file: String
}

public struct App: Sendable, Hashable {
    public enum Platform: String, Sendable, Hashable, CaseIterable, Codable {
        case ios, android
    }

    /// Lower-case kebab-case id; names the output folder `generated/<id>/`.
    public var id: String
    public var name: String
    public var platforms: [Platform]
    /// BCP-47 tag of the language the copy in the spec is written in.
    public var sourceLocale: String
    public var span: SourceSpan
}

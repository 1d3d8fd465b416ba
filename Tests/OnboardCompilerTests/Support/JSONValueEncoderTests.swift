import BundleFormat
import Foundation
import Testing

@testable import OnboardCompiler

/// `JSONValueEncoder` gives what `JSONEncoder` writes, read back: for the models and
/// for the shapes `Codable` can produce.
@Suite struct JSONValueEncoderTests {
    /// What `JSONEncoder` writes for `value`, read back as a `JSONValue`.
    static func viaText(_ value: some Encodable) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
    }

    struct Everything: Encodable {
        struct Inner: Encodable { var name: String; var skipped: Int? }
        enum Tagged: Encodable {
            case one(Int)
            func encode(to encoder: any Encoder) throws {
                var container = encoder.unkeyedContainer()
                if case .one(let number) = self {
                    try container.encode("one")
                    try container.encodeNil()
                    var nested = container.nestedContainer(keyedBy: CodingKeys.self)
                    try nested.encode(number, forKey: .number)
                }
            }
            enum CodingKeys: String, CodingKey { case number }
        }

        var text = "a \"quoted\" é"
        var flag = true
        var whole = 3.0
        var fraction = 0.1 + 0.2
        var float: Float = 0.1
        var big: UInt64 = .max
        var small: Int8 = -3
        var absent: String? = nil
        var list = [Inner(name: "x", skipped: nil), Inner(name: "y", skipped: 2)]
        var map = ["b": [1, 2], "a": []]
        var empty: [String: Int] = [:]
        var tagged = Tagged.one(7)
        var nothing: String?? = .some(nil)
    }

    /// The same bytes once written. (The values may differ where the bytes cannot: a whole
    /// `Double` is `.double(3)` here and `.int(3)` read back from text; both are written `3`.)
    @Test func asJSONEncoderWritesIt() throws {
        let text = try JSONValueEncoder.encode(Everything()).serialized()
        #expect(text == (try Self.viaText(Everything()).serialized()))
        #expect(text.contains(#""float": 0.1"#) && text.contains(#""nothing": null"#) && !text.contains("absent"))
    }

    /// A nested container asked for twice under one key gathers what both wrote.
    struct TwoHalves: Encodable {
        enum Keys: String, CodingKey { case a, x, y }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            var first = container.nestedContainer(keyedBy: Keys.self, forKey: .a)
            try first.encode(1, forKey: .x)
            var second = container.nestedContainer(keyedBy: Keys.self, forKey: .a)
            try second.encode(2, forKey: .y)
        }
    }

    @Test func aNestedContainerAskedForTwiceKeepsBoth() throws {
        #expect(try JSONValueEncoder.encode(TwoHalves()).serialized() == Self.viaText(TwoHalves()).serialized())
        #expect(try JSONValueEncoder.encode(TwoHalves()) == .object(["a": .object(["x": .int(1), "y": .int(2)])]))
    }

    @Test(arguments: ["everything"] + BundleCoverageTests.apps)
    func bundlesEncodeAsJSONEncoderWritesThem(app: String) throws {
        let text =
            app == "everything"
            ? BundleCoverageTests.bundleText
            : try String(
                contentsOf: GeneratedFolderTests.root.appendingPathComponent("generated/\(app)/bundle.json"),
                encoding: .utf8)
        let bundle = try OnboardingBundle(data: Data(text.utf8))
        #expect(try JSONValueEncoder.encode(bundle).serialized() == Self.viaText(bundle).serialized())
    }
}

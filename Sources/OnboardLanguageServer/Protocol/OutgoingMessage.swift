import Foundation

/// What the server writes: responses to the client's requests and its own notifications,
/// as framed bytes (`Content-Length` header and JSON content).
public enum OutgoingMessage {
    public static func response(_ id: RequestID?, result: some Encodable & Sendable) -> [UInt8] {
        framed(Response(id: id, result: result, error: nil))
    }

    /// A response whose result is `null` (`shutdown`, or a request with nothing to return).
    public static func nullResponse(_ id: RequestID?) -> [UInt8] {
        framed(Response<Null>(id: id, result: Null(), error: nil))
    }

    public static func error(_ id: RequestID?, _ error: ResponseError) -> [UInt8] {
        framed(Response<Null>(id: id, result: nil, error: error))
    }

    public static func notification(_ method: String, params: some Encodable & Sendable) -> [UInt8] {
        framed(Notification(method: method, params: params))
    }

    /// `content` behind its header.
    static func frame(_ content: Data) -> [UInt8] {
        Array("Content-Length: \(content.count)\r\n\r\n".utf8) + content
    }

    private static func framed(_ value: some Encodable) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every type written is plain data: encoding cannot fail.
        return frame((try? encoder.encode(value)) ?? Data("{}".utf8))
    }

    /// JSON's null.
    struct Null: Encodable, Sendable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        }
    }

    private struct Response<R: Encodable>: Encodable {
        var id: RequestID?
        var result: R?
        var error: ResponseError?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("2.0", forKey: .jsonrpc)
            // `id` is null when the request's could not be read.
            try container.encode(id, forKey: .id)
            if let error {
                try container.encode(error, forKey: .error)
            } else {
                try container.encode(result, forKey: .result)
            }
        }

        enum CodingKeys: String, CodingKey { case jsonrpc, id, result, error }
    }

    private struct Notification<P: Encodable>: Encodable {
        var jsonrpc = "2.0"
        var method: String
        var params: P
    }
}

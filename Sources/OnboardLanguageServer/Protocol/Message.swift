import Foundation

/// One JSON-RPC 2.0 message as received: a request (an id and a method), a notification
/// (a method, no id) or a response to a request of the server's (an id, no method). The
/// parameters stay undecoded until a handler asks for its own type (`params(_:)`).
public struct Message: Sendable {
    public enum Kind: Sendable, Equatable {
        case request(RequestID, method: String)
        case notification(method: String)
        case response(RequestID)
    }

    public var kind: Kind
    /// The message's content, from which `params(_:)` decodes the parameters.
    let content: Data

    /// The message in `content`, or the error to answer it with (id null, since none could be read).
    public static func decode(_ content: [UInt8]) -> Result<Message, ResponseError> {
        let data = Data(content)
        let envelope: Envelope
        do {
            envelope = try JSONDecoder().decode(Envelope.self, from: data)
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            return .failure(.parseError("the message is not JSON"))
        } catch {
            return .failure(.invalidRequest("the message is not a JSON-RPC 2.0 request, notification or response"))
        }
        guard envelope.jsonrpc == "2.0" else {
            return .failure(.invalidRequest("the message does not say `\"jsonrpc\": \"2.0\"`"))
        }
        switch (envelope.id, envelope.method) {
        case (let id?, let method?): return .success(Message(kind: .request(id, method: method), content: data))
        case (nil, let method?): return .success(Message(kind: .notification(method: method), content: data))
        case (let id?, nil): return .success(Message(kind: .response(id), content: data))
        case (nil, nil): return .failure(.invalidRequest("the message has neither a method nor an id"))
        }
    }

    public var method: String? {
        switch kind {
        case .request(_, let method), .notification(let method): method
        case .response: nil
        }
    }

    /// The parameters as `P`; an invalid-params error when they are missing or of another shape.
    public func params<P: Decodable>(_ type: P.Type) throws(ResponseError) -> P {
        do {
            return try JSONDecoder().decode(Params<P>.self, from: content).params
        } catch {
            throw .invalidParams("the parameters of `\(method ?? "")` are not what it takes: \(Self.describe(error))")
        }
    }

    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .keyNotFound(let key, let context):
            return "`\(path(context.codingPath + [key]))` is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return "`\(path(context.codingPath))`: \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        // The first key is `params` itself.
        keys.dropFirst().map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().drop { $0 == "." }
            .description
    }

    private struct Envelope: Decodable {
        var jsonrpc: String?
        var id: RequestID?
        var method: String?
    }

    private struct Params<P: Decodable>: Decodable {
        var params: P
    }
}

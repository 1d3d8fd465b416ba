/// The error of a response (JSON-RPC 2.0, and the codes LSP adds).
public struct ResponseError: Error, Sendable, Hashable, Codable {
    public var code: Int
    public var message: String

    public init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    /// The content is not JSON, or the header block before it is broken.
    public static func parseError(_ message: String) -> ResponseError { ResponseError(code: -32700, message: message) }
    /// JSON, but not a JSON-RPC 2.0 message.
    public static func invalidRequest(_ message: String) -> ResponseError {
        ResponseError(code: -32600, message: message)
    }
    public static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: -32601, message: "unknown method `\(method)`")
    }
    public static func invalidParams(_ message: String) -> ResponseError {
        ResponseError(code: -32602, message: message)
    }
    /// A request before `initialize` (LSP's `ServerNotInitialized`).
    public static let serverNotInitialized = ResponseError(
        code: -32002, message: "the server is not initialized: send `initialize` first")
    /// A request after `shutdown` (LSP's `InvalidRequest` for this case).
    public static let shutDown = ResponseError(code: -32600, message: "the server is shutting down")
}

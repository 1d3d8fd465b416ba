import Foundation
import Testing

@testable import OnboardLanguageServer

struct MessageTests {
    private static func decode(_ json: String) -> Result<Message, ResponseError> { Message.decode(Array(json.utf8)) }

    @Test func readsRequestsNotificationsAndResponses() throws {
        #expect(
            try Self.decode(#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#).get().kind
                == .request(.number(1), method: "shutdown"))
        #expect(
            try Self.decode(#"{"jsonrpc":"2.0","id":"a","method":"x"}"#).get().kind
                == .request(.string("a"), method: "x"))
        #expect(try Self.decode(#"{"jsonrpc":"2.0","method":"exit"}"#).get().kind == .notification(method: "exit"))
        #expect(try Self.decode(#"{"jsonrpc":"2.0","id":3,"result":null}"#).get().kind == .response(.number(3)))
    }

    @Test(arguments: [
        ("{", -32700), ("not json", -32700), ("[1]", -32600), (#"{"id":1,"method":"x"}"#, -32600),
        (#"{"jsonrpc":"1.0","id":1,"method":"x"}"#, -32600), (#"{"jsonrpc":"2.0"}"#, -32600),
        (#"{"jsonrpc":"2.0","id":{},"method":"x"}"#, -32600),
    ])
    func answersWhatIsNotAMessageWithAnError(json: String, code: Int) {
        guard case .failure(let error) = Self.decode(json) else {
            Issue.record("\(json) decoded")
            return
        }
        #expect(error.code == code)
    }

    @Test func namesWhatIsWrongWithTheParameters() throws {
        let message = try Self.decode(
            #"{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{}}}"#
        ).get()
        #expect(
            throws: ResponseError.invalidParams(
                "the parameters of `textDocument/didClose` are not what it takes: `textDocument.uri` is missing")
        ) {
            try message.params(DidCloseTextDocumentParams.self)
        }
    }

    @Test func writesResponsesWithTheirHeader() throws {
        let bytes = OutgoingMessage.error(nil, .methodNotFound("x"))
        let text = String(decoding: bytes, as: UTF8.self)
        let content = #"{"error":{"code":-32601,"message":"unknown method `x`"},"id":null,"jsonrpc":"2.0"}"#
        #expect(text == "Content-Length: \(content.utf8.count)\r\n\r\n" + content)
        #expect(
            String(decoding: OutgoingMessage.nullResponse(.number(2)), as: UTF8.self).hasSuffix(
                #"{"id":2,"jsonrpc":"2.0","result":null}"#))
    }
}

import Foundation
import Synchronization
import Testing

@testable import OnboardLanguageServer

struct LanguageServerTests {
    @Test func answersInitializeWithItsCapabilities() async throws {
        let client = Client()
        await client.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
        let result = try #require(client.take().first?["result"] as? [String: Any])
        let capabilities = try #require(result["capabilities"] as? [String: Any])
        #expect((capabilities["textDocumentSync"] as? [String: Any])?["change"] as? Int == 2)
        #expect((result["serverInfo"] as? [String: Any])?["name"] as? String == "onboardc")
        await client.send(#"{"jsonrpc":"2.0","id":2,"method":"initialize","params":{"capabilities":{}}}"#)
        #expect(client.take().first.flatMap(client.errorCode) == -32600)
    }

    @Test func refusesRequestsBeforeInitializeAndAfterShutdown() async throws {
        let client = Client()
        await client.send(#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#)
        #expect(client.take().first.flatMap(client.errorCode) == -32002)
        await client.initialize()
        await client.send(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)
        let answer = try #require(client.take().first)
        #expect(answer["id"] as? Int == 2 && answer.keys.contains("result") && answer["result"] is NSNull)
        await client.send(#"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{}}"#)
        #expect(client.take().first.flatMap(client.errorCode) == -32600)
        #expect(await client.send(#"{"jsonrpc":"2.0","method":"exit"}"#) == 0)
    }

    @Test func exitWithoutShutdownIsAFailure() async {
        let client = Client()
        await client.initialize()
        #expect(await client.send(#"{"jsonrpc":"2.0","method":"exit"}"#) == 1)
    }

    @Test func answersBadInputWithJSONRPCErrors() async throws {
        let client = Client()
        await client.initialize()
        await client.send(#"{"jsonrpc":"2.0","id":5,"method":"workspace/unknown"}"#)
        await client.send("{ not json")
        await client.send(#"{"jsonrpc":"2.0","id":6,"method":"initialize","params":[]}"#)
        await client.send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"bad":1}}"#)
        await client.send(#"{"jsonrpc":"2.0","method":"unknown/notification"}"#)
        _ = await client.server.receive(.failure("a header block without Content-Length"))
        let answers = client.take()
        #expect(answers.map(client.errorCode) == [-32601, -32700, -32600, -32700])
        #expect(answers.map { $0["id"] as? Int } == [5, nil, 6, nil])
    }

    @Test func publishesOnOpenAndOnceAfterABurstOfChanges() async throws {
        let scratch = try LanguageServerScratch()
        let client = Client(debounce: .milliseconds(50))
        await client.initialize()
        let uri = scratch.uri("demo.yaml")
        let spec = LanguageServerScratch.spec.replacingOccurrences(
            of: "title: Hello", with: "title: Hello\n        bogus: 1")
        let open =
            [
                "jsonrpc": "2.0", "method": "textDocument/didOpen",
                "params": ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": spec]],
            ] as [String: Any]
        await client.send(String(decoding: try JSONSerialization.data(withJSONObject: open), as: UTF8.self))
        let opened = try #require(client.take().first?["params"] as? [String: Any])
        #expect(opened["uri"] as? String == uri)
        #expect(((opened["diagnostics"] as? [[String: Any]])?.first?["code"]) as? String == "spec-unknown-key")
        for version in 2...5 {
            let change =
                [
                    "jsonrpc": "2.0", "method": "textDocument/didChange",
                    "params": [
                        "textDocument": ["uri": uri, "version": version],
                        "contentChanges": [["text": LanguageServerScratch.spec]],
                    ],
                ] as [String: Any]
            await client.send(String(decoding: try JSONSerialization.data(withJSONObject: change), as: UTF8.self))
        }
        #expect(client.take().isEmpty)
        await client.server.settle()
        let published = client.take()
        #expect(published.count == 1)
        let params = try #require(published.first?["params"] as? [String: Any])
        #expect(params["version"] as? Int == 5)
        #expect((params["diagnostics"] as? [Any])?.isEmpty == true)
    }
}

/// A server whose messages out are kept, decoded, in order.
final class Client: Sendable {
    private final class Sent: Sendable {
        let messages = Mutex<[[UInt8]]>([])
    }

    private let sent = Sent()
    let server: LanguageServer

    init(debounce: Duration = .zero) {
        let sent = sent
        server = LanguageServer(debounce: debounce) { bytes in sent.messages.withLock { $0.append(bytes) } }
    }

    @discardableResult
    func send(_ json: String) async -> Int32? {
        var framing = MessageFraming()
        framing.append(Array("Content-Length: \(json.utf8.count)\r\n\r\n\(json)".utf8))
        return await server.receive(framing.next()!)
    }

    func initialize() async {
        await send(
            #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"processId":null,"rootUri":null,"capabilities":{}}}"#
        )
        await send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
        _ = take()
    }

    /// The messages sent since the last call.
    func take() -> [[String: Any]] {
        let taken = sent.messages.withLock { sent in
            let taken = sent
            sent = []
            return taken
        }
        return taken.map { bytes in
            let content = bytes.split(separator: UInt8(ascii: "\n"), maxSplits: 2).last ?? []
            return (try? JSONSerialization.jsonObject(with: Data(content))) as? [String: Any] ?? [:]
        }
    }

    func errorCode(_ message: [String: Any]) -> Int? { (message["error"] as? [String: Any])?["code"] as? Int }
}

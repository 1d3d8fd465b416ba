import Foundation
import OnboardCompiler
import OnboardLanguageServer
import Synchronization

/// Fuzz target `lsp`: the input is what an editor writes to `onboardc lsp`'s standard input:
/// Content-Length framed JSON-RPC messages (or anything else). It is framed as the stdio
/// transport frames it, in pieces whose sizes come from the input's first byte, and each frame
/// goes to a fresh server (no debounce delay) that answers, opens documents and checks them
/// with the compiler, then settles. Everything the server writes must be a well-framed JSON-RPC
/// 2.0 message, and every bad frame must be answered with an error: anything else is a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let written = Written()
    let server = LanguageServer(debounce: .zero) { written.add($0) }
    var framing = MessageFraming()
    var frames: [MessageFraming.Frame] = []
    let piece = max(1, Int(bytes.first ?? 0))
    var index = 0
    while index < bytes.count {
        framing.append(bytes[index..<min(bytes.count, index + piece)])
        index += piece
        while let frame = framing.next() { frames.append(frame) }
    }
    let failures = Mutex(0)
    let done = DispatchSemaphore(value: 0)
    Task {
        for frame in frames {
            if case .failure = frame { failures.withLock { $0 += 1 } }
            if await server.receive(frame) != nil { break }  // `exit`
        }
        await server.settle()
        done.signal()
    }
    done.wait()
    var out = MessageFraming()
    for message in written.messages { out.append(message) }
    var errors = 0
    while let frame = out.next() {
        guard case .message(let content) = frame,
            let object = try? JSONSerialization.jsonObject(with: Data(content)) as? [String: Any],
            object["jsonrpc"] as? String == "2.0"
        else { fatalError("the server wrote a message that is not framed JSON-RPC 2.0: \(frame)") }
        if object["error"] != nil, object["id"] is NSNull { errors += 1 }
    }
    precondition(out.pendingBytes == 0, "the server wrote a partial message")
    let bad = failures.withLock { $0 }
    precondition(errors >= bad, "\(bad) bad frames got \(errors) errors")
    return 0
}

/// What the server wrote, in order.
private final class Written: Sendable {
    private let written = Mutex<[[UInt8]]>([])

    func add(_ message: [UInt8]) { written.withLock { $0.append(message) } }
    var messages: [[UInt8]] { written.withLock { $0 } }
}

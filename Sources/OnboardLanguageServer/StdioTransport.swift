import Foundation
import Synchronization

/// The server on standard input and output: a thread reads and frames what arrives, one
/// task hands the frames to the server in order, and every message out is written whole.
public enum StdioTransport {
    /// Serves until `exit` (its status: 0 after `shutdown`, else 1) or the end of input (1).
    public static func run(_ makeServer: (@escaping @Sendable ([UInt8]) -> Void) -> LanguageServer) -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        let output = FileHandle.standardOutput
        let server = makeServer { bytes in try? output.write(contentsOf: bytes) }
        let (frames, continuation) = AsyncStream.makeStream(of: MessageFraming.Frame.self)
        Thread {
            var framing = MessageFraming()
            var chunk = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                framing.append(chunk[..<count])
                while let frame = framing.next() { continuation.yield(frame) }
            }
            continuation.finish()
        }.start()
        let status = Mutex<Int32>(1)
        let done = DispatchSemaphore(value: 0)
        Task {
            for await frame in frames {
                if let code = await server.receive(frame) {
                    status.withLock { $0 = code }
                    break
                }
            }
            done.signal()
        }
        done.wait()
        return status.withLock { $0 }
    }
}

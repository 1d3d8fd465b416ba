import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How a ``BundleStore`` downloads the files of a release: ``URLSessionTransport`` in an
/// app, anything that answers bytes in a test or a custom network stack.
public protocol ReleaseTransport: Sendable {
    /// The body of `url`, of at most `limit` bytes. Throws ``DeliveryFailure``
    /// (`status` for an answer other than 200, `tooLarge` as soon as the body passes
    /// `limit`, `network` otherwise); returns promptly when the task is cancelled.
    func fetch(_ url: URL, limit: Int, timeout: TimeInterval) async throws -> Data
}

/// Downloads with `URLSession`, reading no more of a body than the limit.
public struct URLSessionTransport: ReleaseTransport {
    /// The configuration of each download's session; ephemeral by default (no cache, no
    /// cookies: every file of a release is checked by its hash anyway).
    public let configuration: URLSessionConfiguration

    public init(configuration: URLSessionConfiguration = .ephemeral) {
        self.configuration = configuration
    }

    public func fetch(_ url: URL, limit: Int, timeout: TimeInterval) async throws -> Data {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = "GET"
        let download = LimitedDownload(path: url.path, limit: limit)
        let session = URLSession(configuration: configuration, delegate: download, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let task = session.dataTask(with: request)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                download.start(continuation)
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
    }
}

/// One download's body, cut off past its limit.
private final class LimitedDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let path: String
    private let limit: Int
    private let lock = NSLock()
    private var body = Data()
    private var failure: DeliveryFailure?
    private var continuation: CheckedContinuation<Data, any Error>?

    init(path: String, limit: Int) {
        self.path = path
        self.limit = limit
    }

    func start(_ continuation: CheckedContinuation<Data, any Error>) {
        lock.withLock { self.continuation = continuation }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 200
        guard status == 200 else {
            lock.withLock { failure = .status(status, path: path) }
            return completionHandler(.cancel)
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let over = lock.withLock {
            body.append(data)
            guard body.count > limit else { return false }
            failure = .tooLarge(path: path, limit: limit)
            return true
        }
        if over { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (continuation, result): (CheckedContinuation<Data, any Error>?, Result<Data, any Error>) = lock.withLock {
            defer { self.continuation = nil }
            if let failure { return (self.continuation, .failure(failure)) }
            if let error {
                return (self.continuation, .failure(DeliveryFailure.network(path: path, reason: "\(error)")))
            }
            return (self.continuation, .success(body))
        }
        continuation?.resume(with: result)
    }
}

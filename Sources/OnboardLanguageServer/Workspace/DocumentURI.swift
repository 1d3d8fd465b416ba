import Foundation

/// A document's URI and the path the compiler reads it as: a `file:` URI is its path,
/// percent-decoded; any other (an unsaved `untitled:` buffer) stands for itself.
enum DocumentURI {
    static func path(_ uri: String) -> String {
        guard uri.hasPrefix("file:"), let url = URL(string: uri), url.isFileURL else { return uri }
        return url.standardizedFileURL.path
    }

    static func uri(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        return URL(fileURLWithPath: path).absoluteString
    }
}

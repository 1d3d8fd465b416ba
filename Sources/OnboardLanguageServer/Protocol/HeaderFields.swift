extension MessageFraming {
    /// The content length a header block declares: its one `Content-Length` field, a
    /// decimal number; other fields (`Content-Type`) are accepted and ignored.
    static func contentLength(_ header: [UInt8]) -> Result<Int, HeaderProblem> {
        guard let text = String(validating: header, as: UTF8.self) else {
            return .failure(HeaderProblem("a header block that is not UTF-8 text"))
        }
        var length: Int?
        for line in text.split(separator: "\r\n", omittingEmptySubsequences: false) {
            guard let colon = line.firstIndex(of: ":") else {
                return .failure(HeaderProblem("a header line without a colon: `\(line.prefix(80))`"))
            }
            let name = line[..<colon].trimmingSpaces.lowercased()
            guard name == "content-length" else { continue }
            let value = line[line.index(after: colon)...].trimmingSpaces
            guard length == nil else { return .failure(HeaderProblem("two Content-Length headers")) }
            guard !value.isEmpty, value.count <= 10, value.allSatisfy({ $0.isASCII && $0.isNumber }),
                let number = Int(value)
            else {
                return .failure(HeaderProblem("a Content-Length that is not a number of bytes: `\(value.prefix(40))`"))
            }
            length = number
        }
        guard let length else { return .failure(HeaderProblem("a header block without Content-Length")) }
        return .success(length)
    }

    struct HeaderProblem: Error, Equatable {
        var message: String
        init(_ message: String) { self.message = message }
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while text.first == " " || text.first == "\t" { text.removeFirst() }
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return text
    }
}

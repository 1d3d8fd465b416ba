import Foundation
import Testing

/// libFuzzer reads a dictionary (`Fuzz/Dictionaries/*.dict`) only when every entry is
/// ASCII, other bytes written `\xNN`: one raw UTF-8 character stops the fuzz run before
/// its first input (`ParseDictionaryFile: error`).
@Suite struct FuzzDictionaryTests {
    @Test func everyDictionaryIsASCIIWithOtherBytesEscaped() throws {
        let folder = PackageRoot.url.appendingPathComponent("Fuzz/Dictionaries")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".dict") }
        #expect(!files.isEmpty)
        for file in files.sorted() {
            let lines = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where !line.unicodeScalars.allSatisfy(\.isASCII) {
                Issue.record("\(file):\(index + 1): write the bytes of non-ASCII text as \\xNN")
            }
        }
    }
}

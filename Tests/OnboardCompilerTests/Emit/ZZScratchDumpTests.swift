import Foundation
import Testing
@testable import OnboardCompiler

@Suite struct ZZScratchDumpTests {
    @Test func dump() throws {
        let c = compile(LocalizedEscapingTests.yaml, translations: [LocalizedEscapingTests.arabic])
        for file in c.result.outputs {
            let url = URL(fileURLWithPath: "/tmp/l10nprobe/" + file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url)
        }
    }
}

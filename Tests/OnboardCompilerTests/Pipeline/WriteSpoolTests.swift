import Foundation
import Testing
@testable import OnboardCompiler

/// The bytes a build puts aside between planning and writing: in memory up to a
/// limit, then in an unlinked temporary file.
@Suite struct WriteSpoolTests {
    static let files: [(String, [UInt8])] = [
        ("a/bundle.json", Array("{\"a\":1}\n".utf8)),
        ("a/en.lproj/Localizable.strings", Array("\"k\" = \"Grüße\";\n".utf8)),
        ("b/bundle.json", []),
        ("b/values/strings.xml", Array(repeating: 0x41, count: 100_000)),
    ]

    @Test(arguments: [0, 20, WriteSpool.defaultMemoryLimit])
    func everyFileComesBackAsPut(memoryLimit: Int) throws {
        let scratch = try OutputScratch()
        defer { scratch.remove() }
        let spool = WriteSpool(memoryLimit: memoryLimit, temporaryFolder: scratch.base.path)
        for (path, bytes) in Self.files { try spool.put(bytes, for: path) }
        for (path, bytes) in Self.files { #expect(try spool.bytes(for: path) == bytes, "\(path)") }
        let total = Self.files.map(\.1.count).reduce(0, +)
        // Limit 20: the first two files (8 and 18 bytes) do not both fit; the first does.
        let spilled = memoryLimit == 0 ? total : memoryLimit == 20 ? total - 8 : 0
        #expect(spool.spilledBytes == spilled)
        #expect(scratch.snapshot().keys.sorted() == ["elsewhere"], "the temporary file has no name in the folder")
    }

    @Test func puttingAPathAgainReplacesItsBytes() throws {
        let spool = WriteSpool(memoryLimit: 10)
        try spool.put(Array("12345678".utf8), for: "x")
        try spool.put(Array("abc".utf8), for: "x")
        try spool.put(Array("1234567".utf8), for: "y")
        #expect(try spool.bytes(for: "x") == Array("abc".utf8))
        #expect(spool.spilledBytes == 0, "the replaced bytes no longer count against the limit")
    }

    @Test func aSpoolThatKeepsNoBytesNeverSpills() throws {
        let spool = WriteSpool(memoryLimit: 0, keepingBytes: false, temporaryFolder: "/no/such/folder")
        try spool.put(Array(repeating: 1, count: 1000), for: "x")
        #expect(spool.spilledBytes == 0)
    }

    @Test func aTemporaryFolderThatCannotBeUsedFailsThePlanAndWritesNothing() throws {
        let scratch = try OutputScratch()
        defer { scratch.remove() }
        let spool = WriteSpool(memoryLimit: 0, temporaryFolder: "/no/such/onboardc-folder")
        let result = Pipeline.compile(
            SourceFile(path: "a.yaml", text: OutputScratch.spec("vegyscan")), options: emitOnly)
        #expect(
            throws: FileError(
                action: "cannot create the build's temporary file", path: "/no/such/onboardc-folder",
                code: ENOENT)
        ) {
            try scratch.directory.plan([("a.yaml", result)], spool: spool)
        }
        #expect(scratch.snapshot().keys.sorted() == ["elsewhere"])
    }

    /// A build whose every file goes through the temporary file writes what one held in memory writes.
    @Test func aSpilledBuildWritesTheSameFiles() throws {
        let specs = [
            ("a.yaml", OutputScratch.spec("vegyscan")), ("b.yaml", OutputScratch.spec("florafriend", title: "Grüße")),
        ]
        let results = specs.map {
            (specName: $0.0, result: Pipeline.compile(SourceFile(path: $0.0, text: $0.1), options: emitOnly))
        }
        var written: [[String: String]] = []
        for memoryLimit in [WriteSpool.defaultMemoryLimit, 0] {
            let scratch = try OutputScratch()
            defer { scratch.remove() }
            let spool = WriteSpool(
                memoryLimit: memoryLimit, temporaryFolder: scratch.base.appendingPathComponent("elsewhere").path)
            let plan = try scratch.directory.plan(results, spool: spool)
            #expect((spool.spilledBytes > 0) == (memoryLimit == 0))
            try scratch.directory.apply(plan)
            written.append(scratch.snapshot("out").mapValues { $0.replacing(#/^file \d+: /#, with: "file: ") })
        }
        #expect(written[0] == written[1] && written[0].count > 5)
    }
}

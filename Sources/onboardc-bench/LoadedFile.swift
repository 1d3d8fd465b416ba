import Foundation
import OnboardCompiler

/// A spec file read into memory once, before any timing starts.
struct LoadedFile {
    let source: SourceFile

    /// Reads `path` with one allocation for the bytes (no intermediate `Data`),
    /// so that the memory command's baseline holds the input exactly once.
    static func read(_ path: String) throws -> LoadedFile {
        guard let file = fopen(path, "rb") else { throw BenchError("\(path): cannot open the file") }
        defer { fclose(file) }
        var info = stat()
        guard fstat(fileno(file), &info) == 0 else { throw BenchError("\(path): cannot stat the file") }
        let size = Int(info.st_size)
        let bytes = try [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = size == 0 ? 0 : fread(buffer.baseAddress, 1, size, file)
            if count != size { throw BenchError("\(path): short read") }
        }
        return LoadedFile(source: SourceFile(path: path, bytes: bytes))
    }

    /// Every `*.yaml` file in `directory` (recursively), in sorted order.
    static func readAll(in directory: String) throws -> [LoadedFile] {
        guard let walker = FileManager.default.enumerator(atPath: directory) else {
            throw BenchError("\(directory): cannot read the folder")
        }
        var paths: [String] = []
        for case let relative as String in walker where relative.hasSuffix(".yaml") || relative.hasSuffix(".yml") {
            paths.append(directory + "/" + relative)
        }
        guard !paths.isEmpty else { throw BenchError("\(directory): no *.yaml files") }
        return try paths.sorted().map(read)
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

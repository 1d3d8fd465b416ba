import Foundation
import Testing
@testable import OnboardCompiler

extension DecodeTests {
    /// The decoder takes the tree from its document, so that the pipeline, which hands it
    /// the only reference, sees each flow's nodes let go once that flow is decoded (the
    /// tree and the IR are never both whole; docs/performance.md measures it). Every flow
    /// is still decoded, in order.
    @Suite struct TreeReleaseTests {
        @Test func theDecoderTakesTheTreeAndDecodesEveryFlow() throws {
            let folder = PackageRoot.appending("specs")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                .filter { $0.hasSuffix(".yaml") && $0 != ProjectConfig.fileName }
            #expect(names.count >= 4)
            for name in names {
                let source = SourceFile(
                    path: name, bytes: Array(try Data(contentsOf: folder.appendingPathComponent(name))))
                let document = try #require(TreeBuilder.build(source, limits: .default, diagnostics: DiagnosticSink()))
                let flowIDs = Self.flowIDs(document.root)
                let decoder = SpecDecoder(document: document, sink: DiagnosticSink())
                let spec = try #require(decoder.decode(), "\(name)")
                #expect(spec.flows.map(\.id) == flowIDs, "\(name)")
                guard case .sequence(let left) = decoder.input.document.root.content, left.isEmpty else {
                    Issue.record("\(name): the decoder leaves an empty node where the root was")
                    continue
                }
                #expect(decoder.input.document.root.start == document.root.start)
            }
        }

        /// The `id` of each item of the root's `flows:` list, as written.
        static func flowIDs(_ root: Node) -> [String] {
            guard case .mapping(let entries) = root.content,
                case .sequence(let flows)? = entries.first(where: { $0.name == "flows" })?.value.content
            else { return [] }
            return flows.compactMap { flow in
                guard case .mapping(let fields) = flow.content else { return nil }
                return fields.first { $0.name == "id" }?.value.scalar?.text
            }
        }
    }
}

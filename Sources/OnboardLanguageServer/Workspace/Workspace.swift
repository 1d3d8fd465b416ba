import Foundation
import OnboardCompiler

/// The documents the client has open, over the files on disk: the compiler reads an open
/// document's text as the editor holds it, and every other file (a translation file not
/// open, `onboardc.yaml`) from disk.
public struct Workspace: Sendable {
    public var options: WorkspaceOptions
    /// Open documents by the path the compiler reads them as.
    public private(set) var documents: [String: OpenDocument] = [:]

    public init(options: WorkspaceOptions = WorkspaceOptions()) {
        self.options = options
    }

    public mutating func open(_ item: TextDocumentItem) {
        documents[DocumentURI.path(item.uri)] = OpenDocument(uri: item.uri, version: item.version, text: item.text)
    }

    public mutating func change(_ params: DidChangeTextDocumentParams) {
        documents[DocumentURI.path(params.textDocument.uri)]?.apply(
            params.contentChanges, version: params.textDocument.version)
    }

    public mutating func close(_ uri: String) {
        documents[DocumentURI.path(uri)] = nil
    }

    public func document(_ uri: String) -> OpenDocument? { documents[DocumentURI.path(uri)] }

    public func isOpen(path: String) -> Bool { documents[path] != nil }

    /// The file at `path`: the open document's text, else what is on disk; nil when neither.
    func file(_ path: String) -> SourceFile? {
        if let document = documents[path] { return SourceFile(path: path, bytes: document.bytes) }
        return try? SourceFile.read(path, limit: options.limits.maxInputBytes)
    }

    /// The URI a diagnostic in `path` is published to: the open document's own, else the file's.
    func uri(_ path: String) -> String { documents[path]?.uri ?? DocumentURI.uri(path) }

    /// The configuration a spec is compiled with: `--config`, else `onboardc.yaml` beside it.
    func configPath(of spec: String) -> String? {
        if let config = options.config { return config }
        // An unsaved buffer (`untitled:`) is in no folder.
        let folder = (spec as NSString).deletingLastPathComponent
        guard !folder.isEmpty else { return nil }
        let candidate = folder + "/" + ProjectConfig.fileName
        return file(candidate) == nil ? nil : candidate
    }
}

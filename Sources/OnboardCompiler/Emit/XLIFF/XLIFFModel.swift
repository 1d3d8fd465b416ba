import Foundation

/// The part of XLIFF 2.0 onboardc writes and reads: one `<file>` per app,
/// one `<unit>` per string key, one `<segment>` per plural case (or one for
/// a message without a plural). Shared by the writer (export, the emitter)
/// and the reader (import), so that what one writes the other reads back.
struct XLIFFDocument: Sendable, Hashable {
    static let namespace = "urn:oasis:names:tc:xliff:document:2.0"

    var sourceLocale: String
    var targetLocale: String
    /// `<file id>`: the app id.
    var fileID: String
    /// `<file original>`: the spec's file name.
    var original: String?
    var units: [XLIFFUnit]
    /// The spec's glossary terms, longest first (export only): each is marked
    /// `<mrk translate="no">` where a source or target holds it.
    var glossary: [String] = []
    /// Where `<xliff>` and `<file>` are written (import only).
    var rootSpan: SourceSpan?
    var fileSpan: SourceSpan?
}

/// One string key.
struct XLIFFUnit: Sendable, Hashable {
    /// The string key (`tutorial.scan-any-menu.title`).
    var id: String
    var notes: [XLIFFNote] = []
    var segments: [XLIFFSegment]
    /// The argument a plural unit counts; shown as the `disp` of `#`.
    var pluralArgument: String?
    /// False for a text that is one glossary term and nothing else: `<unit translate="no">`.
    var translate = true
    /// Where the unit is written (import only).
    var span: SourceSpan?
}

/// `<note category="…">`: what a translator needs to know.
struct XLIFFNote: Sendable, Hashable {
    var category: String
    var text: String
}

/// One `<segment>`: the source, the translation if there is one, and its state.
struct XLIFFSegment: Sendable, Hashable {
    enum State: String, Sendable, Hashable, CaseIterable {
        case initial, translated, reviewed, final
    }

    /// The plural case (`one`, `other`, `exact-0`); nil for a message without a plural.
    var id: String?
    var state: State
    var subState: String?
    var source: [XLIFFInline]
    var target: [XLIFFInline]?
    /// Where the segment is written (import only).
    var span: SourceSpan?
    /// Where its `<target>` is written (import only).
    var targetSpan: SourceSpan?

    /// The sub-state onboardc writes for `review: true`.
    static let needsReview = "onboardc:needs-review"
}

/// The content of a `<source>` or `<target>`: literal text and placeholders.
enum XLIFFInline: Sendable, Hashable {
    case text(String)
    case placeholder(XLIFFPlaceholder)
}

/// What one `<ph>` stands for.
enum XLIFFPlaceholder: Sendable, Hashable {
    /// `{name}` or `{name, number}`.
    case argument(Message.Argument)
    /// `#` in a plural case: the count.
    case count

    /// The placeholder as ICU text (`equiv`): `{name}`, `{name, number}`, `#`.
    var icu: String {
        switch self {
        case .argument(let argument) where argument.type == .integer: "{\(argument.name), number}"
        case .argument(let argument): "{\(argument.name)}"
        case .count: "#"
        }
    }

    /// What a translator sees (`disp`): the ICU text; the count shows the plural's argument.
    func display(pluralArgument: String?) -> String {
        if case .count = self, let pluralArgument { return "{\(pluralArgument)}" }
        return icu
    }

    /// Reads the ICU text of `equiv` or `disp` back: `{name}`, `{name, number}` or `#`.
    init?(icu text: String) {
        if text == "#" {
            self = .count
            return
        }
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        let inner = text.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard let name = inner.first, Self.isArgumentName(name) else { return nil }
        switch inner.count {
        case 1: self = .argument(Message.Argument(name: name, type: .string))
        case 2 where inner[1] == "number": self = .argument(Message.Argument(name: name, type: .integer))
        default: return nil
        }
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`, the ICU argument names the spec format allows.
    static func isArgumentName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII, first == "_" || first.properties.isAlphabetic
        else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
        }
    }
}

extension [XLIFFInline] {
    /// Adjacent texts merged, empty texts dropped: one way to write each content.
    var normalized: [XLIFFInline] {
        var out: [XLIFFInline] = []
        for item in self {
            switch (item, out.last) {
            case (.text(let text), _) where text.isEmpty:
                continue
            case (.text(let text), .text(let previous)?):
                out[out.count - 1] = .text(previous + text)
            default:
                out.append(item)
            }
        }
        return out
    }
}

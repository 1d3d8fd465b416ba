import BundleFormat
import Foundation
import OnboardKit

@testable import OnboardCompiler

/// Fuzz target `links`: the input is a line of copy with link markup (`[Terms](terms)`,
/// docs/spec-format.md section 2.7), read by BundleFormat's `LinkMarkup` (the one reader of
/// it): every range must lie inside the text, in order, and a link's pieces must join back
/// to its whole; the text is rewritten as the string tables write it and split into
/// OnboardKit's spans, whose texts must add up to the text without its markup. When the
/// input is also a valid message, its link targets per plural form are read and its markup
/// taken out and mapped as the compiler does (`MessageLinks`), and it is checked as the
/// decoder checks a text at a span (every problem inside the text).
let links = ["terms": "https://example.com/terms", "privacy": "https://example.com/privacy"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    switch LinkMarkup.parse(text) {
    case .failure(let error):
        precondition(error.range.lowerBound >= text.startIndex && error.range.upperBound <= text.endIndex)
    case .success(let found):
        var end = text.startIndex
        for link in found {
            precondition(end <= link.open.lowerBound, "links out of order")
            precondition(link.open.upperBound == link.text.lowerBound && link.text.upperBound == link.close.lowerBound)
            precondition(
                link.targetRange.lowerBound > link.close.lowerBound
                    && link.targetRange.upperBound < link.close.upperBound)
            precondition(
                String(text[link.targetRange]) == link.target && !link.target.isEmpty && !text[link.text].isEmpty)
            end = link.close.upperBound
        }
        precondition(end <= text.endIndex)
        let plain = LinkMarkup.plainText(text)
        let spans = TextSpan.spans(of: text, links: links)
        if found.allSatisfy({ links[$0.target] != nil || $0.target.hasPrefix("https://") }) {
            precondition(spans.map(\.text).joined() == plain, "spans do not add up to the text")
        }
        _ = LinkMarkup.rewriting(text) { link in ("<annotation link=\"\(link.target)\">", "</annotation>") }
    }
    _ = LinkMarkup.closings(in: text)
    if case .success(let message) = MessageParser.parse(text) {
        _ = message.linkTargets
        _ = message.withoutLinkMarkup
        _ = message.mappingLinks { id in ("[", "](\(links[id] ?? id))") }
        _ = PseudoLocalizer.accented(message)
    }
    return 0
}

/// The reader's problems, written for the translator or the writer who imports the file.
enum XMLProblem {
    /// What libxml2's error `code` (`xmlParserErrors`), which `XMLParser` reports, means for a translator.
    static func message(_ code: Int) -> String {
        let known: [Int: String] = [
            4: "no XML element found: the file is empty or is not XML",
            5: "there is text after the end of the document",
            9: "a character XML does not allow",
            23: "an `&` that starts no entity: write `&amp;` for an ampersand",
            26: "an unknown entity: write `&amp;` for an ampersand",
            38: "a `<` inside an attribute value: write `&lt;`",
            39: "an attribute value without quotes",
            41: "an attribute without a value",
            42: "an attribute written twice",
            65: "a space is missing between two attributes",
            68: "an `&` or `<` that starts nothing: write `&amp;` or `&lt;`",
            73: "a tag is not closed with `>`",
            76: "an end tag that does not match its start tag",
            77: "an element is never closed",
        ]
        return "not well-formed XML: " + (known[code] ?? "the parser stopped here (libxml2 error \(code))")
    }

    static let noElement = "the file holds no XML element: it is empty, or holds only a declaration or comments"

}

extension Diagnostic {
    static func xliffNotXML(_ problem: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .xliffNotXML, problem, at: span,
            help:
                "open the file in the translation tool and save it again, or export it afresh with `onboardc l10n export`"
        )
    }

    static func xliffNotXLIFF(_ root: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .xliffNotXLIFF, "this is not an XLIFF file: its root element is `<\(root)>`, not `<xliff>`", at: span,
            help: "import the `.xlf` file `onboardc l10n export` wrote, after translation")
    }

    static func xliffVersion(_ version: String?, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .xliffVersion,
            "this is XLIFF \(version.map { "version `\($0)`" } ?? "without a version"); onboardc reads XLIFF 2.0",
            at: span, help: "save the file as XLIFF 2.0 (namespace `\(XLIFFDocument.namespace)`, `version=\"2.0\"`)")
    }

    static func xliffNamespace(_ namespace: String?, at span: SourceSpan) -> Diagnostic {
        let written = namespace.map { "is in the namespace `\($0)`" } ?? "has no namespace"
        return Diagnostic(
            .xliffNamespace, "the root element `<xliff>` \(written); XLIFF 2.0's is `\(XLIFFDocument.namespace)`",
            at: span,
            help: "XLIFF 2.0 files declare `xmlns=\"\(XLIFFDocument.namespace)\"` on `<xliff>`; "
                + "export the file again as XLIFF 2.0")
    }

    static func xliffMissingAttribute(_ attribute: String, of element: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .xliffMissingAttribute, "`<\(element)>` has no `\(attribute)` attribute", at: span,
            help: "XLIFF 2.0 requires it; export the file afresh with `onboardc l10n export`")
    }

    static func xliffNoTargetLanguage(at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .xliffTargetLanguage, "the file does not say which language it translates into (no `trgLang`)", at: span,
            help: "add the locale to the root element, like `trgLang=\"de\"`")
    }

    static func xliffInvalidTargetLanguage(_ tag: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .xliffTargetLanguage, "`trgLang=\"\(tag)\"` is not a locale", at: span,
            help: "use a BCP-47 tag such as `de`, `pt-BR` or `zh-Hant`")
    }

    static func xliffNoFile(at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .xliffNoFile, "the file holds no `<file>` element, so no app to import into", at: span,
            help: "import the `.xlf` file `onboardc l10n export` wrote, after translation")
    }

    static func xliffSecondFile(at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .xliffSecondFile, "a second `<file>`: onboardc writes one file element per app", at: span,
            help: "split the file: one `.xlf` per app")
    }

    static func xliffDuplicateUnit(_ id: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.xliffDuplicateUnit, "a second unit for string key `\(id)`", at: span, help: "keep one unit per key")
    }

    static func xliffInvalidState(_ state: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .xliffInvalidState, "`state=\"\(state)\"` is not an XLIFF 2.0 state", at: span,
            help: "use `initial`, `translated`, `reviewed` or `final`")
    }

    static func xliffGlossaryTerm(_ term: String, changedTo text: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .xliffGlossaryTerm,
            "`\(term)` is marked not to translate (`translate=\"no\"`), but the translation writes `\(text)`",
            at: span,
            help: "the translation is imported as it is; write `\(term)` as it is in the translation tool"
                + " (it is a name in the spec's `glossary`), then import again")
    }

    static func xliffSecondTarget(at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .xliffSecondTarget, "a second `<target>` in one segment: it is not clear which translation is meant",
            at: span, help: "keep one `<target>` per segment (a plural has one segment per form)")
    }

    static func xliffInvalidCodePoint(_ hex: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .xliffInvalidCodePoint, "`<cp hex=\"\(hex)\"/>` is not a character", at: span,
            help: "`hex` is a Unicode code point in hexadecimal, like `000D`")
    }

    static func xliffPlaceholder(_ placeholder: RawPlaceholder, unit: String) -> Diagnostic {
        let shown = placeholder.equiv ?? placeholder.disp ?? placeholder.id.map { "id \($0)" } ?? "<ph/>"
        return Diagnostic(
            .xliffPlaceholder, "the placeholder `\(shown)` in unit `\(unit)` names no argument of the message",
            at: placeholder.span,
            help: "keep the placeholders of the source text as they are: move them, but do not retype or invent them")
    }
}

/// What the pre-scan (`XLIFFInputScanner`) refuses.
extension Diagnostic {
    static func xliffInputTooLarge(_ source: SourceFile, limit: Int) -> Diagnostic {
        Diagnostic(
            .xliffInputTooLarge, "\(source.sizeDescription), more than the limit of \(limit) bytes",
            at: .file(source.path),
            help: "an export of one app is far smaller; check the file, or raise the limit with --max-input-bytes")
    }

    static func xliffEncoding(signature encoding: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .xliffEncoding, "the file is \(encoding) text; onboardc reads XLIFF files in UTF-8 only", at: span,
            help: "save or export the file as UTF-8 (most translation tools have the option), then import it again")
    }

    static func xliffEncoding(declared encoding: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .xliffEncoding, "the file declares the encoding `\(encoding)`; onboardc reads XLIFF files in UTF-8 only",
            at: span, help: "save or export the file as UTF-8, with `encoding=\"UTF-8\"` in its first line")
    }

    static func xliffInvalidUTF8(_ byte: UInt8, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .xliffEncoding, "the file is not valid UTF-8 (byte \(CodePoint.byte(byte)))", at: span,
            help: "save or export the file as UTF-8; a file in another encoding cannot be imported")
    }

    static func xliffCharacter(_ scalar: UInt32, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .xliffNotXML, "not well-formed XML: the character \(CodePoint.name(scalar)) is not allowed in XML",
            at: span, help: "remove the character; a translation tool should never write it")
    }

    static func xliffDocumentType(at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .xliffDoctype, "an XLIFF file has no document type declaration (`<!DOCTYPE`)", at: span,
            help: "remove the declaration and any entity it defines; export the file afresh if it came from elsewhere")
    }

    static func xliffProcessingInstruction(_ name: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .xliffProcessingInstruction,
            "a processing instruction (`<?\(name)…?>`): onboardc reads none, and cannot tell what it stands for",
            at: span, help: "remove it (translation tools add them as markers), then import the file again")
    }

    static func xliffMisplacedDeclaration(at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .xliffProcessingInstruction, "the XML declaration `<?xml …?>` must be the very first thing in the file",
            at: span, help: "move it to the start of the first line, with nothing (not even a space) before it")
    }

}

internal import CYaml

/// Receives parse events from `EventParser.parse(_:limits:handler:)`. The
/// parser is generic over the handler, so within this module the event loop is
/// specialised for each handler type and its `handle` is inlined into the loop
/// (no closure context, no indirect call per event).
public protocol YAMLEventHandler {
    /// Takes one event; returns `false` to stop parsing. The event is
    /// `consuming` so that a handler can move its strings into what it builds
    /// instead of copying them; a conforming type may also spell the
    /// parameter plainly, `handle(_ event: YAMLEvent)`.
    mutating func handle(_ event: consuming YAMLEvent) -> Bool
}

/// Drives libyaml's event API over one file and hands each event, as Swift
/// values, to a handler. Enforces the limits that libyaml itself lacks (input
/// size, nesting depth counted as events arrive, scalar length) and turns
/// libyaml's own errors into diagnostics.
public enum EventParser {
    /// Parses `source`, calling `handle` for each event until the stream ends,
    /// the handler returns `false`, or a problem stops parsing. Returns the
    /// diagnostic that stopped it, if any.
    @discardableResult
    public static func parse(
        _ source: SourceFile,
        limits: ParseLimits = .default,
        _ handle: (YAMLEvent) -> Bool
    ) -> Diagnostic? {
        withoutActuallyEscaping(handle) { handle in
            var handler = ClosureHandler(body: handle)
            return parse(source, limits: limits, handler: &handler)
        }
    }

    /// Parses `source`, handing each event to `handler` until the stream ends,
    /// the handler returns `false`, or a problem stops parsing. Returns the
    /// diagnostic that stopped it, if any.
    @discardableResult
    public static func parse<Handler: YAMLEventHandler>(
        _ source: SourceFile,
        limits: ParseLimits = .default,
        handler: inout Handler
    ) -> Diagnostic? {
        var cursor = ColumnCursor()
        return parse(source, limits: limits, handler: &handler, cursor: &cursor)
    }

    /// `parse(_:limits:handler:)` with the cursor that locates marks, so a
    /// test can read how much work locating them took.
    static func parse<Handler: YAMLEventHandler>(
        _ source: SourceFile, limits: ParseLimits, handler: inout Handler, cursor: inout ColumnCursor
    ) -> Diagnostic? {
        if source.exceeds(limits.maxInputBytes) {
            return .inputTooLarge(source, limit: limits.maxInputBytes)
        }
        return source.bytes.withUnsafeBufferPointer { bytes in
            switch InputScanner.scan(bytes, path: source.path) {
            case .failure(let problem):
                return problem.diagnostic
            case .success(let lines):
                return run(bytes, lines: lines, path: source.path, limits: limits, handler: &handler, cursor: &cursor)
            }
        }
    }

    /// Adapts the closure-based `parse` (used by `EventNotation` and tests).
    private struct ClosureHandler: YAMLEventHandler {
        let body: (YAMLEvent) -> Bool

        func handle(_ event: consuming YAMLEvent) -> Bool {
            body(event)
        }
    }

    private static func run<Handler: YAMLEventHandler>(
        _ bytes: UnsafeBufferPointer<UInt8>, lines: LineTable, path: String, limits: ParseLimits,
        handler: inout Handler, cursor: inout ColumnCursor
    ) -> Diagnostic? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            return Diagnostic(.yamlInternal, "libyaml could not be initialised", at: .file(path))
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!, bytes.count)
        // No yaml_parser_set_encoding: with the encoding left unset, libyaml detects
        // UTF-8 and consumes a leading BOM without counting it as a column. (The
        // pre-scan has already rejected the UTF-16 BOM bytes 0xFE and 0xFF.)

        func location(_ mark: yaml_mark_t) -> SourceLocation {
            lines.location(line: Int(mark.line), column: Int(mark.column), in: bytes, cursor: &cursor)
        }

        var depth = 0
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                return libyamlError(parser, path: path, lines: lines, bytes: bytes)
            }
            let start = location(event.start_mark)
            let end = location(event.end_mark)
            let kind: YAMLEvent.Kind
            switch event.type {
            case YAML_STREAM_START_EVENT:
                kind = .streamStart
            case YAML_STREAM_END_EVENT:
                kind = .streamEnd
            case YAML_DOCUMENT_START_EVENT:
                kind = .documentStart(explicit: event.data.document_start.implicit == 0)
            case YAML_DOCUMENT_END_EVENT:
                kind = .documentEnd(explicit: event.data.document_end.implicit == 0)
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                depth += 1
                if depth > limits.maxDepth {
                    yaml_event_delete(&event)
                    return .tooDeep(limit: limits.maxDepth, at: SourceSpan(file: path, start: start, end: end))
                }
                if event.type == YAML_SEQUENCE_START_EVENT {
                    let data = event.data.sequence_start
                    kind = .sequenceStart(
                        anchor: string(data.anchor), tag: string(data.tag), flow: data.style == YAML_FLOW_SEQUENCE_STYLE
                    )
                } else {
                    let data = event.data.mapping_start
                    kind = .mappingStart(
                        anchor: string(data.anchor), tag: string(data.tag), flow: data.style == YAML_FLOW_MAPPING_STYLE)
                }
            case YAML_SEQUENCE_END_EVENT:
                depth -= 1
                kind = .sequenceEnd
            case YAML_MAPPING_END_EVENT:
                depth -= 1
                kind = .mappingEnd
            case YAML_SCALAR_EVENT:
                let data = event.data.scalar
                if data.length > limits.maxScalarBytes {
                    yaml_event_delete(&event)
                    return .scalarTooLong(
                        Int(data.length), limit: limits.maxScalarBytes,
                        at: SourceSpan(file: path, start: start, end: end))
                }
                let value = String(
                    decoding: UnsafeBufferPointer(start: data.value, count: Int(data.length)), as: UTF8.self)
                kind = .scalar(
                    value: value, anchor: string(data.anchor), tag: string(data.tag), style: style(data.style))
            case YAML_ALIAS_EVENT:
                kind = .alias(anchor: string(event.data.alias.anchor) ?? "")
            default:
                yaml_event_delete(&event)
                continue
            }
            let isEnd = event.type == YAML_STREAM_END_EVENT
            yaml_event_delete(&event)
            if !handler.handle(YAMLEvent(kind: kind, start: start, end: end)) || isEnd { return nil }
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    private static func style(_ style: yaml_scalar_style_t) -> YAMLEvent.ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }

    private static func libyamlError(
        _ parser: yaml_parser_t, path: String, lines: LineTable, bytes: UnsafeBufferPointer<UInt8>
    ) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
        if parser.error == YAML_READER_ERROR {
            let start = lines.location(ofByte: parser.problem_offset, in: bytes)
            return .syntax(problem, at: SourceSpan(file: path, start: start, end: start), context: nil)
        }
        let start = lines.location(
            line: Int(parser.problem_mark.line), column: Int(parser.problem_mark.column), in: bytes)
        var context: Diagnostic.Note?
        if let text = parser.context {
            let at = lines.location(
                line: Int(parser.context_mark.line), column: Int(parser.context_mark.column), in: bytes)
            context = Diagnostic.Note(String(cString: text), at: SourceSpan(file: path, start: at, end: at))
        }
        // libyaml names a tab only in some messages; the common case (a tab
        // where an indentation space belongs) is "cannot start any token".
        let atTab = start.offset < bytes.count && bytes[start.offset] == 0x09
        return .syntax(problem, at: SourceSpan(file: path, start: start, end: start), context: context, atTab: atTab)
    }
}

extension Diagnostic {
    static func inputTooLarge(_ source: SourceFile, limit: Int) -> Diagnostic {
        Diagnostic(
            .yamlInputTooLarge, "\(source.sizeDescription), more than the limit of \(limit) bytes",
            at: .file(source.path), help: "split the spec, or raise the limit with --max-input-bytes")
    }

    static func tooDeep(limit: Int, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .yamlTooDeep, "sequences and mappings are nested more than \(limit) levels deep",
            at: span, help: "flatten the structure, or raise the limit with --max-depth")
    }

    static func scalarTooLong(_ length: Int, limit: Int, at span: SourceSpan) -> Diagnostic {
        Diagnostic(
            .yamlScalarTooLong, "this value is \(length) bytes long, more than the limit of \(limit) bytes",
            at: span, help: "shorten the value, or raise the limit with --max-scalar-bytes")
    }

    static func syntax(_ problem: String, at span: SourceSpan, context: Note?, atTab: Bool = false) -> Diagnostic {
        Diagnostic(
            .yamlSyntax, "YAML syntax error: \(problem)", at: span, notes: context.map { [$0] } ?? [],
            help: syntaxHelp(problem, atTab: atTab))
    }

    private static func syntaxHelp(_ problem: String, atTab: Bool) -> String {
        if atTab || problem.contains("tab") { return "indent with spaces; YAML does not allow tabs for indentation" }
        if problem.contains("mapping values are not allowed") {
            return "a value that contains ': ' must be quoted, for example title: \"Step 1: Scan\""
        }
        if problem.contains("did not find expected") {
            return "check the indentation and that every quote and bracket is closed"
        }
        return "check the indentation and quoting near this position"
    }
}

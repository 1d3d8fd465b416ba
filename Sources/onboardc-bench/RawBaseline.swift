internal import CYaml

/// The floor the front end is measured against: libyaml's event loop over the
/// bytes in place, counting events and copying nothing into Swift values.
enum RawBaseline {
    /// The number of events in `bytes`, or nil when libyaml reports an error.
    static func countEvents(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!, bytes.count)
        var event = yaml_event_t()
        var count = 0
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
            let done = event.type == YAML_STREAM_END_EVENT
            yaml_event_delete(&event)
            count += 1
            if done { return count }
        }
    }

    /// Events in all files; stops the benchmark if any file fails to parse.
    static func countEvents(in files: [LoadedFile]) -> Int {
        var total = 0
        for file in files {
            guard let count = file.source.bytes.withUnsafeBufferPointer(countEvents) else {
                fatalError("\(file.source.path): libyaml reports a syntax error; the corpus must be valid")
            }
            total += count
        }
        return total
    }
}

import Foundation

/// This process's resident memory, from /proc/self/status (Linux), with
/// getrusage's peak as the fallback elsewhere.
struct ProcessMemory {
    /// Peak resident set size so far (VmHWM), in bytes.
    var peak: Int
    /// Current resident set size (VmRSS), in bytes; nil where unknown.
    var current: Int?

    static func now() -> ProcessMemory {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let peak = field("VmHWM", in: status)
        {
            return ProcessMemory(peak: peak, current: field("VmRSS", in: status))
        }
        var usage = rusage()
        // ru_maxrss is in kilobytes on Linux and in bytes on macOS.
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return ProcessMemory(peak: Int(usage.ru_maxrss) * 1024, current: nil)
        #else
        getrusage(RUSAGE_SELF, &usage)
        return ProcessMemory(peak: Int(usage.ru_maxrss), current: nil)
        #endif
    }

    /// A `Name:   1234 kB` line of /proc/self/status, in bytes.
    private static func field(_ name: String, in status: String) -> Int? {
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            let number = line.dropFirst(name.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first
            return number.flatMap { Int($0) }.map { $0 * 1024 }
        }
        return nil
    }
}

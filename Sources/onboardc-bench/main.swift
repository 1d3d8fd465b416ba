/// onboardc-bench: a rerunnable benchmark of the onboardc front end (see
/// docs/performance.md and bench/run). Not a test: it prints figures.
import Foundation

let usage = """
    usage: onboardc-bench throughput CORPUS_DIR [--rounds N]
           onboardc-bench parallel CORPUS_DIR [--rounds N]
           onboardc-bench compile CORPUS_DIR [--rounds N]
           onboardc-bench memory FILE [--pipeline]
           onboardc-bench compile CORPUS_DIR [--rounds N]
           onboardc-bench loop front|events|raw|pipeline|compile CORPUS_DIR [--rounds N]
           onboardc-bench longline [--rounds N]
           onboardc-bench text [--rounds N]       (from the repository: its committed bundles)
           onboardc-bench session [--rounds N]    (from the repository: experiments at a session's start)
           onboardc-bench store-launch [--rounds N]  (from the repository: a launch from the bundle store)
           onboardc-bench lsp SPEC [--edits N]    (change to diagnostics of `onboardc lsp`, beside this binary)
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else { fail(usage) }
arguments.removeFirst()

do {
    switch command {
    case "throughput", "parallel", "compile", "loop":
        let workload = command == "loop" && !arguments.isEmpty ? arguments.removeFirst() : ""
        var rounds = command == "loop" ? 1 : 7
        var directory: String?
        while !arguments.isEmpty {
            let argument = arguments.removeFirst()
            if argument == "--rounds" {
                guard let value = arguments.first.flatMap({ Int($0) }), value > 0 else { fail(usage) }
                rounds = value
                arguments.removeFirst()
            } else if directory == nil && !argument.hasPrefix("-") {
                directory = argument
            } else {
                fail(usage)
            }
        }
        guard let directory else { fail(usage) }
        switch command {
        case "throughput": try Throughput.run(directory: directory, rounds: rounds)
        case "parallel": try Parallel.run(directory: directory, rounds: rounds)
        case "compile": try WholeCompile.run(directory: directory, rounds: rounds)
        default: try Loop.run(workload: workload, directory: directory, rounds: rounds)
        }
    case "longline", "text", "session", "store-launch":
        var rounds = 7
        if arguments.first == "--rounds" {
            guard arguments.count == 2, let value = Int(arguments[1]), value > 0 else { fail(usage) }
            rounds = value
        } else if !arguments.isEmpty {
            fail(usage)
        }
        switch command {
        case "text": try TextFill.run(rounds: rounds)
        case "session": try SessionStart.run(rounds: rounds)
        case "store-launch": try StoreLaunch.run(rounds: rounds)
        default: LongLine.run(rounds: rounds)
        }
    case "lsp":
        guard let spec = arguments.first, !spec.hasPrefix("-") else { fail(usage) }
        var edits = 60
        if arguments.count == 3, arguments[1] == "--edits" {
            guard let value = Int(arguments[2]), value > 0 else { fail(usage) }
            edits = value
        } else if arguments.count != 1 {
            fail(usage)
        }
        try LanguageServerLatency.run(spec: spec, edits: edits)
    case "memory":
        let pipeline = arguments.contains("--pipeline")
        let paths = arguments.filter { $0 != "--pipeline" }
        guard paths.count == 1, !paths[0].hasPrefix("-") else { fail(usage) }
        try MemoryCheck.run(path: paths[0], pipeline: pipeline)
    default:
        fail(usage)
    }
} catch {
    fail("error: \(error)")
}

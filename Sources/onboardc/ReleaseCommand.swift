import ArgumentParser
import BundleFormat
import Foundation
import OnboardCompiler

struct ReleaseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "release",
        abstract: "Write a signed release of the specs for any static host or CDN, or check one.",
        discussion: """
            Compiles the specs as `build` does and writes, under --out, each app's bundle and one \
            text table per language named by their SHA-256 (bundles/, strings/), then the channel's \
            manifest (channels/CHANNEL/manifest.json) and its Ed25519 signature (manifest.json.sig), \
            signed with --key, a PKCS#8 PEM private key (`openssl genpkey -algorithm ed25519`). The \
            sequence grows by one when the manifest changes (or is --sequence); a release of unchanged \
            specs rewrites nothing. With --check DIR, checks the release folder DIR against the \
            public keys given with --trust instead. With --public-key KEY, prints the public key of \
            KEY (SPKI PEM) for apps to trust. See docs/remote-delivery.md. Exit status: 0 fine; 1 a \
            spec has an error (nothing is written) or --check found a problem; 2 usage or I/O failure, \
            a key that cannot be used, a --sequence that does not grow.
            """)

    @OptionGroup var options: SpecOptions

    @Option(help: ArgumentHelp("The Ed25519 private key that signs the manifest (PKCS#8 PEM).", valueName: "file"))
    var key: String?

    @Option(help: ArgumentHelp("The release folder to write into.", valueName: "dir"))
    var out: String?

    @Option(help: "The channel: lower-case letters, digits and '-'.")
    var channel = "production"

    @Option(
        help: "The manifest's sequence (greater than the channel's current one; default: one more when it changes).")
    var sequence: Int?

    @Option(help: ArgumentHelp("Check the release folder DIR instead of writing one.", valueName: "dir"))
    var check: String?

    @Option(
        help: ArgumentHelp(
            "A trusted public key (SPKI PEM), for --check; repeat it while keys rotate.", valueName: "file"))
    var trust: [String] = []

    @Option(
        name: .customLong("public-key"),
        help: ArgumentHelp("Print the public key of a private key file.", valueName: "file"))
    var publicKey: String?

    func validate() throws {
        guard ReleasePlan.isChannelName(channel) else {
            throw ValidationError("--channel \(channel): use lower-case letters, digits and '-' (production, beta-2)")
        }
        if publicKey != nil {
            guard check == nil, key == nil, out == nil else { throw ValidationError("--public-key goes alone") }
        } else if check != nil {
            guard key == nil, out == nil, sequence == nil else {
                throw ValidationError(
                    "--check reads a release: it takes --trust and --channel, not --key, --out or --sequence")
            }
            guard !trust.isEmpty else { throw ValidationError("--check needs the public keys to trust: --trust FILE") }
        } else {
            guard key != nil, out != nil else { throw ValidationError("give --key KEY and --out DIR (or --check DIR)") }
            if let sequence, sequence < 1 { throw ValidationError("--sequence must be at least 1 (got \(sequence))") }
        }
    }

    func run() throws {
        if let publicKey {
            print(try signingKey(publicKey).publicKeyPEM, terminator: "")
        } else if let check {
            try checkRelease(check)
        } else if let key, let out {
            try write(key: key, out: out)
        }
    }

    func write(key: String, out: String) throws {
        let signing = try signingKey(key)
        if SigningKey.isInside(key, folder: out) {
            printError(
                "error: the key \(key) is inside the release folder \(out), which is published; keep it elsewhere\n")
            throw Exit.failure
        }
        var timings = StageTimings()
        let project = try options.project(timings: &timings)
        let report = options.report()
        let contents: [ReleaseContent]?
        do {
            contents = try project.release(timings: &timings) { report.add($0, suppressed: $1, sources: $2) }
        } catch {
            try failIfUnreadable([error])
            return
        }
        report.finish()
        guard let contents else {
            printError("error: a spec has an error; nothing is released\n")
            throw Exit.specErrors
        }
        do {
            let release = try ReleasePlan.write(contents, channel: channel, sequence: sequence, to: out, key: signing)
            let state = release.isUnchanged ? "unchanged" : "written"
            printError(
                "\(out)/\(ReleaseManifest.path(channel: channel)): \(state), sequence \(release.manifest.sequence), "
                    + "\(contents.count) apps, signed by key \(signing.keyID)\n")
        } catch {
            printError("error: \(error)\n")
            throw Exit.failure
        }
    }

    func checkRelease(_ folder: String) throws {
        var keys: [ReleaseKey] = []
        var problems: [Diagnostic] = []
        for path in trust {
            do throws(KeyFileProblem) {
                keys.append(try ReleaseCheck.trustedKey(path))
            } catch {
                problems.append(error.diagnostic)
            }
        }
        guard problems.isEmpty else {
            report(problems, sources: [], format: options.format)
            throw Exit.failure
        }
        let result: ReleaseCheck.Result
        do {
            result = try ReleaseCheck.check(folder, channel: channel, trusting: keys)
        } catch {
            printError("error: \(error)\n")
            throw Exit.failure
        }
        report(result.diagnostics, sources: result.sources, format: options.format)
        if result.hasErrors { throw Exit.specErrors }
        if options.format == .text { printError("\(folder): channel \(channel) is a good release\n") }
    }

    /// The private key of `path`; its diagnostic (which holds nothing of the file) and exit 2 when it is not one.
    func signingKey(_ path: String) throws -> SigningKey {
        do throws(KeyFileProblem) {
            return try SigningKey.load(path)
        } catch {
            report([error.diagnostic], sources: [], format: options.format)
            throw Exit.failure
        }
    }
}

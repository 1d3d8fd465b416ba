import BundleFormat
import Foundation
import Testing

@testable import OnboardCompiler

/// Key files: what openssl writes is read, anything else is a `release-bad-key` diagnostic
/// that holds nothing of the file.
@Suite struct SigningKeyTests {
    @Test func aKeyOpensslMadeSignsWhatItsPublicKeyVerifies() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try ReleaseTesting.makeKey("key", in: scratch.url)
        let key = try ReleaseTesting.key("key", in: scratch.url)
        let message = try ReleasePlan([], channel: "production", previous: nil).manifestBytes
        let signature = try key.signature(of: message).base64EncodedData()
        let trusted = try ReleaseCheck.trustedKey(scratch.url.appendingPathComponent("key.pub.pem").path)
        #expect(trusted == key.publicKey)
        let verifier = ReleaseVerifier(trusting: [trusted])
        #expect(try verifier.manifest(Data(message), signature: signature, channel: "production").apps.isEmpty)
        #expect(throws: ReleaseError.untrustedSignature) {
            try verifier.manifest(Data(message + [0x20]), signature: signature, channel: "production")
        }
    }

    /// The diagnostic of the key file `name` in `folder`.
    func problem(_ name: String, in folder: URL) throws -> Diagnostic {
        let path = folder.appendingPathComponent(name).path
        let loaded = Result { () throws(KeyFileProblem) in try SigningKey.load(path) }
        guard case .failure(let error) = loaded else { throw CocoaError(.fileReadCorruptFile) }
        let problem = error.diagnostic
        #expect(problem.code == "release-bad-key")
        #expect(problem.span.file == path && problem.span.start.line == 1)
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        for line in text.split(separator: "\n") where !line.hasPrefix("-----") {
            #expect(!problem.message.contains(line) && problem.help?.contains(line) != true, "the key leaks")
        }
        return problem
    }

    @Test func keysOfOtherKindsAreRefused() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try ReleaseTesting.makeKey("key", in: scratch.url)
        for (algorithm, options) in [("x25519", [String]()), ("EC", ["-pkeyopt", "ec_paramgen_curve:P-256"])] {
            let made = try ReleaseTesting.run(
                "openssl", ["genpkey", "-algorithm", algorithm] + options + ["-out", "\(algorithm).pem"],
                in: scratch.url)
            try #require(made.status == 0, "\(made.stderr)")
            #expect(try problem("\(algorithm).pem", in: scratch.url).message == "not an Ed25519 key")
        }
        let encrypted = try ReleaseTesting.run(
            "openssl", ["pkcs8", "-topk8", "-in", "key.pem", "-out", "encrypted.pem", "-passout", "pass:secret"],
            in: scratch.url)
        try #require(encrypted.status == 0, "\(encrypted.stderr)")
        #expect(try problem("encrypted.pem", in: scratch.url).message == "the key is encrypted")
        #expect(try problem("key.pub.pem", in: scratch.url).message.hasPrefix("this is a public key"))
        try scratch.write("garbage.pem", "-----BEGIN PRIVATE KEY-----\n!!!\n-----END PRIVATE KEY-----\n")
        #expect(try problem("garbage.pem", in: scratch.url).message == "the PEM body is not base64")
        try scratch.write("text.pem", "hello")
        #expect(try problem("text.pem", in: scratch.url).message.hasPrefix("not a PKCS#8 PEM private key"))
        #expect(try problem("missing.pem", in: scratch.url).message == "cannot read the key file")
    }

    @Test func printingAKeyShowsOnlyItsPublicKeyID() {
        let key = SigningKey.example
        var dumped = ""
        dump(key, to: &dumped)
        let seed = Data(repeating: 7, count: 32).base64EncodedString().prefix(12)
        for text in [String(describing: key), String(reflecting: key), dumped, "\(key)"] {
            #expect(text.contains(key.keyID) && !text.contains(seed) && !text.contains("0x07"), "\(text)")
        }
    }

    @Test func aKeyWithItsPublicKeyIsRead() throws {
        // RFC 8410 §10.3's example: a OneAsymmetricKey of version 2 with the public key.
        let pem = """
            -----BEGIN PRIVATE KEY-----
            MFECAQEwBQYDK2VwBCIEINTuctv5E1hK1bbY8fdp+K06/nwoy/HU++CXqI9EdVhC
            gSEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=
            -----END PRIVATE KEY-----
            """
        let key = try SigningKey(pem: pem)
        #expect(key.publicKey.rawRepresentation.first == 0x19)
    }

    @Test func aKeyInsideTheReleaseFolderIsNoticed() {
        #expect(SigningKey.isInside("out/keys/release.pem", folder: "out"))
        #expect(SigningKey.isInside("./out/release.pem", folder: "out/"))
        #expect(!SigningKey.isInside("keys/release.pem", folder: "out"))
        #expect(!SigningKey.isInside("output.pem", folder: "out"))
    }
}

import BundleFormat
import Foundation
import Testing

@testable import OnboardCompiler

/// `onboardc release` as a team's CI runs it: a key made by openssl, a release, a check that
/// trusts the old and the new key while keys rotate, and the exit statuses.
@Suite struct ReleaseCommandTests {
    @Test func releaseCheckAndRotate() throws {
        try #require(CLI.executable != nil, CLI.notBuilt)
        let scratch = try Scratch()
        defer { scratch.remove() }
        try ReleaseTesting.makeKey("old", in: scratch.url)
        try ReleaseTesting.makeKey("new", in: scratch.url)
        let specs = PackageRoot.appending("specs").path
        let released = try CLI.run(["release", specs, "--key", "old.pem", "--out", "out"], in: scratch.url)
        #expect(released.status == 0, "\(released.stderr)")
        #expect(released.stderr.contains("channels/production/manifest.json: written, sequence 1"))
        let key = try #require(scratch.read("old.pem"))
        let keyBody = key.split(separator: "\n")[1]
        for (path, data) in try ReleaseTesting.files(scratch.url.appendingPathComponent("out")) {
            #expect(!String(decoding: data, as: UTF8.self).contains(keyBody), "the private key is in \(path)")
        }
        #expect(!released.stderr.contains(keyBody) && !released.stdout.contains(keyBody))

        let check = ["release", "--check", "out", "--trust", "old.pub.pem"]
        #expect(try CLI.run(check, in: scratch.url).status == 0)
        let wrongKey = try CLI.run(["release", "--check", "out", "--trust", "new.pub.pem"], in: scratch.url)
        #expect(wrongKey.status == 1)
        #expect(wrongKey.stderr.contains("[release-signature]"), "\(wrongKey.stderr)")

        // Rotation: apps trust both keys, the next release is signed with the new one.
        let rotated = try CLI.run(
            ["release", specs, "--key", "new.pem", "--out", "out", "--sequence", "2"], in: scratch.url)
        #expect(rotated.status == 0, "\(rotated.stderr)")
        #expect(try CLI.run(check + ["--trust", "new.pub.pem"], in: scratch.url).status == 0)
        #expect(try CLI.run(check, in: scratch.url).status == 1)

        let replay = try CLI.run(
            ["release", specs, "--key", "new.pem", "--out", "out", "--sequence", "2"], in: scratch.url)
        #expect(replay.status == 2)
        #expect(replay.stderr.contains("--sequence 2 is not greater than 2"), "\(replay.stderr)")

        let pub = try CLI.run(["release", "--public-key", "new.pem"], in: scratch.url)
        #expect(pub.status == 0 && pub.stdout == scratch.read("new.pub.pem"))
    }

    @Test func usageAndKeyProblemsExit2() throws {
        try #require(CLI.executable != nil, CLI.notBuilt)
        let scratch = try Scratch()
        defer { scratch.remove() }
        try ReleaseTesting.makeKey("key", in: scratch.url)
        let specs = PackageRoot.appending("specs").path
        let badKey = try CLI.run(["release", specs, "--key", "key.pub.pem", "--out", "out"], in: scratch.url)
        #expect(badKey.status == 2)
        #expect(badKey.stderr.contains("key.pub.pem:1:1: error: this is a public key"), "\(badKey.stderr)")
        #expect(badKey.stderr.contains("[release-bad-key]"))
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("out").path))
        let channel = try CLI.run(
            ["release", specs, "--key", "key.pem", "--out", "out", "--channel", "Beta"], in: scratch.url)
        #expect(channel.status == 2 && channel.stderr.contains("--channel Beta"))
        try FileManager.default.createDirectory(
            at: scratch.url.appendingPathComponent("out"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: scratch.url.appendingPathComponent("key.pem"), to: scratch.url.appendingPathComponent("out/key.pem"))
        let inside = try CLI.run(["release", specs, "--key", "out/key.pem", "--out", "out"], in: scratch.url)
        #expect(inside.status == 2 && inside.stderr.contains("is inside the release folder"))
        let noTrust = try CLI.run(["release", "--check", "out"], in: scratch.url)
        #expect(noTrust.status == 2)
        let missing = try CLI.run(["release", "--check", "out", "--trust", "key.pub.pem"], in: scratch.url)
        #expect(missing.status == 2 && missing.stderr.contains("no manifest of channel `production`"))
    }
}

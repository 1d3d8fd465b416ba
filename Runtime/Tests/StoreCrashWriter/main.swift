// A writer to be killed: BundleStoreCrashTests runs it and sends it SIGKILL part-way
// through a commit, then checks that its store holds one whole release.
//
//     StoreCrashWriter STORE RELEASE FIRST-SEQUENCE
//
// Publishes releases FIRST-SEQUENCE, FIRST-SEQUENCE + 1, … to the folder RELEASE (each
// with a table whose `welcome.title` is "Release <sequence>"), and after each one updates
// the store in STORE from it, for ever. Prints "stored <sequence>" after each update.
import Foundation
import OnboardKit
import ReleaseFixtures

let arguments = CommandLine.arguments
guard arguments.count == 4, let first = Int(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: StoreCrashWriter STORE RELEASE FIRST-SEQUENCE\n".utf8))
    exit(2)
}
let release = ReleaseFixture(folder: URL(fileURLWithPath: arguments[2]))
let signer = ReleaseFixture.signer(seed: 1)
let store = BundleStore(
    app: "test", channel: "production", releaseRoot: release.folder, trusting: [ReleaseFixture.key(of: signer)],
    embedded: try OnboardingBundle(data: ReleaseFixture.bundle), directory: URL(fileURLWithPath: arguments[1]),
    transport: FolderTransport())
var sequence = first
while true {
    try release.publish(
        sequence: sequence, strings: ["en": ReleaseFixture.catalog("en", ["welcome.title": "Release \(sequence)"])],
        signer: signer)
    guard case .updated(let stored) = await store.update() else { exit(1) }
    FileHandle.standardOutput.write(Data("stored \(stored)\n".utf8))
    sequence += 1
}

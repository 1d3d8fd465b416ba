import BundleFormat
import Foundation

/// Where an app's onboarding content comes from when it is delivered remotely
/// (docs/client-guide.md, "Remote updates"): the last verified download, else the bundle
/// the app ships. It never blocks launch and never throws to the app.
///
/// Made at launch, it reads its folder synchronously, without the network, and checks the
/// stored release again (signature, hashes); anything wrong and it starts on the embedded
/// bundle (``DeliveryEvent/fellBack(reason:)``). A release stored before the app was updated
/// gives way to the bundle the new version ships (``DeliveryEvent/superseded(sequence:)``)
/// until a newer release is published. ``update()`` downloads the channel's release
/// in the background, verifies it with ``ReleaseVerifier`` and stores it atomically; from
/// then on ``current`` is the new content, for the flows the app starts next. A release that
/// fails a check is never stored and never removes the good one.
///
/// ```swift
/// let store = BundleStore(app: "vegyscan", channel: "production", releaseRoot: root, trusting: keys,
///                         embedded: bundle, directory: folder) { event in log("\(event)") }
/// let content = store.current            // at each flow start
/// Task.detached { await store.update() } // in the background
/// ```
public final class BundleStore: @unchecked Sendable {
    public let app: String
    public let channel: String
    /// The release's root: the channel's manifest is at `channels/<channel>/manifest.json` under it.
    public let releaseRoot: URL
    public let embedded: OnboardingBundle
    /// How long an update's downloads may take, all together, in seconds.
    public let budget: TimeInterval

    let verifier: ReleaseVerifier
    let folder: StoreFolder
    let transport: any ReleaseTransport
    let onEvent: @Sendable (DeliveryEvent) -> Void
    private let lock = NSLock()
    private var content: OnboardingContent
    /// The sequence of the last release accepted (nil: none), and whether the stored release is whole.
    private var accepted: Int?
    private var storedIsGood = false
    private var updating = false

    /// The longest manifest and signature read.
    static let manifestLimit = 1 << 20
    static let signatureLimit = 1 << 10

    /// A store of `app`'s content on `channel` of the release at `releaseRoot`, trusting
    /// manifests signed by any of `keys`, in `directory` (created if need be; the store owns
    /// it: put it in Application Support). Reads what is stored now; `onEvent` hears what
    /// the store does, from any thread.
    public convenience init(
        app: String, channel: String, releaseRoot: URL, trusting keys: [ReleaseKey], embedded: OnboardingBundle,
        directory: URL, transport: any ReleaseTransport = URLSessionTransport(), budget: TimeInterval = 15,
        onEvent: @escaping @Sendable (DeliveryEvent) -> Void = { _ in }
    ) {
        self.init(
            app: app, channel: channel, releaseRoot: releaseRoot, trusting: keys, embedded: embedded,
            folder: StoreFolder(root: directory, disk: FileSystemDisk()), transport: transport, budget: budget,
            onEvent: onEvent)
    }

    init(
        app: String, channel: String, releaseRoot: URL, trusting keys: [ReleaseKey], embedded: OnboardingBundle,
        folder: StoreFolder, transport: any ReleaseTransport, budget: TimeInterval,
        onEvent: @escaping @Sendable (DeliveryEvent) -> Void
    ) {
        self.app = app
        self.channel = channel
        self.releaseRoot = releaseRoot
        self.embedded = embedded
        self.budget = budget
        self.verifier = ReleaseVerifier(trusting: keys)
        self.folder = folder
        self.transport = transport
        self.onEvent = onEvent
        content = OnboardingContent(bundle: embedded, origin: .embedded)
        launch()
    }

    /// The content to start flows from: the last verified download, else the embedded
    /// bundle. Changes only when an update is stored.
    public var current: OnboardingContent { lock.withLock { content } }

    /// Reads the stored release, falling back to the embedded bundle.
    private func launch() {
        let pointer: StoreFolder.Pointer?
        do {
            pointer = try folder.pointer()
        } catch {
            return onEvent(.fellBack(reason: "the store's pointer is unreadable: \(error)"))
        }
        guard let pointer else { return }
        accepted = pointer.sequence
        // The app was updated since the release was stored: the bundle it now ships is at least
        // as new, so it wins until a release newer than the stored one is published.
        guard pointer.embedded == Self.identity(of: embedded) else {
            storedIsGood = true
            return onEvent(.superseded(sequence: pointer.sequence))
        }
        do {
            let release = try folder.load(app: app, channel: channel, verifier: verifier, pointer: pointer)
            content = release.content
            storedIsGood = true
        } catch let problem as VerifiedRelease.Problem {
            onEvent(.fellBack(reason: problem.description))
        } catch {
            onEvent(.fellBack(reason: "\(error)"))
        }
    }

    /// What tells one embedded bundle from another: its `contentHash` (onboardc writes one),
    /// else the SHA-256 of its encoding.
    static func identity(of bundle: OnboardingBundle) -> String {
        if let hash = bundle.contentHash { return hash }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return "sha256:" + ReleaseVerifier.sha256((try? encoder.encode(bundle)) ?? Data())
    }

    /// The accepted sequence and whether the stored release is whole, unless an update runs.
    func beginUpdate() -> (Int?, Bool)? {
        lock.withLock {
            guard !updating else { return nil }
            updating = true
            return (accepted, storedIsGood)
        }
    }

    func endUpdate() {
        lock.withLock { updating = false }
    }

    /// `content` is stored, as release `sequence`: the flows started from now on play it.
    func stored(_ content: OnboardingContent, sequence: Int) {
        lock.withLock {
            self.content = content
            accepted = sequence
            storedIsGood = true
        }
    }
}

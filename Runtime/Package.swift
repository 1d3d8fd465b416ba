// swift-tools-version:6.0
import PackageDescription

// The runtime client apps link, as a package of its own: Foundation and swift-crypto only
// (SHA-256 for experiment assignment; on Apple platforms it is CryptoKit), no compiler, no
// libyaml. An app (or a client package) depends on this folder and resolves nothing else of
// the compiler; the compiler in the repository's root package depends on it too.
let package = Package(
    name: "OnboardKit",
    products: [
        // Plays bundles in an app: which flow shows, the session, its events, its text.
        .library(name: "OnboardKit", targets: ["OnboardKit"]),
        // The bundle format alone (its Codable models, locale resolution, plural rules), for tools that read bundles.
        .library(name: "BundleFormat", targets: ["BundleFormat"]),
    ],
    dependencies: [
        // SHA-256, which experiment assignment hashes with (docs/bundle-format.md, "Experiments").
        .package(url: "https://github.com/apple/swift-crypto", from: "4.0.0")
    ],
    targets: [
        // The one definition of bundle.json: the compiler fills these models, OnboardKit re-exports them.
        .target(name: "BundleFormat", dependencies: [.product(name: "Crypto", package: "swift-crypto")]),
        .target(name: "OnboardKit", dependencies: ["BundleFormat"]),
        .testTarget(name: "BundleFormatTests", dependencies: ["BundleFormat"]),
        // Also runs every vector of the conformance suite (`conformance/` at the repository's root).
        .testTarget(
            name: "OnboardKitTests", dependencies: ["OnboardKit", "ReleaseFixtures", "StoreCrashWriter"],
            exclude: ["Delivery/release_server.py"]),
        // Test-only: writes signed release folders for the bundle store's tests.
        .target(
            name: "ReleaseFixtures", dependencies: ["OnboardKit", .product(name: "Crypto", package: "swift-crypto")],
            path: "Tests/ReleaseFixtures"),
        // Test-only: a process that updates a bundle store in a loop, for a test to kill mid-write.
        .executableTarget(name: "StoreCrashWriter", dependencies: ["ReleaseFixtures"], path: "Tests/StoreCrashWriter"),
    ],
    swiftLanguageModes: [.v6]
)

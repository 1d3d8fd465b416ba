// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "onboardc",
    products: [
        .library(name: "OnboardCompiler", targets: ["OnboardCompiler"]),
        // The runtime client apps link: Foundation only, no compiler, no libyaml.
        .library(name: "OnboardKit", targets: ["OnboardKit"]),
        // The bundle format alone (its Codable models and locale resolution), for tools that read bundles.
        .library(name: "BundleFormat", targets: ["BundleFormat"]),
        .executable(name: "onboardc", targets: ["onboardc"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // SHA-256 for content hashes and finding fingerprints (the compiler only; OnboardKit stays Foundation-only).
        .package(url: "https://github.com/apple/swift-crypto", from: "4.0.0"),
        // The loopback HTTP server of `onboardc preview --watch`.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(
            name: "OnboardCompiler",
            dependencies: ["CYaml", "BundleFormat", .product(name: "Crypto", package: "swift-crypto")],
            // The known SF Symbols list; scripts/gen-symbols embeds it in Analysis/KnownSymbols.swift.
            exclude: ["Analysis/Data"]
        ),
        .executableTarget(
            name: "onboardc",
            dependencies: [
                "OnboardCompiler", "OnboardPreview",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `onboardc preview`: the compiled bundles and string tables, read back through
        // OnboardKit, as web pages; and the live-reload server.
        .target(
            name: "OnboardPreview",
            dependencies: ["OnboardCompiler", "BundleFormat", "OnboardKit", .product(name: "FlyingFox", package: "FlyingFox")]
        ),
        .executableTarget(name: "onboardc-bench", dependencies: ["OnboardCompiler", "CYaml"]),
        // The one definition of bundle.json: the compiler fills these models, OnboardKit re-exports them.
        .target(name: "BundleFormat"),
        .target(name: "OnboardKit", dependencies: ["BundleFormat"]),
        // OnboardKit too: what the compiler emits is read back the way client apps read it.
        .testTarget(name: "OnboardCompilerTests", dependencies: ["OnboardCompiler", "BundleFormat", "OnboardKit", "OnboardPreview"]),
        .testTarget(name: "BundleFormatTests", dependencies: ["BundleFormat"]),
        .testTarget(name: "OnboardKitTests", dependencies: ["OnboardKit"]),
    ],
    swiftLanguageModes: [.v6]
)

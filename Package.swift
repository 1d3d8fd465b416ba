// swift-tools-version:6.0
import PackageDescription

let bundleFormat = Target.Dependency.product(name: "BundleFormat", package: "Runtime")
let onboardKit = Target.Dependency.product(name: "OnboardKit", package: "Runtime")

let package = Package(
    name: "onboardc",
    products: [
        .library(name: "OnboardCompiler", targets: ["OnboardCompiler"]),
        .executable(name: "onboardc", targets: ["onboardc"]),
    ],
    dependencies: [
        // The runtime (BundleFormat and OnboardKit), a package of its own so that an app that
        // links it resolves nothing of the compiler: docs/client-guide.md.
        .package(path: "Runtime"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // SHA-256 for content hashes and finding fingerprints, Ed25519 for signed releases (the runtime uses it too).
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
            dependencies: ["CYaml", bundleFormat, .product(name: "Crypto", package: "swift-crypto")],
            // The known SF Symbols list; scripts/gen-symbols embeds it in Analysis/KnownSymbols.swift.
            exclude: ["Analysis/Data"]
        ),
        .executableTarget(
            name: "onboardc",
            dependencies: [
                "OnboardCompiler", "OnboardPreview", "OnboardLanguageServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `onboardc preview`: the compiled bundles and string tables, read back through
        // OnboardKit, as web pages; and the live-reload server.
        .target(
            name: "OnboardPreview",
            dependencies: [
                "OnboardCompiler", bundleFormat, onboardKit, .product(name: "FlyingFox", package: "FlyingFox"),
            ]
        ),
        // `onboardc lsp`: the compiler's front end behind the Language Server Protocol (docs/editor-setup.md).
        .target(name: "OnboardLanguageServer", dependencies: ["OnboardCompiler", bundleFormat]),
        .executableTarget(
            name: "onboardc-bench",
            dependencies: [
                "OnboardCompiler", "OnboardLanguageServer", "CYaml", onboardKit,
                .product(name: "Crypto", package: "swift-crypto"),
            ]),
        // OnboardKit too: what the compiler emits is read back the way client apps read it.
        .testTarget(
            name: "OnboardCompilerTests",
            dependencies: ["OnboardCompiler", bundleFormat, onboardKit, "OnboardPreview", "OnboardLanguageServer"]),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version:6.0
import PackageDescription

// A client of the runtime as an app team writes one, from docs/client-guide.md only: it
// depends on the runtime package by path and resolves nothing else (no compiler, no
// libyaml; swift-crypto, the runtime's one dependency, and no other). scripts/check-console-client builds it, checks its
// dependencies, and plays the seed bundles with it, across processes.
let package = Package(
    name: "console-client",
    dependencies: [
        .package(path: "../../Runtime")
    ],
    targets: [
        .executableTarget(
            name: "onboarding-console",
            dependencies: [.product(name: "OnboardKit", package: "Runtime")]
        )
    ],
    swiftLanguageModes: [.v6]
)

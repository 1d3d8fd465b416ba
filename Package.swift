// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "onboardc",
    products: [
        .library(name: "OnboardCompiler", targets: ["OnboardCompiler"]),
        .executable(name: "onboardc", targets: ["onboardc"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "OnboardCompiler", dependencies: ["CYaml"]),
        .executableTarget(
            name: "onboardc",
            dependencies: [
                "OnboardCompiler",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "OnboardCompilerTests", dependencies: ["OnboardCompiler"]),
    ],
    swiftLanguageModes: [.v6]
)

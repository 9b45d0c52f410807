// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "notesite",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "notesite", targets: ["notesite"]),
        .library(name: "NoteSiteCore", targets: ["NoteSiteCore"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCmark", pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]),
        .systemLibrary(
            name: "CYAML", pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]),
        .target(
            name: "NoteSiteCore",
            dependencies: ["CCmark", "CYAML"]),
        .target(
            name: "NoteSiteCLI",
            dependencies: ["NoteSiteCore"]),
        .executableTarget(
            name: "notesite",
            dependencies: ["NoteSiteCLI"]),
        .executableTarget(name: "bench-mustache", dependencies: ["NoteSiteCore"], path: "bench/mustache", exclude: ["run.sh"]),
        .testTarget(
            name: "NoteSiteCoreTests",
            dependencies: ["NoteSiteCore"]),
    ]
)

// swift-tools-version:6.0
import PackageDescription

// mimalloc replaces malloc in the notesite binary on Linux. scripts/release
// sets NOTESITE_STATIC_RELEASE and leaves it out: Debian ships mimalloc only
// as a shared library, and the release binary links its C libraries statically.
let allocator: [Target.Dependency] = Context.environment["NOTESITE_STATIC_RELEASE"] == nil
    ? [.target(name: "CMimalloc", condition: .when(platforms: [.linux]))] : []

let package = Package(
    name: "notesite",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "notesite", targets: ["notesite"]),
        .library(name: "NoteSiteBuild", targets: ["NoteSiteBuild"]),
        // The app's library (docs/app.md): Foundation only, no C library, no other target.
        .library(name: "NoteSiteKit", targets: ["NoteSiteKit"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCmark", pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]),
        .systemLibrary(
            name: "CYAML", pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
        // Unpacks the built-in icon set (Templates/icons/bootstrap-icons.zlib).
        .systemLibrary(
            name: "CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // Linux only: malloc for the notesite binary (see Sources/notesite/Allocator.swift).
        .systemLibrary(
            name: "CMimalloc",
            providers: [.apt(["libmimalloc-dev"]), .brew(["mimalloc"])]),
        .target(
            name: "NoteSiteTheme",
            path: "Templates",
            exclude: ["README.md"],
            resources: [.embedInCode("theme"), .embedInCode("icons"), .embedInCode("i18n")]),
        // The stages, each a target, so that the compiler holds the layering
        // (docs/architecture.md). Dependencies point one way; a cycle does not build.
        .target(name: "NoteSiteKit"),
        .target(name: "NoteSiteSupport"),
        .target(name: "NoteSiteDiagnostics"),
        .target(
            name: "NoteSiteMarkdown",
            dependencies: ["CCmark", "NoteSiteDiagnostics"]),
        .target(
            name: "NoteSiteMustache",
            dependencies: ["NoteSiteDiagnostics"]),
        .target(
            name: "NoteSiteSourceData",
            dependencies: ["CYAML", "NoteSiteDiagnostics"]),
        .target(
            name: "NoteSiteOutput",
            dependencies: ["NoteSiteSupport", "NoteSiteDiagnostics"]),
        .target(
            name: "NoteSiteContent",
            dependencies: ["CZlib", "NoteSiteTheme", "NoteSiteKit", "NoteSiteSupport", "NoteSiteDiagnostics",
                           "NoteSiteMarkdown", "NoteSiteMustache", "NoteSiteSourceData"]),
        .target(
            name: "NoteSiteRender",
            dependencies: ["NoteSiteKit", "NoteSiteSupport", "NoteSiteDiagnostics",
                           "NoteSiteMustache", "NoteSiteSourceData", "NoteSiteContent"]),
        .target(
            name: "NoteSiteChannels",
            dependencies: ["NoteSiteKit", "NoteSiteSupport", "NoteSiteDiagnostics", "NoteSiteMarkdown",
                           "NoteSiteMustache", "NoteSiteSourceData", "NoteSiteContent", "NoteSiteRender",
                           "NoteSiteOutput"]),
        .target(
            name: "NoteSiteBuild",
            dependencies: ["NoteSiteTheme", "NoteSiteKit", "NoteSiteSupport", "NoteSiteDiagnostics",
                           "NoteSiteMarkdown", "NoteSiteMustache", "NoteSiteSourceData", "NoteSiteOutput",
                           "NoteSiteContent", "NoteSiteRender", "NoteSiteChannels"]),
        .target(
            name: "NoteSiteServe",
            dependencies: ["NoteSiteBuild", "NoteSiteContent", "NoteSiteDiagnostics", "NoteSiteMustache", "NoteSiteOutput",
                           "NoteSiteSupport"]),
        .target(
            name: "NoteSiteCLI",
            dependencies: ["NoteSiteBuild", "NoteSiteContent", "NoteSiteChannels", "NoteSiteDiagnostics", "NoteSiteOutput",
                           "NoteSiteServe", "NoteSiteSupport"]),
        .executableTarget(
            name: "notesite",
            dependencies: ["NoteSiteCLI"] + allocator),
        .executableTarget(
            name: "bench-markdown",
            dependencies: ["NoteSiteBuild", "NoteSiteMarkdown"],
            path: "bench/markdown",
            exclude: ["run.sh", "generate.py", "valgrind.sh"]),
        .executableTarget(
            name: "bench-mustache",
            dependencies: ["NoteSiteBuild", "NoteSiteMustache"],
            path: "bench/mustache",
            exclude: ["run.sh"]),
        // What an app downloads from a large site (bench/kit/run.sh): NoteSiteKit only.
        .executableTarget(
            name: "bench-kit",
            dependencies: ["NoteSiteKit"],
            path: "bench/kit",
            exclude: ["run.sh", "measure.py"]),
        .testTarget(
            name: "NoteSiteBuildTests",
            dependencies: ["NoteSiteBuild", "NoteSiteSupport", "NoteSiteDiagnostics", "NoteSiteMarkdown",
                           "NoteSiteMustache", "NoteSiteSourceData", "NoteSiteOutput", "NoteSiteTheme",
                           "NoteSiteContent", "NoteSiteRender", "NoteSiteChannels"]),
        .testTarget(
            name: "NoteSiteKitTests",
            dependencies: ["NoteSiteKit"]),
        .testTarget(
            name: "NoteSiteServeTests",
            dependencies: ["NoteSiteServe", "NoteSiteBuild", "NoteSiteOutput"]),
    ]
)

// libFuzzer harnesses (fuzz/run.sh). They link only with `-sanitize=fuzzer`,
// so they join the package only when NOTESITE_FUZZ is set, which keeps them
// out of `swift build` and `swift test`.
if Context.environment["NOTESITE_FUZZ"] != nil {
    package.targets.append(.systemLibrary(name: "CFuzzerDriver", path: "fuzz/driver"))
    for harness in ["front-matter", "json", "mustache", "semver", "version-file"] {
        package.targets.append(.executableTarget(
            name: "fuzz-\(harness)",
            dependencies: ["NoteSiteBuild", "NoteSiteContent", "NoteSiteDiagnostics", "NoteSiteSourceData", "NoteSiteMustache",
                           "NoteSiteSupport", "CFuzzerDriver"],
            path: "fuzz/harnesses/\(harness)"))
    }
}

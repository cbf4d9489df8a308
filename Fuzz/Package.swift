// swift-tools-version:6.0
// liftd's coverage fuzzers: one libFuzzer executable per reader of untrusted input, built
// only by scripts/fuzz (`swift build -c release --sanitize=fuzzer`, its own scratch path).
// A package of its own, so liftd's normal build never sees these targets.
import PackageDescription

/// One fuzz target: an executable named `fuzz-<name>` whose sources are in Sources/<folder>.
func fuzzer(_ name: String, folder: String, _ dependencies: [Target.Dependency]) -> Target {
    .executableTarget(name: "fuzz-\(name)", dependencies: ["FuzzSupport"] + dependencies, path: "Sources/\(folder)")
}

let readers: Target.Dependency = .product(name: "LiftdInputReaders", package: "liftd")

let package = Package(
    name: "liftd-fuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "liftd", path: "..")],
    targets: [
        // What every target shares: the failure hook, fuzz input helpers, request rendering.
        .target(name: "FuzzSupport", dependencies: [readers]),
        fuzzer("request-json", folder: "RequestJSON", [readers]),
        fuzzer("request-text", folder: "RequestText", [readers]),
        fuzzer("import-strong-classic", folder: "ImportStrongClassic", [readers]),
        fuzzer("import-strong-legacy", folder: "ImportStrongLegacy", [readers]),
        fuzzer("import-strong-v6", folder: "ImportStrongV6", [readers]),
        fuzzer("import-hevy", folder: "ImportHevy", [readers]),
        fuzzer("import-fitnotes", folder: "ImportFitNotes", [readers]),
        fuzzer("config", folder: "Config", [readers]),
        fuzzer("cron", folder: "Cron", [readers]),
        fuzzer("inflate", folder: "Inflate", [readers]),
        fuzzer("zip", folder: "Zip", [readers]),
        fuzzer("health-xml", folder: "HealthXML", [readers]),
        fuzzer("zoneinfo", folder: "ZoneInfo", [readers]),
    ],
    swiftLanguageModes: [.v6]
)

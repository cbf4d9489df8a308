@preconcurrency import Glibc
import Foundation

// liftd-bench: speed measured as ratios against a baseline run in the same process.
// Each benchmark prints its figures and, as its last line, `<name>: <ratio>=<value> …`.
setvbuf(stdout, nil, _IOLBF, 0)

/// Every benchmark by the name given on the command line.
let benchmarks: [String: @Sendable ([String]) async throws -> Void] = [
    "dispatch": runDispatchBenchmark,
    "cron": runCronBenchmark,
    "import": runImportBenchmark,
    "ingest": runIngestBenchmark,
    "summary": runSummaryBenchmark,
    "site": runSiteBenchmark,
    "socket": runSocketBenchmark,
    "idle": runIdleBenchmark,
    "start": runStartBenchmark,
    "export": runExportBenchmark,
    "program": runProgramBenchmark,
]

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == EchoServer.subcommand {
    EchoServer.runAsChild(Array(arguments.dropFirst()))
}
guard let name = arguments.first, let benchmark = benchmarks[name] else {
    let names = benchmarks.keys.sorted().joined(separator: "|")
    fputs("usage: liftd-bench <\(names)> [options]\n", stderr)
    exit(arguments.first.map { ["-h", "--help"].contains($0) } == true ? 0 : 64)
}
do {
    try await benchmark(Array(arguments.dropFirst()))
} catch {
    fputs("liftd-bench \(name): \(error)\n", stderr)
    exit(1)
}

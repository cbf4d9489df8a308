@preconcurrency import Glibc
import Foundation

// `liftd-bench start [--starts N]`: how long the release `liftd` takes from being started to
// READY=1 on its notify socket, on its built-in defaults. Each round (N, default 20) times
//   - the baseline: `systemd-notify --ready`, the smallest program that tells the same socket
//     it is ready (its start is the process spawn, the dynamic loader and one datagram);
//   - liftd's first start in a state directory that does not exist yet, which it creates
//     with its database (schema, write-ahead log, their fsyncs);
//   - liftd started again in a state directory an earlier start created: the goal's figure.
// The three take turns, so that the machine's load falls on each alike; each daemon is
// stopped (SIGTERM) and reaped before the next start, and the stop is not timed; one still
// running 10 s after its SIGTERM ends the run with an error. One untimed start first brings
// the binary into the page cache and creates the reused directory.

/// The goal of issue 32: start to READY=1 in at most this long, median of 20 starts.
private let startGoalMilliseconds = 30.0

@Sendable func runStartBenchmark(_ arguments: [String]) async throws {
    let options = try BenchmarkOptions(arguments, defaults: ["starts": 20])
    let starts = options["starts"]
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("liftd-bench-\(UUID().uuidString.prefix(8))").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let notifications = try NotifyReceiver(path: directory + "/notify.sock")
    let liftd = try BenchmarkDaemon.binaryPath()
    let notifier = "/usr/bin/systemd-notify"
    guard FileManager.default.isExecutableFile(atPath: notifier) else {
        throw BenchmarkUsageError(message: "\(notifier) is missing (apt-get install systemd): it is the baseline")
    }
    func liftdIn(_ state: String) -> ReadyTimer.Command {
        .init(path: liftd, arguments: [], environment: ["STATE_DIRECTORY": state, "RUNTIME_DIRECTORY": state])
    }
    let timer = ReadyTimer(notifications: notifications)
    let existing = directory + "/state"
    _ = try timer.timeToReady(liftdIn(existing))

    var baseline: [Duration] = [], first: [Duration] = [], again: [Duration] = []
    for round in 0..<starts {
        baseline.append(try timer.timeToReady(.init(path: notifier, arguments: ["--ready"], environment: [:])))
        first.append(try timer.timeToReady(liftdIn(directory + "/first-\(round)")))
        again.append(try timer.timeToReady(liftdIn(existing)))
    }
    let notifyFigure = StartFigure(baseline), firstFigure = StartFigure(first), againFigure = StartFigure(again)
    print("liftd: \(liftd)")
    print("systemd-notify --ready (baseline): \(notifyFigure)")
    print("liftd, first start (creates the state directory and its database): \(firstFigure)")
    print("liftd, on an existing state directory: \(againFigure); goal ≤ \(format(startGoalMilliseconds, digits: 0)) ms: "
        + (againFigure.median <= startGoalMilliseconds ? "met" : "missed"))
    print("start: liftd/notify=\(format(againFigure.median / notifyFigure.median)) "
        + "first/notify=\(format(firstFigure.median / notifyFigure.median)) "
        + "liftd=\(format(againFigure.median)) ms first=\(format(firstFigure.median)) ms goal≤\(format(startGoalMilliseconds, digits: 0)) ms")
}

/// Median, least and most of a set of start times, in milliseconds.
private struct StartFigure: CustomStringConvertible {
    let median: Double, least: Double, most: Double, count: Int

    init(_ times: [Duration]) {
        let sorted = times.map { $0 / .milliseconds(1) }.sorted()
        count = sorted.count
        median = count % 2 == 1 ? sorted[count / 2] : (sorted[count / 2 - 1] + sorted[count / 2]) / 2
        least = sorted.first ?? 0
        most = sorted.last ?? 0
    }

    var description: String {
        "median \(format(median)) ms (min \(format(least)), max \(format(most))) over \(count) starts"
    }
}

/// Starts a program with `NOTIFY_SOCKET` set to the benchmark's notify socket and times it to
/// its READY=1; then stops it and reaps it.
private struct ReadyTimer {
    /// A program to start: its path, arguments, and variables beside `PATH` and `NOTIFY_SOCKET`.
    struct Command {
        let path: String
        let arguments: [String]
        let environment: [String: String]
    }

    let notifications: NotifyReceiver

    /// The time from just before the spawn to the arrival of READY=1.
    func timeToReady(_ command: Command) throws -> Duration {
        notifications.discardWaiting()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command.path)
        process.arguments = command.arguments
        process.environment = ["PATH": "/usr/bin:/bin", "NOTIFY_SOCKET": notifications.path]
            .merging(command.environment) { _, given in given }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let started = ContinuousClock.now
        try process.run()
        let ready: Duration
        do {
            try notifications.waitForReady(timeoutSeconds: 30) { !process.isRunning }
            ready = ContinuousClock.now - started
        } catch {
            try stop(process)
            throw BenchmarkUsageError(message: "\(command.path) \(command.arguments.joined(separator: " ")): \(error)")
        }
        try stop(process)
        return ready
    }

    /// Sends SIGTERM and reaps the process; throws (after SIGKILL) when it is still running
    /// 10 s later, since a daemon that misses its SIGTERM would hang the benchmark.
    private func stop(_ process: Process) throws {
        guard process.isRunning else { return process.waitUntilExit() }
        process.terminate()
        let deadline = ContinuousClock.now + .seconds(10)
        while process.isRunning && ContinuousClock.now < deadline { usleep(10_000) }
        guard process.isRunning else { return process.waitUntilExit() }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        throw BenchmarkUsageError(message: "\(process.executableURL?.path ?? "liftd") was still running 10 s after SIGTERM (sent just after READY=1); killed")
    }
}

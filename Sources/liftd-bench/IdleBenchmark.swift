@preconcurrency import Glibc
import Daemon
import Foundation

// `liftd-bench idle [--seconds N]`: whether the real `liftd` sleeps when nothing is due and no
// client talks. It starts the release build next to this benchmark on its built-in defaults in
// a temporary state directory, without WATCHDOG_USEC, waits for READY=1, then counts the
// context switches (voluntary and involuntary) of all its threads over N seconds (default 60),
// and reads its resident memory (VmRSS, and the peak VmHWM, in MB of 10^6 bytes), printing
// VmRSS against the goal (20 MB). `$LIFTD_BINARY` names another liftd to run. The run is
// refused when one of the default schedules is due before it would end.

/// The goal of issue 32: an idle liftd on the default config resident in at most this many
/// MB (10^6 bytes).
private let idleGoalMegabytes = 20.0

@Sendable func runIdleBenchmark(_ arguments: [String]) async throws {
    let options = try BenchmarkOptions(arguments, defaults: ["seconds": 60])
    let seconds = options["seconds"]
    try refuseIfScheduleDue(within: .seconds(seconds + 30))
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("liftd-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    let notifications = try NotifyReceiver(path: directory.appendingPathComponent("notify.sock").path)
    let daemon = try BenchmarkDaemon(stateDirectory: directory.path, environment: ["NOTIFY_SOCKET": notifications.path])
    defer { daemon.stop() }
    try notifications.waitForReady(timeoutSeconds: 30)
    // The services after READY=1 (the watchdog, signal handling) start just after it, and the
    // readiness probe's connection closes: let that finish before counting.
    try await Task.sleep(for: .seconds(1))

    let pid = daemon.processIdentifier
    let before = try ThreadSwitches.read(pid: pid)
    try await Task.sleep(for: .seconds(seconds))
    let after = try ThreadSwitches.read(pid: pid)
    let memory = try ResidentMemory.read(pid: pid)

    var total = 0
    for thread in after.values.sorted(by: { $0.id < $1.id }) {
        let earlier = before[thread.id]
        let voluntary = thread.voluntary - (earlier?.voluntary ?? 0)
        let involuntary = thread.involuntary - (earlier?.involuntary ?? 0)
        total += voluntary + involuntary
        print("thread \(thread.id) \(thread.name): \(voluntary) voluntary, \(involuntary) involuntary"
            + (earlier == nil ? " (started during the run)" : ""))
    }
    let ended = before.keys.filter { after[$0] == nil }.sorted()
    if !ended.isEmpty {
        // Their switches during the run cannot be read any more; each woke at least to end.
        print("threads that ended during the run (switches not counted beyond 1 each): \(ended)")
        total += ended.count
    }
    let resident = Double(memory.residentKilobytes) * 1024 / 1_000_000, peak = Double(memory.peakKilobytes) * 1024 / 1_000_000
    print("over \(seconds) s: \(after.count) threads; VmRSS \(memory.residentKilobytes) kB, VmHWM \(memory.peakKilobytes) kB")
    print("RSS \(format(resident)) MB; goal ≤ \(format(idleGoalMegabytes, digits: 0)) MB: " + (resident <= idleGoalMegabytes ? "met" : "missed"))
    print("idle: switches=\(total) rss=\(format(resident)) MB hwm=\(format(peak)) MB goal≤\(format(idleGoalMegabytes, digits: 0)) MB")
}

/// Throws when a schedule of the built-in config fires within `window` from now: its firing
/// would wake the daemon, and the run would not measure idleness.
private func refuseIfScheduleDue(within window: Duration) throws {
    let setup = try DaemonSetup.load(.builtIn, environment: [:])
    let now = Date(), end = now.addingTimeInterval(Double(window.components.seconds))
    for schedule in setup.schedules where schedule.enabled {
        if let next = schedule.nextFire(after: now), next < end {
            throw BenchmarkUsageError(message: "schedule '\(schedule.name)' fires at \(next), within the run; run it later")
        }
    }
}

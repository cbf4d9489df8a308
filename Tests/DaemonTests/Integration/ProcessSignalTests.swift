import ChildProcessTesting
import Foundation
import Glibc
import TestSupport
import Testing

/// SIGHUP, SIGTERM and SIGINT are never lost, however early they come: liftd's main thread
/// blocks them before any other thread starts and waits for them with `sigwait`, so no thread
/// is ever delivered one (an ignored signal in a thread that did not block it was dropped).
@Suite("liftd's process signals", .serialized)
struct ProcessSignalTests {
    /// The signals in the bit mask of /proc/PID/task/TID/status (bit n-1 for signal n).
    private static let daemonSignals: UInt64 = 1 << (UInt64(SIGHUP) - 1) | 1 << (UInt64(SIGINT) - 1) | 1 << (UInt64(SIGTERM) - 1)

    @Test("Every thread but the main one, which waits for them, blocks SIGHUP, SIGTERM and SIGINT")
    func everyOtherThreadBlocksThem() async throws {
        let daemon = try DaemonProcess(try DaemonSandbox())
        try await daemon.waitUntilReady()
        _ = try await daemon.request("ping id=1")
        let pid = daemon.processIdentifier
        let threads = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task").compactMap(Int32.init)
        #expect(threads.count > 3, "\(threads)")
        for thread in threads where thread != pid {
            let status = try String(contentsOfFile: "/proc/\(pid)/task/\(thread)/status", encoding: .utf8)
            let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("SigBlk:") })
            let mask = try #require(UInt64(line.dropFirst("SigBlk:".count).trimmingCharacters(in: .whitespaces), radix: 16))
            let name = try String(contentsOfFile: "/proc/\(pid)/task/\(thread)/comm", encoding: .utf8)
            #expect(mask & Self.daemonSignals == Self.daemonSignals, "thread \(thread) \(name) blocks \(line)")
        }
        try await stopCleanly(daemon)
    }

    @Test("A SIGTERM sent the moment READY=1 arrives stops liftd cleanly, every time", arguments: 1...8)
    func stopRightAfterReady(attempt: Int) async throws {
        let daemon = try DaemonProcess(try DaemonSandbox())
        _ = try await daemon.waitForMessage(with: "READY=1")
        daemon.send(signal: SIGTERM)
        #expect(try await daemon.waitForExit() == 0, "attempt \(attempt)")
        #expect(daemon.notifications.all.contains { $0.contains("STOPPING=1") }, "attempt \(attempt)")
    }
}

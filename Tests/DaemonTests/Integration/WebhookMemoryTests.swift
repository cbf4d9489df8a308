import ControlProtocol
import Foundation
import TestSupport
import Testing

/// A webhook's answer is never stored: the real liftd, with four webhooks whose server
/// answers each POST with a 1 GiB body, keeps its memory where it was when idle.
@Suite("Webhook answers and memory in the real liftd", .serialized)
struct WebhookMemoryTests {
    @Test("Four webhooks answered with 1 GiB bodies for 60 s leave liftd's peak memory within 10 MB of idle",
          .timeLimit(.minutes(5)))
    func hugeAnswersKeepMemoryFlat() async throws {
        let server = try await WebhookServer()
        let daemon = try DaemonProcess(try .notifying((1...4).map {
            "webhook: {url: '\(server.url("/huge"))', timeout: 30s, attempts: 1, name: hook-\($0)}"
        }))
        try await daemon.waitUntilReady()
        // libcurl is loaded at start-up when a webhook is configured: idle includes it.
        let idle = try Self.memory("VmRSS", of: daemon.processIdentifier)
        let end = ContinuousClock.now + .seconds(60)
        var notifications = 0
        while ContinuousClock.now < end {
            // Two at a time, so each webhook's queue always holds the next one.
            for _ in 0..<2 {
                notifications += 1
                try await daemon.sendReportReady("round-\(notifications)")
            }
            try await Self.waitForAnswersEnded(4 * notifications, on: server)
        }
        let peak = try Self.memory("VmHWM", of: daemon.processIdentifier)
        #expect(peak - idle < 10 << 20, "peak \(peak >> 20) MiB, idle \(idle >> 20) MiB, after \(notifications) notifications")
        let sent = server.received().filter { $0.path == "/huge/end" }.compactMap { Int($0.body) }
        #expect(sent.count == 4 * notifications)
        #expect(sent.allSatisfy { $0 < 64 << 20 }, "the most of a body sent: \((sent.max() ?? 0) >> 20) MiB")
        #expect(daemon.standardError.all.filter { $0.contains("report-ready delivered to") }.count == 4 * notifications)
        try await stopCleanly(daemon)
    }

    /// Waits until the server has ended `count` huge answers (sent or cut off); polls the
    /// server's log every 20 ms, for at most a minute.
    private static func waitForAnswersEnded(_ count: Int, on server: WebhookServer) async throws {
        let giveUp = ContinuousClock.now + .seconds(60)
        while server.received().filter({ $0.path == "/huge/end" }).count < count {
            guard ContinuousClock.now < giveUp else { throw WaitFailure("waited 60 s for \(count) huge answers to end") }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// A memory figure (`VmRSS`, `VmHWM`) of the process `pid`, in bytes.
    private static func memory(_ field: String, of pid: Int32) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }),
              let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        else { throw WaitFailure("no \(field) in /proc/\(pid)/status") }
        return kilobytes * 1_024
    }
}

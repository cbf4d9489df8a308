import ChildProcessTesting
import ControlProtocol
import Cron
import Foundation
import TestSupport
import Testing
@testable import Daemon
import ZoneInfo

@Test("The real liftd runs a schedule by hand, names the next one in STATUS=, and keeps the last run across a restart")
func realDaemonKeepsLastRun() async throws {
    let sandbox = try DaemonSandbox(useCases: ["volume"], extra: """
        schedules:
          yearly-volume:
            cron: "@yearly"
            time-zone: UTC
            signal: volume
            payload: {week: 2026-W10}
            catch-up: true
        """)
    let utc = Zone.utc
    let next = try #require(CronSchedule(try CronExpression("@yearly"), timeZone: utc).nextFire(after: Date()))
    let nextText = "next: yearly-volume at \(ZonedTimestamp.format(next, in: utc))"

    let first = try DaemonProcess(sandbox)
    // STATUS= names the next schedule: in READY=1's message, or in an update right after it.
    let ready = try await first.waitUntilReady()
    if !ready.contains(nextText) {
        let notifications = first.notifications
        _ = try await offPool { try notifications.waitForEvent("STATUS= naming \(nextText)") { $0.contains(nextText) } }
    }
    let status = try result(of: try await first.request("status"))
    #expect(status["nextSchedule"] == .string(String(nextText.dropFirst("next: ".count))))

    let unknown = try await first.request("run-schedule name=yearly-volum")
    #expect(try errorMessage(of: unknown).contains("nearest: yearly-volume"))

    let run = try result(of: try await first.request("run-schedule name=yearly-volume"))
    guard case .string(let startedAt)? = run["startedAt"] else { throw IntegrationFailure("no startedAt in \(run)") }
    #expect(run["result"] == .string("ok"))
    #expect(run["handledBy"] == .array([.string("VolumeUseCase")]))
    try await stopCleanly(first)

    let second = try DaemonProcess(sandbox)
    try await second.waitUntilReady()
    let schedules = try result(of: try await second.request("schedules"))
    guard let row = schedules.elements.first, case .string(let lastRun)? = row["lastRun"] else {
        throw IntegrationFailure("no lastRun in \(schedules)")
    }
    #expect(ZonedTimestamp.parse(lastRun, in: utc) == ZonedTimestamp.parse(startedAt, in: utc))
    #expect(row["lastResult"] == .string("ok"))
    #expect(row["nextFireUTC"] == .string(ZonedTimestamp.format(next, in: utc)))
    try await stopCleanly(second)
}

@Test("A reload that removes the next schedule names the new next one in STATUS= and its log line, never the removed one")
func reloadNamesTheNewNextSchedule() async throws {
    func schedules(_ names: [(String, String)]) -> String {
        "schedules:\n" + names.map { name, cron in
            "  \(name):\n    cron: \"\(cron)\"\n    time-zone: UTC\n    signal: volume\n    payload: {week: 2026-W10}"
        }.joined(separator: "\n")
    }
    let sandbox = try DaemonSandbox(useCases: ["volume"], extra: schedules([("soon", "@yearly"), ("later", "0 0 2 1 *")]))
    let daemon = try DaemonProcess(sandbox)
    _ = try await daemon.waitUntilReady()
    let status = try result(of: try await daemon.request("status"))
    guard case .string(let before)? = status["nextSchedule"] else { throw IntegrationFailure("no nextSchedule in \(status)") }
    #expect(before.hasPrefix("soon at "))

    try sandbox.writeConfig(useCases: ["volume"], extra: schedules([("later", "0 0 2 1 *")]))
    daemon.send(signal: SIGHUP)
    let reloading = try await daemon.waitForMessage(with: "RELOADING=1")
    let ready = try await daemon.waitForMessage(with: "READY=1", from: reloading.index + 1)
    #expect(ready.event.contains("next: later at "), "\(ready.event)")
    #expect(!ready.event.contains("soon"), "\(ready.event)")
    let logged = try await daemon.waitForErrorLine("the reload's log line") { $0.contains("config reloaded from") }
    #expect(logged.contains("next: later at ") && !logged.contains("soon"), "\(logged)")
    try await stopCleanly(daemon)
}

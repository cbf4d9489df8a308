import Cron
import Foundation
import TestSupport
import Testing
@testable import Daemon

@Test("The real liftd runs a schedule by hand, names the next one in STATUS=, and keeps the last run across a restart")
func realDaemonKeepsLastRun() async throws {
    let directory = try TemporaryDirectory()
    let socket = directory.path + "/liftd.sock"
    let config = try directory.file("liftd.yaml", """
        use-cases:
          - volume
        schedules:
          yearly-volume:
            cron: "@yearly"
            time-zone: UTC
            signal: volume
            payload: {week: 2026-W10}
            catch-up: true
        paths:
          state-directory: \(directory.path)/state
        socket:
          path: \(socket)
        """)
    let utc = try #require(TimeZone(identifier: "UTC"))
    let next = try #require(CronSchedule(try CronExpression("@yearly"), timeZone: utc).nextFire(after: Date()))
    let nextText = "next: yearly-volume at \(ZonedTimestamp.format(next, in: utc))"

    let first = try RealDaemon(config: config, directory: directory.path, name: "first")
    // STATUS= names the next schedule: in READY=1's message, or in an update right after it.
    if try await !first.notification().contains(nextText) {
        try await first.notification(containing: nextText)
    }
    let status = try await request("status", socket: socket)
    guard case .object(let statusReply)? = status["result"] else { throw TestClient.Failure(description: "\(status)") }
    #expect(statusReply["nextSchedule"] == .string(String(nextText.dropFirst("next: ".count))))

    let unknown = try await request("run-schedule name=yearly-volum", socket: socket)
    guard case .object(let error)? = unknown["error"], case .string(let message)? = error["message"] else {
        throw TestClient.Failure(description: "\(unknown)")
    }
    #expect(message.contains("nearest: yearly-volume"))

    let run = try await request("run-schedule name=yearly-volume", socket: socket)
    guard case .object(let runReply)? = run["result"], case .string(let startedAt)? = runReply["startedAt"] else {
        throw TestClient.Failure(description: "\(run)")
    }
    #expect(runReply["result"] == .string("ok"))
    #expect(runReply["handledBy"] == .array([.string("VolumeUseCase")]))
    #expect(try await first.terminate() == 0)

    let second = try RealDaemon(config: config, directory: directory.path, name: "second")
    try await second.notification()
    let schedules = try await request("schedules", socket: socket)
    guard case .array(let rows)? = schedules["result"], case .object(let row)? = rows.first,
          case .string(let lastRun)? = row["lastRun"] else {
        throw TestClient.Failure(description: "\(schedules)")
    }
    #expect(ZonedTimestamp.parse(lastRun, in: utc) == ZonedTimestamp.parse(startedAt, in: utc))
    #expect(row["lastResult"] == .string("ok"))
    #expect(row["nextFireUTC"] == .string(ZonedTimestamp.format(next, in: utc)))
    #expect(try await second.terminate() == 0)
}

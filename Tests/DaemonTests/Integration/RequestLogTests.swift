import Foundation
import TestSupport
import Testing
@testable import Daemon

/// What the daemon records about requests it ran: log lines with fields, and `status` errors.
@Suite("liftd request log")
struct RequestLogTests {
    @Test("a request a use case refuses is logged as a warning with its fields and kept out of status' recent errors")
    func refusedRequestLogged() async throws {
        let daemon = try await startDaemon()
        let answer = try await daemon.request("workout workout=999 id=1")
        #expect(try errorCode(of: answer) == "use-case-failed")
        let line = try await daemon.waitForErrorLine { $0.hasPrefix("<4>socket: chain ") }
        #expect(line.contains(" failed: "))
        #expect(line.contains(" LIFTD_SIGNAL=workout LIFTD_USE_CASE="))
        #expect(line.range(of: #" LIFTD_CHAIN=\d+ LIFTD_DURATION_US=\d+ "#, options: .regularExpression) != nil)
        let unknown = try await daemon.request("workout workout=999 id=2")
        #expect(try errorCode(of: unknown) == "use-case-failed")
        let errors = try result(of: try await daemon.request("status"))["recentErrors"]?.elements ?? []
        #expect(errors.isEmpty, "the client's mistakes are its own: \(errors)")
        try await stopCleanly(daemon)
    }

    @Test("a request whose chain fails for the daemon's own reason is listed in status' recent errors")
    func daemonFailureRecorded() async throws {
        let daemon = try await startDaemon(useCases: ["exec: {command: [/bin/false], on: [workouts]}"] + DaemonSandbox.standardUseCases)
        _ = try await daemon.request("log-set id=1")
        let answer = try await daemon.request("workouts id=2")
        #expect(try errorCode(of: answer) == "use-case-failed")
        let errors = try result(of: try await daemon.request("status"))["recentErrors"]?.elements ?? []
        #expect(errors.count == 1, "the program's failure, not the missing field: \(errors)")
        #expect(errors.first?["code"] == .string("use-case-failed"))
        #expect(errors.first?["message"] == .string(try errorMessage(of: answer)))
        try await stopCleanly(daemon)
    }
}

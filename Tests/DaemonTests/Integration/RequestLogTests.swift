import Foundation
import TestSupport
import Testing
@testable import Daemon

/// What the daemon records about requests it ran: log lines with fields, and `status` errors.
@Suite("liftd request log")
struct RequestLogTests {
    @Test("a request whose chain fails is logged as a warning with its fields and listed in status' recent errors")
    func failedChainRecorded() async throws {
        let daemon = try await startDaemon()
        let answer = try await daemon.request("workout workout=999 id=1")
        #expect(try errorCode(of: answer) == "use-case-failed")
        let errors = try result(of: try await daemon.request("status"))["recentErrors"]?.elements ?? []
        #expect(errors.count == 1)
        #expect(errors.first?["code"] == .string("use-case-failed"))
        #expect(errors.first?["message"] == .string(try errorMessage(of: answer)))
        let line = try await daemon.waitForErrorLine { $0.hasPrefix("<4>socket: chain ") }
        #expect(line.contains(" failed: "))
        #expect(line.contains(" LIFTD_SIGNAL=workout LIFTD_USE_CASE="))
        #expect(line.range(of: #" LIFTD_CHAIN=\d+ LIFTD_DURATION_US=\d+ "#, options: .regularExpression) != nil)
        try await stopCleanly(daemon)
    }
}

import ChildProcessTesting
import ControlProtocol
import Foundation
import TestSupport
import Testing
@testable import Daemon

/// Misspelt fields and impossible dates, sent to the real `liftd` on a real socket.
@Suite("unknown fields and impossible dates over the socket")
struct UnknownFieldIntegrationTests {
    @Test("A misspelt or unknown field is refused with invalid-field and nothing is stored")
    func misspeltFieldStoresNothing() async throws {
        let daemon = try await startDaemon(useCases: ["start-workout", "log-set", "workout", "log-bodyweight", "bodyweight"])
        _ = try result(of: try await daemon.request("start-workout name=Legs"))
        let text = try await daemon.request("log-set exercise=Squat weigth=100 reps=5")
        #expect(try errorCode(of: text) == "invalid-field")
        #expect(try errorMessage(of: text).hasPrefix("log-set has no field 'weigth' (did you mean 'weight'?); its fields are exercise, weight, reps"))
        let json = try await daemon.request(#"{"signal":"log-set","exercise":"Squat","weight":100,"reps":5,"bogus":1}"#)
        #expect(try errorCode(of: json) == "invalid-field")
        #expect(try errorMessage(of: json).hasPrefix("log-set has no field 'bogus'"))
        let shown = try result(of: try await daemon.request("workout workout=1"))
        #expect(shown["sets"]?.elements.count == 0, "a refused log-set stored a set: \(shown)")
        try await stopCleanly(daemon)
    }

    @Test("log-bodyweight refuses a day the month lacks, hour 24 and an offset past 18 hours, and stores nothing")
    func impossibleDatesStoreNothing() async throws {
        let daemon = try await startDaemon(useCases: ["log-bodyweight", "bodyweight"])
        for at in ["2026-02-29T00:00:00Z", "2025-04-31T07:00:00Z", "2025-01-01T24:00:00Z", "2025-01-01T07:00:00+25:00"] {
            let reply = try await daemon.request("log-bodyweight weight=80 at=\(at)")
            #expect(try errorCode(of: reply) == "invalid-field", "at=\(at) was not refused: \(reply)")
            #expect(try errorMessage(of: reply).contains("'\(at)'"))
        }
        let listed = try result(of: try await daemon.request("bodyweight"))
        #expect(listed["bodyweights"]?.elements.count == 0, "an impossible date was stored: \(listed)")
        try await stopCleanly(daemon)
    }
}

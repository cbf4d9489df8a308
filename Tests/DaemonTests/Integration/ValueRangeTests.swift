import ControlProtocol
import Foundation
import TestSupport
import Testing
@testable import Daemon

/// liftd's ranges as the real daemon enforces them over its socket.
@Suite("liftd value ranges")
struct ValueRangeTests {
    @Test("out-of-range and non-finite values are refused as invalid-field naming field and range; volume still answers")
    func refusedValuesLeaveReportsWorking() async throws {
        let daemon = try await startDaemon(useCases: DaemonSandbox.standardUseCases + ["volume"], extra: "time-zone: UTC")
        let started = try result(of: try await daemon.request("start-workout name=Legs"))
        guard case .string(let startText)? = started["start"], let start = ISO8601DateFormatter().date(from: startText) else {
            throw IntegrationFailure("no start in \(started)")
        }
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = .gmt
        let parts = calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: start)
        let week = String(format: "%04d-W%02d", parts.yearForWeekOfYear ?? 0, parts.weekOfYear ?? 0)
        let lines = try await exchange(daemon.sandbox.socketPath, Array("""
            log-set exercise="Squat (Barbell)" weight=100 reps=9223372036854775807 id=2
            log-set exercise="Squat (Barbell)" weight=1e18 reps=5 id=3
            {"signal":"log-set","exercise":"Squat (Barbell)","weight":1e309,"reps":5,"id":4}
            {"signal":"ping","id":1e309}
            log-set exercise="Squat (Barbell)" weight=inf reps=5 id=6
            log-set exercise="Squat (Barbell)" weight=100 reps=5 rpe=11 id=7
            log-set exercise="Squat (Barbell)" weight=100 reps=5 id=8
            volume week=\(week) id=9

            """.utf8), finishSending: true)
        #expect(lines.count == 8)
        guard lines.count == 8 else { return }
        let refusals: [(Int, String)] = [
            (0, "reps must be between 0 and 1000; got 9223372036854775807"),
            (1, "weight must be between 0 and 1000 kg; got 1e+18 kg"),
            (2, "log-set: field 'weight' holds a number beyond what a 64-bit float holds (about ±1.8e308)"),
            (4, #"log-set: field 'weight' must be a finite number; got "inf""#),
            (5, "rpe must be between 1 and 10; got 11"),
        ]
        for (index, message) in refusals {
            #expect(try errorCode(of: lines[index]) == "invalid-field")
            #expect(try errorMessage(of: lines[index]).contains(message), "\(lines[index])")
        }
        #expect(try members(of: lines[2])["id"] == .integer(4))
        #expect(try errorCode(of: lines[3]) == "invalid-id")
        #expect(try members(of: lines[3])["id"] == nil)
        #expect(try members(of: lines[6])["ok"] == .bool(true))
        let volume = try result(of: lines[7])
        #expect(volume["exercises"]?.elements.map { $0["reps"] } == [.integer(5)])
        #expect(volume["excluded"] == .array([]))
        let workouts = try result(of: try await daemon.request("workouts"))
        #expect(workouts.elements.map { $0["setCount"] } == [.integer(1)])
        try await stopCleanly(daemon)
    }
}

import ChildProcessTesting
import ControlProtocol
import Foundation
import TestSupport
import Testing
@testable import Daemon

/// `liftctl import FILE` uploads by bytes through the real daemon: lines of any length, notes
/// holding line breaks, and chunks or uploads that do not add up are refused.
@Suite("Uploads through liftctl and the daemon")
struct UploadTests {
    private static let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,RPE\n"

    private func liftctl(_ arguments: [String]) async throws -> ProgramRun {
        try await ProgramRun.run(try BuiltProducts.path("liftctl"), arguments, input: "")
    }

    /// The notes of the sets of workout 1, as the daemon answers `workout`.
    private func storedNotes(_ daemon: DaemonProcess) async throws -> [String] {
        guard case .object(let workout) = try result(of: try await daemon.request("workout workout=1")),
              case .array(let sets)? = workout["sets"] else { throw IntegrationFailure("workout 1 has no sets") }
        return sets.compactMap { set in
            guard case .object(let fields) = set, case .string(let notes)? = fields["notes"] else { return nil }
            return notes
        }
    }

    @Test("A CSV with a 200 KB line (a long note with line breaks, across many chunks) imports through liftctl; again adds nothing")
    func longLineImports() async throws {
        let daemon = try await startDaemon(useCases: DaemonSandbox.standardUseCases + ["import"])
        let longNote = String(repeating: "a long note, with \"quotes\" and é\nover lines\r\n", count: 4_500)
        #expect(longNote.utf8.count > 200_000)
        let quoted = "\"" + longNote.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        let csv = Self.header
            + "2025-09-16 07:00:00,Legs,30m,Squat (Barbell),1,100,5,0,0,\(quoted),\n"
            + "2025-09-16 07:00:00,Legs,30m,Squat (Barbell),2,100,5,0,0,short,\n"
        let file = daemon.sandbox.path + "/long-line.csv"
        try csv.write(toFile: file, atomically: true, encoding: .utf8)

        let first = try await liftctl(["--json", "-s", daemon.sandbox.socketPath, "import", file, "units=kg"])
        #expect(first.status == 0, "liftctl import: \(first.standardError)")
        guard case .object(let reply) = try result(of: first.outputLines.last ?? "") else {
            throw IntegrationFailure("no import reply: \(first.standardOutput)")
        }
        #expect(reply["setsAdded"] == .integer(2))
        #expect(reply["skippedRows"] == .array([]))
        #expect(try await storedNotes(daemon) == [longNote, "short"])
        let again = try await liftctl(["--json", "-s", daemon.sandbox.socketPath, "import", file, "units=kg"])
        guard case .object(let second) = try result(of: again.outputLines.last ?? "") else {
            throw IntegrationFailure("no second import reply: \(again.standardOutput)")
        }
        #expect(second["setsAdded"] == .integer(0) && second["setsAlreadyPresent"] == .integer(2))
        let uploads = try FileManager.default.contentsOfDirectory(atPath: daemon.sandbox.path + "/var/import/.uploads")
        #expect(uploads == [], "uploads left behind: \(uploads)")
        try await stopCleanly(daemon)
    }

    @Test("liftctl import of something that is not a regular file (a directory, a FIFO) is refused naming it; nothing is sent")
    func irregularFileRefused() async throws {
        let daemon = try await startDaemon(useCases: DaemonSandbox.standardUseCases + ["import"])
        let fifo = daemon.sandbox.path + "/export.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        for path in [daemon.sandbox.path, fifo] {
            let run = try await liftctl(["-s", daemon.sandbox.socketPath, "import", path])
            #expect(run.status == 66, "liftctl import \(path): \(run.standardError)")
            #expect(run.standardError.contains("\(path) is not a regular file"), "\(run.standardError)")
        }
        guard case .array(let workouts) = try result(of: try await daemon.request("workouts")) else {
            throw IntegrationFailure("workouts did not answer with a list")
        }
        #expect(workouts.isEmpty)
        try await stopCleanly(daemon)
    }

    @Test("Through the socket, a chunk that is not base64 and an upload whose SHA-256 differs are refused naming the field; nothing is imported")
    func corruptedUploadRefused() async throws {
        let daemon = try await startDaemon(useCases: DaemonSandbox.standardUseCases + ["import"])
        let csv = Self.header + "2025-09-16 07:00:00,Legs,30m,Squat (Barbell),1,100,5,0,0,,\n"
        let size = csv.utf8.count
        let data = Array(csv.utf8).withUnsafeBytes { Base64Text.encode($0) }
        let broken = try await daemon.request(
            #"{"signal":"import-chunk","upload":"u","offset":0,"size":\#(size),"data":"\#(data.dropLast(4))@@@@"}"#)
        #expect(try errorCode(of: broken) == "invalid-field")
        #expect(try errorMessage(of: broken).contains("data: not base64: character \(data.count - 3) ('@') is not base64"))
        _ = try result(of: try await daemon.request(
            #"{"signal":"import-chunk","upload":"u","offset":0,"size":\#(size),"data":"\#(data)"}"#))
        let wrongDigest = String(repeating: "0", count: 64)
        let refused = try await daemon.request(
            #"{"signal":"import","upload":"u","size":\#(size),"sha256":"\#(wrongDigest)","units":"kg"}"#)
        #expect(try errorCode(of: refused) == "invalid-field")
        #expect(try errorMessage(of: refused).contains("sha256: upload 'u' has SHA-256 \(SHA256.hexDigest(of: csv.utf8)), not \(wrongDigest)"))
        guard case .array(let workouts) = try result(of: try await daemon.request("workouts")) else {
            throw IntegrationFailure("workouts did not answer with a list")
        }
        #expect(workouts.isEmpty)
        try await stopCleanly(daemon)
    }
}

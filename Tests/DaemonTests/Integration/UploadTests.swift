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
        let uploads = try FileManager.default.contentsOfDirectory(atPath: daemon.sandbox.path + "/var/import/.uploads/\(getuid())")
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

    /// The JSON line of a chunk of `upload` holding the header, of `size` bytes in all.
    private static func headerChunk(_ upload: String, size: Int? = nil) -> String {
        let data = Array(header.utf8).withUnsafeBytes { Base64Text.encode($0) }
        return #"{"signal":"import-chunk","upload":"\#(upload)","offset":0,"size":\#(size ?? header.utf8.count),"data":"\#(data)"}"#
    }

    @Test("Through the socket, a uid's 5th upload replaces its least recently written idle one, is refused while none is idle, and upload-space caps them all")
    func stagedUploadsBounded() async throws {
        let daemon = try await startDaemon(useCases: DaemonSandbox.standardUseCases + ["import: {upload-space: 1}"])
        let folder = daemon.sandbox.path + "/var/import/.uploads/\(getuid())"
        for number in 0..<4 { _ = try result(of: try await daemon.request(Self.headerChunk("u-\(number)"))) }
        // An upload's file time is its last chunk: what the daemon reads as idle.
        for (name, age) in [("u-0", 120.0), ("u-1", 300), ("u-2", 120), ("u-3", 120)] {
            try FileManager.default.setAttributes([.modificationDate: Date() - age], ofItemAtPath: "\(folder)/\(name).csv")
        }
        _ = try result(of: try await daemon.request(Self.headerChunk("u-4")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
                    == ["u-0.csv", "u-2.csv", "u-3.csv", "u-4.csv"])
        _ = try await daemon.waitForErrorLine("the replaced upload logged") {
            $0.contains("import: removed uid \(getuid())'s upload 'u-1' (\(Self.header.utf8.count) bytes), idle for over 60 s, "
                            + "for the new upload 'u-4'")
        }

        for name in ["u-0", "u-2", "u-3"] {
            try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: "\(folder)/\(name).csv")
        }
        let refused = try await daemon.request(Self.headerChunk("u-5"))
        #expect(try errorCode(of: refused) == "too-many-uploads")
        #expect(try errorMessage(of: refused).contains(
            "upload 'u-5' not started: uid \(getuid()) has 4 uploads staged ('u-0', 'u-2', 'u-3', 'u-4'), the most per uid"))

        let tooBig = try await daemon.request(Self.headerChunk("u-0", size: 2_000_000))
        #expect(try errorCode(of: tooBig) == "upload-space-full")
        #expect(try errorMessage(of: tooBig) == "upload 'u-0' refused: 2000000 more bytes would go past the 1 MiB "
                    + "staged uploads may hold together (upload-space); 3 uploads hold \(3 * Self.header.utf8.count) bytes now: "
                    + "try again once they are imported or removed after 10 minutes idle")
        #expect(try FileManager.default.attributesOfItem(atPath: "\(folder)/u-0.csv")[.size] as? Int == Self.header.utf8.count)

        // The uid is the socket's to say: a request cannot give it.
        let posing = try await daemon.request(String(Self.headerChunk("u-9").dropLast()) + #","senderUserID":4242}"#)
        #expect(try errorCode(of: posing) == "invalid-field")
        #expect(try errorMessage(of: posing).contains("senderUserID"), "\(posing)")
        #expect(!FileManager.default.fileExists(atPath: daemon.sandbox.path + "/var/import/.uploads/4242"))
        try await stopCleanly(daemon)
    }
}

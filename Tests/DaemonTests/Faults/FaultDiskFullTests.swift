import ChildProcessTesting
import Foundation
import Glibc
import TestSupport
import Testing

/// liftd whose state directory runs out of space: clear errors, nothing acknowledged lost,
/// and it works again once space is freed.
@Suite("Fault: disk full", .needsTool("/usr/bin/sqlite3", package: "sqlite3"))
struct FaultDiskFullTests {
    @Test("On a full disk log-set fails with a clear error and the daemon keeps serving; once space frees it stores again, nothing acknowledged lost",
          .needsRoot("mounts a small tmpfs as the state directory"), .timeLimit(.minutes(2)))
    func diskFull() async throws {
        let sandbox = try DaemonSandbox()
        let state = try SmallFileSystem(at: sandbox.path + "/var", size: "4m")
        defer { state.unmount() }
        let daemon = try DaemonProcess(sandbox)
        try await daemon.waitUntilReady()
        let workout = try workoutIdentifier(of: try await daemon.request(#"start-workout name="Full""#))
        let filler = try state.fill(leaving: 64 * 1024)

        var acknowledged: [String] = [], refusal: String?
        for number in 0..<20_000 where refusal == nil {
            let answer = try await daemon.request(Self.logSet(workout, "full-\(number)"))
            if try members(of: answer)["ok"] == .bool(true) { acknowledged.append("full-\(number)") } else { refusal = answer }
        }
        let refused = try #require(refusal, "20,000 sets fit in 64 KB")
        #expect(try errorMessage(of: refused).contains("disk is full"), "not a clear disk-full error: \(refused)")
        #expect(try errorCode(of: try await daemon.request(Self.logSet(workout, "refused"))) != nil)
        #expect(try members(of: try await daemon.request("ping id=1"))["id"] == .integer(1))
        #expect(try result(of: try await daemon.request("workouts")).elements.count == 1)

        try FileManager.default.removeItem(atPath: filler)
        for number in 0..<10 {
            let answer = try await daemon.request(Self.logSet(workout, "after-\(number)"))
            _ = try result(of: answer)
            acknowledged.append("after-\(number)")
        }
        try await stopCleanly(daemon)

        let database = DatabaseFile(sandbox)
        #expect(try await database.integrityCheck() == ["ok"])
        let stored = try await database.setNotes()
        #expect(acknowledged.filter { !stored.contains($0) } == [], "acknowledged sets lost to the full disk")
        #expect(!stored.contains("refused"))
    }

    private static func logSet(_ workout: Int, _ notes: String) -> String {
        #"log-set workout=\#(workout) exercise="Squat (Barbell)" weight=100 reps=5 notes="\#(notes)""#
    }
}

/// A tmpfs of a given size mounted for one test (root only), unmounted by `unmount()`.
struct SmallFileSystem {
    let path: String

    init(at path: String, size: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let mounted = "size=\(size),mode=0700".withCString { mount("tmpfs", path, "tmpfs", 0, $0) }
        guard mounted == 0 else { throw IntegrationFailure("mount tmpfs on \(path): \(String(cString: strerror(errno)))") }
        self.path = path
    }

    /// Writes a file that leaves about `bytes` free; returns its path.
    func fill(leaving bytes: Int) throws -> String {
        var status = statvfs()
        guard statvfs(path, &status) == 0 else { throw IntegrationFailure("statvfs \(path): \(String(cString: strerror(errno)))") }
        let free = Int(status.f_bavail) * Int(status.f_frsize)
        let filler = path + "/filler"
        guard FileManager.default.createFile(atPath: filler, contents: Data(count: max(0, free - bytes))) else {
            throw IntegrationFailure("cannot write \(filler)")
        }
        return filler
    }

    /// Detaches the mount (the daemon may still hold files open when a test fails).
    func unmount() { umount2(path, Int32(MNT_DETACH)) }
}

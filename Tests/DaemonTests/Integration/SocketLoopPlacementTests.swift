import ChildProcessTesting
import Foundation
import TestSupport
import Testing
@testable import ControlServer
@testable import Daemon

/// The control socket's loop threads as `ps -L` shows them: named, one per processor the
/// daemon may use but one (at least one, at most four), each free to run on any of them.
@Suite("liftd socket loop placement")
struct SocketLoopPlacementTests {
    /// Each `liftd-socket-N` thread of `processIdentifier`, by name, with the processors it
    /// may run on as `/proc` lists them.
    private func loopThreads(of processIdentifier: Int32) throws -> [String: String] {
        let tasks = "/proc/\(processIdentifier)/task"
        var threads: [String: String] = [:]
        for task in try FileManager.default.contentsOfDirectory(atPath: tasks) {
            let name = try String(contentsOfFile: "\(tasks)/\(task)/comm", encoding: .utf8)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            guard name.hasPrefix("liftd-socket-") else { continue }
            threads[name] = try allowedProcessors(status: "\(tasks)/\(task)/status")
        }
        return threads
    }

    /// The processors a process or thread may run on, as its `/proc` `status` file lists them.
    private func allowedProcessors(status path: String) throws -> String? {
        let status = try String(contentsOfFile: path, encoding: .utf8)
        let allowed = status.split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") }
        return allowed.map { $0.dropFirst("Cpus_allowed_list:".count).trimmingCharacters(in: .whitespaces) }
    }

    @Test("liftd runs one socket loop per processor it may use but one, at least one and at most four, each free to run on any of them")
    func oneLoopPerProcessorButOne() async throws {
        let daemon = try await startDaemon()
        let allowed = AllowedProcessors.list()
        try #require(!allowed.isEmpty)
        let processors = Array(allowed.prefix(min(4, max(1, allowed.count - 1))))
        let everyAllowed = try #require(try allowedProcessors(status: "/proc/\(daemon.processIdentifier)/status"))
        let expected = Dictionary(uniqueKeysWithValues: processors.indices.map { ("liftd-socket-\($0)", everyAllowed) })
        #expect(try loopThreads(of: daemon.processIdentifier) == expected)
        #expect(try members(of: try await daemon.request("ping id=1"))["ok"] == .bool(true))
        try await stopCleanly(daemon)
    }

    @Test("Under a narrowed affinity (taskset, CPUAffinity=), liftd runs one loop on the processor it was given",
          .needsTool("/usr/bin/taskset", package: "util-linux"))
    func narrowedAffinity() async throws {
        let processor = try #require(AllowedProcessors.list().last)
        let sandbox = try DaemonSandbox()
        let daemon = try DaemonProcess(sandbox, launcher: ["/usr/bin/taskset", "-c", "\(processor)"])
        try await daemon.waitUntilReady()
        #expect(try loopThreads(of: daemon.processIdentifier) == ["liftd-socket-0": "\(processor)"])
        #expect(try members(of: try await daemon.request("ping id=1"))["ok"] == .bool(true))
        try await stopCleanly(daemon)
    }
}

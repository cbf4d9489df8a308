import ChildProcessTesting
import Foundation
import Glibc
import Plugins
import SignalStore
import SignalStoreTesting
import TestSupport
import Testing
@testable import Daemon

/// Nothing an `exec` program starts outlives the use case: whether the program times out, is
/// cancelled, or exits leaving a background job, its whole process group is killed and no
/// process of it is left alive when `handle` returns.
@Suite("exec leaves no process behind")
struct ExecProcessGroupTests {
    @Test("A program that times out is killed with the sleep its script started")
    func timeoutKillsTheGroup() async throws {
        let directory = try TemporaryDirectory()
        let fifo = try makeFIFO(in: directory)
        let script = try directory.script("slow.sh", "echo $$ > \(fifo)\nsleep 600")
        let useCase = try groupUseCase(script, timeout: "10s")
        let (handling, clock) = handleWithGatedClock(useCase)
        let group = try await readProcessGroup(from: fifo)
        // The program runs (its `sleep` too); only now may its timeout elapse.
        await clock.gate.open()
        await #expect(throws: ExecFailure.timedOut(after: .seconds(10))) { _ = try await handling.value }
        #expect(try await liveMembers(ofGroup: group) == [])
    }

    @Test("A program whose task is cancelled is killed with the sleep its script started")
    func cancellationKillsTheGroup() async throws {
        let directory = try TemporaryDirectory()
        let fifo = try makeFIFO(in: directory)
        let script = try directory.script("slow.sh", "echo $$ > \(fifo)\nsleep 600")
        let useCase = try groupUseCase(script, timeout: "1h")
        // A direct handle(_:state:) call in a task the test cancels while the program runs.
        let handling = Task {
            try await DependencyValues.with({ $0.logger = .discarding }) {
                try await useCase.handle(WeekEnded(), state: LiftdState())
            }
        }
        let group = try await readProcessGroup(from: fifo)
        handling.cancel()
        await #expect(throws: CancellationError.self) { _ = try await handling.value }
        #expect(try await liveMembers(ofGroup: group) == [])
    }

    // The escaped sleep outlives any run of the test, however loaded the machine (the defer kills
    // it): were the timeout to wait for it, the time limit would end the test.
    @Test("A program that leaves a process holding its output in a session of its own times out all the same",
          .timeLimit(.minutes(5)))
    func escapedProcessDoesNotHoldTheTimeout() async throws {
        let directory = try TemporaryDirectory()
        let fifo = try makeFIFO(in: directory)
        // setsid puts the sleep out of reach of the group kill; it keeps the script's stdout.
        let script = try directory.script("escape.sh", """
            setsid sleep 3600 &
            echo $! > \(directory.path)/escaped
            echo $$ > \(fifo)
            sleep 600
            """)
        let useCase = try groupUseCase(script, timeout: "10s")
        let (handling, clock) = handleWithGatedClock(useCase)
        let group = try await readProcessGroup(from: fifo)
        let escapedText = try String(contentsOfFile: directory.path + "/escaped", encoding: .utf8)
        let escaped = try #require(pid_t(escapedText.trimmingCharacters(in: .whitespacesAndNewlines)))
        defer { _ = kill(escaped, SIGKILL) }
        await clock.gate.open()
        await #expect(throws: ExecFailure.timedOut(after: .seconds(10))) { _ = try await handling.value }
        // The escaped sleep is alive still: the timeout ended the run without waiting for it.
        #expect(livingProcesses().contains { $0.pid == escaped }, "the timeout waited for the escaped process to end")
        #expect(try await liveMembers(ofGroup: group) == [])
    }

    @Test("A program that exits leaving a process holding its output in a session of its own succeeds at its exit")
    func escapedProcessDoesNotHoldASuccess() async throws {
        let directory = try TemporaryDirectory()
        let script = try directory.script("escape.sh", """
            setsid sleep 3600 &
            echo $! > \(directory.path)/escaped
            echo '{"signal":"report-ready","path":"done"}'
            """)
        // Were the run to wait for the escaped sleep's output to close, this timeout would end it
        // with an error; the sleep itself outlives any run of the test (the defer kills it).
        let useCase = try groupUseCase(script, timeout: "3m")
        var store = groupStore(useCase)
        await store.send(WeekEnded())
        await store.receive(ReportReady(path: "done"))
        store.finish()
        let escapedText = try String(contentsOfFile: directory.path + "/escaped", encoding: .utf8)
        let escaped = try #require(pid_t(escapedText.trimmingCharacters(in: .whitespacesAndNewlines)))
        defer { _ = kill(escaped, SIGKILL) }
        // The escaped sleep is alive still: the run ended at the program's exit, not at its output's close.
        #expect(livingProcesses().contains { $0.pid == escaped }, "the run waited for the escaped process to end")
    }

    @Test("A background job left by a program that exits successfully is killed")
    func backgroundJobIsKilled() async throws {
        let directory = try TemporaryDirectory()
        let script = try directory.script("detach.sh", """
            sleep 600 > /dev/null 2>&1 &
            echo $$ > \(directory.path)/group
            echo '{"signal":"report-ready","path":"done"}'
            """)
        // Were the run to wait for the escaped sleep's output to close, this timeout would end it
        // with an error; the sleep itself outlives any run of the test (the defer kills it).
        let useCase = try groupUseCase(script, timeout: "3m")
        var store = groupStore(useCase)
        await store.send(WeekEnded())
        await store.receive(ReportReady(path: "done"))
        store.finish()
        let text = try String(contentsOfFile: directory.path + "/group", encoding: .utf8)
        let group = try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(try await liveMembers(ofGroup: group) == [])
    }
}

/// One `exec` use case running `script`, handling `week-ended` and emitting `report-ready`.
private func groupUseCase(_ script: String, timeout: String) throws -> any UseCase<LiftdState> {
    let loaded = try TestPlugins.load("""
        use-cases:
          - exec:
              command: [\(script)]
              on: [week-ended]
              emits: [report-ready]
              timeout: \(timeout)
          - weekly
          - writer: {directory: out}
        """)
    return try #require(loaded.configured.first?.useCase)
}

/// Starts `useCase` handling `week-ended` with a clock whose timeout elapses only once the
/// test opens its gate.
/// An exhaustive test store over `useCase`, with a real clock (for timeouts) and no log.
private func groupStore(_ useCase: any UseCase<LiftdState>) -> TestStore<LiftdState> {
    TestStore(initialState: LiftdState(), useCases: [useCase]) { values in
        values.clock = ContinuousClock()
        values.logger = .discarding
    }
}

/// Handles `week-ended` directly in a task of its own, with a clock the test releases: the
/// test cancels that task or advances the clock while the program runs, so this stays a
/// direct handle(_:state:) call rather than a TestStore step.
private func handleWithGatedClock(
    _ useCase: any UseCase<LiftdState>
) -> (Task<UseCaseResult<LiftdState>, any Error>, GatedClock) {
    let clock = GatedClock()
    let handling = Task {
        try await DependencyValues.with({ $0.clock = clock; $0.logger = .discarding }) {
            try await useCase.handle(WeekEnded(), state: LiftdState())
        }
    }
    return (handling, clock)
}

/// A FIFO the program writes its pid (its process-group id) to.
private func makeFIFO(in directory: TemporaryDirectory) throws -> String {
    let path = directory.path + "/started.fifo"
    try #require(mkfifo(path, 0o600) == 0)
    return path
}

/// Reads the process-group id the program writes to `fifo` (blocking until it does).
private func readProcessGroup(from fifo: String) async throws -> pid_t {
    let text = try await offPool { try FIFO.read(fifo, waitingFor: "the program's process group") }
    return try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
}

/// The processes of `group` that are still alive (not zombies), read from /proc. SIGKILL
/// takes effect when each process next runs, so this waits (off the pool) for the group to
/// empty; the guard time only keeps a surviving process from hanging the run.
private func liveMembers(ofGroup group: pid_t) async throws -> [pid_t] {
    try await offPool {
        let giveUp = Date(timeIntervalSinceNow: 30)
        while true {
            let alive = livingProcesses().filter { $0.group == group }.map(\.pid)
            if alive.isEmpty || Date() > giveUp { return alive }
            usleep(5_000)
        }
    }
}

/// Every process in /proc that is not a zombie, with its process group.
private func livingProcesses() -> [(pid: pid_t, group: pid_t)] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry in
        guard let pid = pid_t(entry),
              let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")") else { return nil }
        // After "pid (comm)": state, ppid, pgrp, …
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        guard fields.count > 2, fields[0] != "Z", fields[0] != "X", let group = pid_t(fields[2]) else { return nil }
        return (pid, group)
    }
}

/// A clock whose sleeps end only once the test opens its gate: a timeout that elapses exactly
/// when the test says so.
private struct GatedClock: Clock {
    let gate = Gate("the test to let the timeout elapse")
    private let base = ContinuousClock()

    var now: ContinuousClock.Instant { base.now }
    var minimumResolution: Duration { base.minimumResolution }

    func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
        await gate.wait()
        try Task.checkCancellation()
    }
}

import Foundation
import Plugins
import SignalStore
import SignalStoreTesting
import Synchronization
import TestSupport
import Testing
@testable import Daemon

/// Builds one `exec` use case running `script`, handling `week-ended` and emitting `emits`.
private func execUseCase(
    _ script: String, emits: [String] = ["report-ready"], timeout: String = "10s"
) throws -> any UseCase<LiftdState> {
    let emitted = emits.isEmpty ? "" : "\n      emits: [\(emits.joined(separator: ", "))]"
    let loaded = try TestPlugins.load("""
        use-cases:
          - exec:
              command: [\(script), --flag]
              on: [week-ended]\(emitted)
              timeout: \(timeout)
          - weekly
          - writer: {directory: out}
        """)
    return try #require(loaded.configured.first?.useCase)
}

/// An exhaustive test store over `useCase`, with a real clock (for timeouts) and `logger`.
private func execStore(_ useCase: any UseCase<LiftdState>, logger: Logger = .discarding) -> TestStore<LiftdState> {
    TestStore(initialState: LiftdState(), useCases: [useCase]) { values in
        values.clock = ContinuousClock()
        values.logger = logger
    }
}

/// Collects log lines.
private final class LogRecorder: Sendable {
    let lines = Mutex<[String]>([])
    var logger: Logger { Logger { _, message, _ in self.lines.withLock { $0.append(message) } } }
}

@Test("exec runs the program with the signal and state on stdin and returns its effect lines as signals")
func execHappyPath() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.script("report.sh", """
        cat > "\(directory.path)/input.json"
        echo "$1" > "\(directory.path)/argument"
        echo '{"signal":"report-ready","path":"/tmp/a.md"}'
        echo
        echo '{"signal":"report-ready","path":"/tmp/b.md"}'
        """)
    let useCase = try execUseCase(script)
    #expect(useCase.name == "exec(report.sh)")
    var store = execStore(useCase)
    await store.send(WeekEnded(week: 7))
    await store.receive(ReportReady(path: "/tmp/a.md"))
    await store.receive(ReportReady(path: "/tmp/b.md"))
    store.finish()
    let input = try String(contentsOfFile: directory.path + "/input.json", encoding: .utf8)
    #expect(input == #"{"fields":{"week":7},"signal":"week-ended","state":{"units":"kg"}}"# + "\n")
    #expect(try String(contentsOfFile: directory.path + "/argument", encoding: .utf8) == "--flag\n")
}

@Test("exec kills a program that runs past its timeout and reports the timeout")
func execTimeout() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.script("slow.sh", "sleep 600\necho '{\"signal\":\"report-ready\",\"path\":\"x\"}'")
    let useCase = try execUseCase(script, timeout: "200ms")
    var store = execStore(useCase)
    #expect(await store.sendExpectingFailure(WeekEnded()) as? ExecFailure == .timedOut(after: .milliseconds(200)))
}

@Test("exec stops the program when the task handling the signal is cancelled")
func execCancellation() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.script("slow.sh", "sleep 600")
    let useCase = try execUseCase(script, timeout: "1h")
    let task = Task {
        var store = execStore(useCase)
        return await store.sendExpectingFailure(WeekEnded())
    }
    task.cancel()
    let error = await task.value
    #expect(error is CancellationError, "\(String(describing: error))")
}

@Test("exec rejects output that is not an effect signal, and nothing it printed counts")
func execBadOutput() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.script("bad.sh", """
        echo '{"signal":"report-ready","path":"fine"}'
        echo 'this is not json'
        """)
    var store = execStore(try execUseCase(script))
    #expect(await store.sendExpectingFailure(WeekEnded()) as? ExecFailure
        == .badOutput(line: 2, reason: "expected a JSON object like {\"signal\":\"name\", ...}"))
    let missingField = try directory.script("field.sh", "echo '{\"signal\":\"report-ready\"}'")
    var missing = execStore(try execUseCase(missingField))
    #expect(await missing.sendExpectingFailure(WeekEnded()) as? ExecFailure
        == .badOutput(line: 1, reason: "'report-ready': missing field 'path'"))
}

@Test("exec rejects a signal the program did not declare in emits")
func execUndeclaredEffect() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.script("sneaky.sh", "echo '{\"signal\":\"week-ended\"}'")
    var store = execStore(try execUseCase(script))
    #expect(await store.sendExpectingFailure(WeekEnded()) as? ExecFailure
        == .undeclaredEffect("week-ended", line: 1, declared: ["report-ready"]))
}

@Test("exec fails on a non-zero exit status and logs the status and stderr")
func execNonZeroExit() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.script("fails.sh", """
        echo '{"signal":"report-ready","path":"never"}'
        echo 'disk full' >&2
        exit 3
        """)
    let useCase = try execUseCase(script)
    let recorder = LogRecorder()
    var store = execStore(useCase, logger: recorder.logger)
    #expect(await store.sendExpectingFailure(WeekEnded()) as? ExecFailure == .exited(status: 3, standardError: "disk full"))
    #expect(recorder.lines.withLock { $0 } == ["exec(fails.sh): exited with status 3: disk full"])
}

@Test("A failing exec program makes the store's chain fail and emit signal-failed, leaving state alone")
func execFailureReachesTheStore() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.script("fails.sh", "exit 1")
    let useCase = try execUseCase(script, emits: [])
    let failures = Mutex<[String]>([])
    let watcher = ClosureUseCase(on: SignalFailed.self, name: "watcher") { (failure: SignalFailed, _: LiftdState) in
        failures.withLock { $0.append(failure.code) }
        return .handledWithoutChange
    }
    let store = Store(initialState: LiftdState(), useCases: [useCase, watcher])
    let outcome = await DependencyValues.with({ $0.logger = .discarding }) { await store.send(WeekEnded()) }
    #expect(outcome.errors.map(\.code) == ["use-case-failed"])
    #expect(failures.withLock { $0 } == ["use-case-failed"])
}

@Test("exec programs do not inherit the daemon's other open files")
func execClosesInheritedDescriptors() async throws {
    let directory = try TemporaryDirectory()
    let leaked = open(directory.path + "/held-open", O_CREAT | O_WRONLY, 0o600)
    try #require(leaked > 2)
    defer { close(leaked) }
    let script = try directory.script("fds.sh", """
        if [ -e /proc/self/fd/\(leaked) ]; then state=inherited; else state=closed; fi
        echo "{\\"signal\\":\\"report-ready\\",\\"path\\":\\"$state\\"}"
        """)
    var store = execStore(try execUseCase(script))
    await store.send(WeekEnded())
    await store.receive(ReportReady(path: "closed"))
    store.finish()
}

/// An outbox that notes the signals it was handed.
private final class NotedOutbox: NotificationOutbox {
    let signals = Mutex<[String]>([])
    func enqueue(_ entry: OutboxEntry) { signals.withLock { $0.append(entry.signal) } }
}

@Test("exec from the outbox queues a failed chain's signal-failed, but never one reporting an undelivered notification")
func execFromOutboxLeavesUndeliveredAlone() async throws {
    let loaded = try TestPlugins.load("""
        use-cases:
          - exec: {command: [/bin/true], on: [signal-failed], outbox: true}
        """)
    let useCase = try #require(loaded.configured.first?.useCase)
    let outbox = NotedOutbox()
    let undelivered = SignalFailed(failedSignal: "report-ready", useCase: "webhook(a)", code: SignalFailed.deliveryFailedCode,
                                   message: "gave up", chain: ChainID(1))
    let chainFailure = SignalFailed(failedSignal: "log-set", useCase: "log-set", code: "use-case-failed", message: "no workout",
                                    chain: ChainID(2))
    // Direct handle(_:state:) calls: both signals are declared, and the first must be declined
    // (left to the next use case), which a TestStore reports as a signal nothing handled.
    let handled = try await DependencyValues.with({ $0.notificationOutbox = outbox; $0.logger = Logger { _, _, _ in } }) {
        [try await useCase.handle(undelivered, state: LiftdState()).handled,
         try await useCase.handle(chainFailure, state: LiftdState()).handled]
    }
    #expect(handled == [false, true])
    #expect(outbox.signals.withLock { $0 } == ["signal-failed"])
}

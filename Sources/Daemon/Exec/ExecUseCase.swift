import ChildProcesses
import FoundationEssentials
import Plugins
import SignalStore
import Workouts

/// Runs an external program for each signal it handles; the program answers with effect
/// signals. It never changes state itself: a program influences state only through the
/// signals it emits, and any failure (start, timeout, exit status, bad or undeclared output)
/// throws and emits nothing.
struct ExecUseCase<StoreState: State & Encodable>: UseCase {
    let options: ExecOptions
    /// The most stdout read from one run.
    static var outputLimit: Int { 4 * 1_024 * 1_024 }

    @Dependency(\.logger) private var logger
    @Dependency(\.clock) private var clock
    @Dependency(\.notificationOutbox) private var outbox

    init(options: ExecOptions) { self.options = options }

    var name: String { options.name }
    var handledSignals: [any Signal.Type] { options.handled }
    var emittedSignals: [any Signal.Type] { options.emitted }

    func handle(_ signal: any Signal, state: StoreState) async throws -> UseCaseResult<StoreState> {
        guard options.handled.contains(where: { $0.wireName == signal.wireName }) else { return .notHandled }
        // One notifier's undelivered notification is never another's to deliver from the outbox.
        if options.outbox, SignalFailed.reportsUndeliveredNotification(signal) { return .notHandled }
        let input = try ExecInput(signal: signal, state: state).line()
        let fields = ["LIFTD_USE_CASE": name, "LIFTD_SIGNAL": signal.wireName]
        if options.outbox {
            outbox.enqueue(OutboxEntry(notifier: name, signal: signal.wireName, delivery: outboxDelivery(of: input, signal: signal.wireName)))
            return .handledWithoutChange
        }
        let result: ChildProcess.Result
        do {
            result = try await run(input)
        } catch is CancellationError {
            logger.log(.warning, "\(name): cancelled (its request's deadline passed, or liftd is stopping); "
                           + "the program was killed", fields: fields)
            throw CancellationError()
        } catch {
            logger.log(.error, "\(name): \(error)", fields: fields)
            throw error
        }
        let standardError = String(decoding: result.standardError, as: UTF8.self)
            .trimmingWhitespaceAndNewlines()
        do {
            let effects = try effects(of: result, standardError: standardError)
            logger.log(.info, "\(name): exited with status 0, \(effects.count) effect(s)"
                           + (standardError.isEmpty ? "" : "; stderr: \(standardError)"), fields: fields)
            return .effects(effects)
        } catch {
            let showsStandardError = if case .exited = error { true } else { standardError.isEmpty }
            logger.log(.error, "\(name): \(error)" + (showsStandardError ? "" : "; stderr: \(standardError)"),
                       fields: fields)
            throw error
        }
    }

    /// The outbox's delivery of `input`, here and after a restart (`DaemonRuntime.restoreOutbox`).
    func outboxDelivery(of input: Data, signal: String) -> OutboxEntry.Delivery {
        .program(input: input) { deliveryID in
            try await runFromOutbox(input, deliveryID: deliveryID, fields: ["LIFTD_USE_CASE": name, "LIFTD_SIGNAL": signal])
        }
    }

    /// One run outside the chain, with `LIFTD_DELIVERY_ID` set: any failure throws (the
    /// outbox logs it and reports it as `signal-failed`); output is refused like undeclared
    /// effects, as it emits nothing.
    private func runFromOutbox(_ input: Data, deliveryID: String, fields: [String: String]) async throws {
        let result = try await run(input, environment: ["LIFTD_DELIVERY_ID": deliveryID])
        let standardError = String(decoding: result.standardError, as: UTF8.self)
            .trimmingWhitespaceAndNewlines()
        _ = try effects(of: result, standardError: standardError)
        logger.log(.info, "\(name): exited with status 0 (from the outbox)"
                       + (standardError.isEmpty ? "" : "; stderr: \(standardError)"), fields: fields)
    }

    private func effects(of result: ChildProcess.Result, standardError: String) throws(ExecFailure) -> [any Signal] {
        if let signal = result.terminatingSignal { throw .killed(signal: signal) }
        if let status = result.exitStatus, status != 0 {
            throw .exited(status: status, standardError: standardError)
        }
        if result.outputTruncated { throw .outputTooLarge(limit: Self.outputLimit) }
        let declared = Dictionary(options.emitted.map { ($0.wireName, $0) }, uniquingKeysWith: { first, _ in first })
        return try ExecOutput(declared: declared).effects(in: result.standardOutput)
    }

    /// Runs the program once, with `environment` besides liftd's; kills it on timeout or
    /// when the task is cancelled.
    private func run(_ input: Data, environment: [String: String] = [:]) async throws -> ChildProcess.Result {
        let process: ChildProcess
        do {
            process = try ChildProcess(arguments: options.command, outputLimit: Self.outputLimit,
                                       extraEnvironment: environment)
        } catch {
            throw ExecFailure.cannotStart(program: error.program, reason: error.reason)
        }
        let timeout = options.timeout
        let clock = self.clock
        return try await withTaskCancellationHandler {
            try await withThrowingTaskGroup(of: ChildProcess.Result?.self) { group in
                group.addTask { await process.communicate(input) }
                group.addTask {
                    try await clock.sleep(for: timeout)
                    return nil
                }
                defer { group.cancelAll() }
                guard let first = try await group.next(), let result = first else {
                    process.kill()
                    throw ExecFailure.timedOut(after: timeout)
                }
                try Task.checkCancellation()
                return result
            }
        } onCancel: {
            process.kill()
        }
    }
}

import Configuration
import ControlProtocol
import ControlServer
import Foundation
import Glibc
import Plugins
import SignalStore
import TestSupport
import Testing
@testable import Daemon

/// A job that waits until the test lets it end.
private struct SlowJob: FieldlessSignal, Equatable {
    static let wireName = "slow-job"
}

/// A store whose `slow-job` opens `started`, waits at `release`, then opens `ended` (unless
/// cancelled by then).
private func slowStore(release: Gate, ended: Gate, started: Gate) -> Store<LiftdState> {
    Store(initialState: LiftdState(), useCases: [
        ClosureUseCase(on: SlowJob.self) { _, _ in
            await started.open()
            await release.wait()
            try Task.checkCancellation()
            await ended.open()
            return .handledWithoutChange
        },
    ])
}

private func handler(_ store: Store<LiftdState>, deadline: Duration) -> RequestHandler {
    let settings = RequestSettings(
        signals: SignalDirectory([SlowJob.self]), access: AccessPolicy(rules: AccessRules(), daemonUserID: getuid()))
    return RequestHandler(
        store: store, memoryAnswers: MemoryAnswers(store: store, status: { .unavailable }, signals: { SignalCatalogue([]) }),
        settings: { settings }, requestDeadline: deadline, failed: { _ in })
}

private let peer = PeerCredentials(processID: getpid(), userID: getuid(), groupID: getgid())

@Suite("Chains running detached from their requests", .timeLimit(.minutes(1)))
struct DetachedChainTests {
    @Test("A request whose client leaves (its task cancelled) leaves its chain running to its end")
    func clientLeavingCancelsNothing() async throws {
        let release = Gate("the test lets the job end"), ended = Gate("the job ran to its end")
        let started = Gate("the job started")
        let handler = handler(slowStore(release: release, ended: ended, started: started), deadline: .seconds(3_600))
        let request = Task { await handler.respond(to: RequestLine("slow-job id=1"), from: peer) }
        await started.wait()
        request.cancel()
        _ = await request.value
        await release.open()
        await ended.wait()
        #expect(await ended.arrivals == 1)
    }

    @Test("A stop cancels the chains still running past their requests and waits for them")
    func stopCancelsDetachedChains() async throws {
        let started = Gate("the job started"), ended = Gate("the job ran to its end")
        // The job ends only when cancelled (or after a minute, which fails the test).
        let store = Store(initialState: LiftdState(), useCases: [
            ClosureUseCase(on: SlowJob.self) { _, _ in
                await started.open()
                try await Task.sleep(for: .seconds(60))
                await ended.open()
                return .handledWithoutChange
            },
        ])
        let handler = handler(store, deadline: .milliseconds(10))
        let answer = await handler.respond(to: RequestLine("slow-job id=1"), from: peer)
        #expect(try errorCode(of: answer) == "still-running")
        guard case .object(let error)? = try members(of: answer)["error"], case .integer(let chain)? = error["chain"] else {
            Issue.record("still-running names no chain: \(answer)")
            return
        }
        #expect(try errorMessage(of: answer).contains("chain \(chain)"))
        await started.wait()
        await handler.detachedChains.waitForEnd(within: .milliseconds(10))
        #expect(handler.detachedChains.count == 1, "still running after the grace period")
        await handler.detachedChains.cancelAll()
        #expect(handler.detachedChains.count == 0)
        #expect(await ended.arrivals == 0, "the cancelled job stopped before its end")
    }
}

import Configuration
import ControlProtocol
import ControlServer
import Plugins
import SignalStore
import Workouts

/// Turns one request line from the control socket into a signal for the store and the
/// store's outcome into one response line: parsing, access, decoding, sending, encoding.
struct RequestHandler: Sendable {
    let store: Store<LiftdState>
    /// The answers to `ping`, `status`, `help` and `state`, given beside the running chain.
    let memoryAnswers: MemoryAnswers
    /// Where chains that may touch the database or files run, instead of the socket loop.
    var workExecutor: any TaskExecutor = WorkThreadExecutor.daemon
    let settings: @Sendable () -> RequestSettings
    /// How long a request waits for a chain that is not answered in memory before it is
    /// answered `still-running` (`socket.request-deadline`); the chain goes on.
    var requestDeadline: Duration = SocketSection.defaults(path: "").requestDeadline
    /// How much later than `requestDeadline` the server's own deadline passes, answering
    /// `deadline-exceeded` and cancelling: so that a `still-running` answer never races it.
    /// A request answered in memory (`ping`, `status`, `help`, `state`) never waits for the
    /// store, so none meets it in practice.
    static let serverDeadlineMargin = Duration.seconds(1)
    /// Holds the chains running detached from their requests, for a stop to end.
    var detachedChains = DetachedChains()
    /// Told every chain a request ran, at once, to log it.
    var logged: @Sendable (ChainOutcome) -> Void = { _ in }
    /// Told every chain a request ran that failed, after `logged`, to keep its errors. Only
    /// failures await it: a chain that succeeded calls no async closure (whose executor hop
    /// every ping paid).
    let failed: nonisolated(nonsending) @Sendable (ChainOutcome) async -> Void

    /// The response line for `line` from `peer`.
    nonisolated(nonsending) func respond(to line: RequestLine, from peer: PeerCredentials) async -> String {
        let request: Request
        do {
            request = try line.parse()
        } catch {
            return Response.failure(error)
        }
        do {
            let current = settings()
            // The name is looked up once for its access level, its fieldless type and where it runs.
            let known = current.known(request.signal)
            try current.checkAccess(of: peer, to: request.signal, needing: known.requiredLevel, id: request.id)
            let signal = try current.decode(request, known: known, sender: peer.userID)
            guard known.isAnsweredInMemory, let reply = try await answerInMemory(signal, id: request.id) else {
                return await respondDetached(signal, id: request.id)
            }
            // Answered on the socket loop at once, with no chain: it reads memory only, so it
            // never waits behind the chain the store runs.
            return try Self.response(toReply: reply, id: request.id)
        } catch {
            return Response.failure(error)
        }
    }

    /// `signal`'s reply from memory (`MemoryAnswers`), its refusal coded as the store's
    /// `ControlUseCase` would code it.
    private func answerInMemory(_ signal: any Signal, id: JSONValue?) async throws(RequestError) -> (any Encodable & Sendable)? {
        do {
            return try await memoryAnswers.reply(to: signal)
        } catch let refusal as any CodedError {
            throw RequestError(refusal.code.flatMap(ErrorCode.init(rawValue:)) ?? .useCaseFailed, "\(refusal)", id: id)
        } catch {
            throw RequestError(.useCaseFailed, "\(error)", id: id)
        }
    }

    /// The answer to `signal`, whose chain may touch the database or files: it runs detached
    /// from the request (`DetachedChain`), to its end, whatever becomes of the request; the
    /// request gets its answer, or `still-running` at `requestDeadline`.
    private func respondDetached(_ signal: any Signal, id: JSONValue?) async -> String {
        let detached = DetachedChain()
        detachedChains.run(on: workExecutor) { [self] in
            detached.finished(await run(signal, id: id, into: detached))
        }
        return await detached.answer(within: requestDeadline, signal: signal.wireName, id: id)
    }

    /// Runs `signal`'s chain, logs it and returns its response line, once any reply it
    /// awaits (`AwaitedReply`) is complete; tells `detached` the chain's id, and the reply
    /// it awaits.
    private func run(_ signal: any Signal, id: JSONValue?, into detached: DetachedChain) async -> String {
        let outcome = await store.send(signal) { detached.admitted($0) }
        logged(outcome)
        if !outcome.succeeded { await failed(outcome) }
        // Weights in the answer are also given in the unit the state shows them in.
        let units = await store.state.units
        do {
            if outcome.succeeded, let awaited = outcome.reply as? any AwaitedReply {
                detached.awaiting(awaited)
                return try Self.response(toReply: await awaited.resolved(id: id), id: id, units: units)
            }
            return try Self.response(to: outcome, id: id, units: units)
        } catch {
            return Response.failure(error)
        }
    }

    /// The response for a finished chain: its first error, or its reply, with its weights
    /// also in `units` when given (`UnitFields`).
    static func response(to outcome: ChainOutcome, id: JSONValue?, units: WeightUnit? = nil) throws(RequestError) -> String {
        if let error = outcome.errors.first {
            throw RequestError(ErrorCode(error), error.message, id: id)
        }
        guard let reply = outcome.reply else {
            let handled = outcome.steps.map { JSONValue.string($0.useCase) }
            return Response.success(.object(["chain": .integer(Int(outcome.chain.rawValue)), "handledBy": .array(handled)]), id: id)
        }
        return try response(toReply: reply, id: id, units: units)
    }

    /// The response carrying `reply`, with its weights also in `units` when given.
    static func response(
        toReply reply: any Encodable & Sendable, id: JSONValue?, units: WeightUnit? = nil
    ) throws(RequestError) -> String {
        do {
            let json = try ReplyEncoding.json(reply)
            guard let units, UnitFields.mayApply(to: json) else { return Response.success(encodedResult: json, id: id) }
            let shown = UnitFields.adding(units, to: try UnitFields.fullPrecisionValue(of: reply))
            return Response.success(encodedResult: try ReplyEncoding.json(shown), id: id)
        } catch {
            throw RequestError(.internalError, "the reply could not be encoded: \(error)", id: id)
        }
    }
}

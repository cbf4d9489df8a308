import ControlProtocol
import ControlServer
import Foundation
import Plugins
import SignalStore

/// Turns one request line from the control socket into a signal for the store and the
/// store's outcome into one response line: parsing, access, decoding, sending, encoding.
struct RequestHandler: Sendable {
    let store: Store<LiftdState>
    /// Where chains that may touch the database or files run, instead of the socket loop.
    var workExecutor: any TaskExecutor = WorkThreadExecutor.daemon
    let settings: @Sendable () -> RequestSettings
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
            var signal = try current.decode(request, known: known)
            if var aware = signal as? any SenderAwareSignal {
                aware.senderUserID = peer.userID
                signal = aware
            }
            // The server holds each request to the configured deadline and cancels its task
            // when it passes, which cancels the chain; no second timer is needed here.
            let inMemory = known.isAnsweredInMemory
            let outcome = inMemory ? await store.sendOnCallersExecutor(signal) : await sendOffTheLoop(signal)
            logged(outcome)
            if !outcome.succeeded { await failed(outcome) }
            // An in-memory chain's reply is complete when the chain ends (`AnsweredInMemory`),
            // so only the others may need awaiting.
            if !inMemory, outcome.succeeded, let awaited = outcome.reply as? any AwaitedReply {
                return try Self.response(toReply: await awaited.resolved(id: request.id), id: request.id)
            }
            return try Self.response(to: outcome, id: request.id)
        } catch {
            return Response.failure(error)
        }
    }

    /// Sends `signal` with `workExecutor` preferred over the socket loop that started the
    /// request: its use cases may read and write the database and files, which must never hold
    /// up a loop and the other clients it serves.
    @concurrent func sendOffTheLoop(_ signal: any Signal) async -> ChainOutcome {
        await withTaskExecutorPreference(workExecutor) {
            await store.send(signal)
        }
    }

    /// The response for a finished chain: its first error, or its reply.
    static func response(to outcome: ChainOutcome, id: JSONValue?) throws(RequestError) -> String {
        if let error = outcome.errors.first {
            throw RequestError(ErrorCode(error), error.message, id: id)
        }
        guard let reply = outcome.reply else {
            let handled = outcome.steps.map { JSONValue.string($0.useCase) }
            return Response.success(.object(["chain": .integer(Int(outcome.chain.rawValue)), "handledBy": .array(handled)]), id: id)
        }
        return try response(toReply: reply, id: id)
    }

    /// The response carrying `reply`.
    static func response(toReply reply: any Encodable & Sendable, id: JSONValue?) throws(RequestError) -> String {
        do {
            return Response.success(encodedResult: try ReplyEncoding.json(reply), id: id)
        } catch {
            throw RequestError(.internalError, "the reply could not be encoded: \(error)", id: id)
        }
    }
}

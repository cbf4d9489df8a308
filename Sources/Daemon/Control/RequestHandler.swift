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
            try current.checkAccess(of: peer, to: request.signal, id: request.id)
            let signal = try current.decode(request)
            // The server holds each request to the configured deadline and cancels its task
            // when it passes, which cancels the chain; no second timer is needed here.
            let inMemory = current.isAnsweredInMemory(signal)
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

/// What a request is checked and decoded against; replaced on reload. A class, so that
/// reading the settings in force for every request copies one reference.
final class RequestSettings: Sendable {
    let signals: SignalDirectory
    let access: AccessPolicy
    /// The signal types that are `AnsweredInMemory`, asked once here: a cast to the protocol
    /// on every request searches the runtime's conformance cache each time.
    private let answeredInMemory: Set<ObjectIdentifier>

    init(signals: SignalDirectory, access: AccessPolicy) {
        self.signals = signals
        self.access = access
        answeredInMemory = Set(signals.types.filter { $0 is any AnsweredInMemory.Type }.map(ObjectIdentifier.init))
    }

    /// Whether `signal`'s chain reads and writes memory only, so the socket loop may run it.
    func isAnsweredInMemory(_ signal: any Signal) -> Bool {
        answeredInMemory.contains(ObjectIdentifier(type(of: signal)))
    }

    /// Throws `forbidden` unless `peer` holds the level `signal` needs.
    func checkAccess(of peer: PeerCredentials, to signal: String, id: JSONValue?) throws(RequestError) {
        let required = AccessPolicy.requiredLevel(for: signal, in: signals)
        // Rules by number alone already grant at least this much; names are looked up
        // (reading the user and group databases) only when they could raise it.
        let byNumbers = access.level(uid: peer.userID, gid: peer.groupID, userName: nil, groupNames: [])
        if byNumbers >= required { return }
        let identity = PeerIdentity(peer)
        let held = access.level(
            uid: peer.userID, gid: peer.groupID, userName: identity.userName, groupNames: identity.groupNames)
        guard held >= required else {
            throw RequestError(
                .forbidden,
                "'\(signal)' needs \(required.rawValue) access; \(identity) has \(held.rawValue)", id: id)
        }
    }

    /// Whether `peer` is an admin, who may take the socket's reserved slots. Names are
    /// looked up only when the admin rule names users or groups.
    func isAdmin(_ peer: PeerCredentials) -> Bool {
        if access.level(uid: peer.userID, gid: peer.groupID, userName: nil, groupNames: []) == .admin { return true }
        guard !access.rules.admin.users.isEmpty || !access.rules.admin.groups.isEmpty else { return false }
        let identity = PeerIdentity(peer)
        return access.level(uid: peer.userID, gid: peer.groupID, userName: identity.userName,
                            groupNames: identity.groupNames) == .admin
    }

    /// The typed signal `request` names, or an error naming the unknown signal or bad field.
    func decode(_ request: Request) throws(RequestError) -> any Signal {
        do {
            return try signals.decode(request.signal, fields: request.fields)
        } catch let error as SignalDecodingError {
            throw RequestError(.unknownSignal, error.description, id: request.id)
        } catch let error as DecodingError {
            if let type = signals.type(named: request.signal),
               let message = WholeNumberFields.problem(in: request.fields, of: type, signal: request.signal) {
                throw RequestError(.invalidField, message, id: request.id)
            }
            throw FieldError(error, signal: request.signal, fields: request.fields).requestError(id: request.id)
        } catch {
            throw RequestError(.invalidField, "\(request.signal): \(error)", id: request.id)
        }
    }
}

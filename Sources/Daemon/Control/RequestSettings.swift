import Configuration
import ControlProtocol
import ControlServer
import Plugins
import SignalStore

/// What a request is checked and decoded against; replaced on reload. A class, so that
/// reading the settings in force for every request copies one reference.
final class RequestSettings: Sendable {
    let signals: SignalDirectory
    let access: AccessPolicy
    /// What a request needs to know of each signal name, learned once here: looking a name
    /// up, casting to a protocol and searching a set on every request each cost a hash or a
    /// search of the runtime's conformance cache.
    private let knownSignals: [String: KnownSignal]

    init(signals: SignalDirectory, access: AccessPolicy) {
        self.signals = signals
        self.access = access
        var knownSignals: [String: KnownSignal] = [:]
        for type in signals.types {
            knownSignals[type.wireName] = KnownSignal(
                requiredLevel: AccessPolicy.requiredLevel(for: type),
                isAnsweredInMemory: type is any AnsweredInMemory.Type,
                fieldless: type as? any FieldlessSignal.Type)
        }
        self.knownSignals = knownSignals
    }

    /// What is known of the signal named `name`; a name no type answers to needs `operator`
    /// access (as `AccessPolicy.requiredLevel(for:in:)` says) and is decoded by the directory,
    /// which names it unknown.
    func known(_ name: String) -> KnownSignal {
        knownSignals[name] ?? KnownSignal(requiredLevel: .operator, isAnsweredInMemory: false, fieldless: nil)
    }

    /// Throws `forbidden` unless `peer` holds the level `signal` needs.
    func checkAccess(of peer: PeerCredentials, to signal: String, id: JSONValue?) throws(RequestError) {
        try checkAccess(of: peer, to: signal, needing: known(signal).requiredLevel, id: id)
    }

    /// Throws `forbidden` unless `peer` holds `required`, the level `signal` needs.
    func checkAccess(
        of peer: PeerCredentials, to signal: String, needing required: AccessRules.Level, id: JSONValue?
    ) throws(RequestError) {
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
    /// A `SenderAwareSignal` is told `sender`, the uid that sent it on the socket.
    func decode(_ request: Request, sender: UInt32? = nil) throws(RequestError) -> any Signal {
        try decode(request, known: known(request.signal), sender: sender)
    }

    /// `decode(_:sender:)` for a request whose signal name was looked up already (`known`).
    func decode(_ request: Request, known: KnownSignal, sender: UInt32?) throws(RequestError) -> any Signal {
        if request.fields.isEmpty, let fieldless = known.fieldless {
            return fieldless.init()
        }
        do {
            let context: [String: JSONValue] = sender.map { [SenderAwareSignals.userIDField: .integer(Int($0))] } ?? [:]
            return try signals.decode(request.signal, fields: request.fields, filling: context)
        } catch let error as SignalDecodingError {
            throw RequestError(.unknownSignal, error.description, id: request.id)
        } catch let error as UnknownFieldError {
            throw RequestError(.invalidField, error.description, id: request.id)
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

/// What a request needs to know of one signal name.
struct KnownSignal {
    /// The access level sending it needs.
    let requiredLevel: AccessRules.Level
    /// Whether it is `AnsweredInMemory`, so the socket loop may run its chain.
    let isAnsweredInMemory: Bool
    /// Its type when it has no fields: a request without fields then makes it directly.
    let fieldless: (any FieldlessSignal.Type)?
}

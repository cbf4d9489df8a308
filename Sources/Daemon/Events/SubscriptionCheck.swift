import ControlProtocol
import ControlServer
import MessageText
import Plugins
import Workouts

/// Decides a `subscribe` request: the peer needs the level `subscribe` declares (read), and
/// each event named must be one of `EventKind`.
struct SubscriptionCheck: Sendable {
    let settings: @Sendable () -> RequestSettings

    /// The events `request` asks for, sorted, or the error to answer with.
    func events(for request: Request, from peer: PeerCredentials) -> Result<[String], RequestError> {
        do throws(RequestError) {
            try settings().checkAccess(of: peer, to: request.signal, id: request.id)
            return .success(try Self.events(in: request))
        } catch {
            return .failure(error)
        }
    }

    /// The events named by `request`'s `events` field: a list of names, or one string of
    /// comma-separated names (the text form); every event when absent.
    static func events(in request: Request) throws(RequestError) -> [String] {
        if let unknown = request.fields.keys.sorted().first(where: { $0 != "events" }) {
            throw RequestError(.invalidField, "subscribe: unknown field '\(unknown)'; its only field is 'events'", id: request.id)
        }
        let names: [String]
        switch request.fields["events"] {
        case nil, .null?:
            return EventKind.names.sorted()
        case .string(let text)?:
            names = text.split(separator: ",").map { $0.trimmingWhitespace() }
        case .array(let values)?:
            names = try values.map { value throws(RequestError) in
                guard case .string(let name) = value else {
                    throw RequestError(.invalidField, "subscribe: field 'events' must list event names; got \(value.rendered)",
                                       id: request.id)
                }
                return name
            }
        case let other?:
            throw RequestError(.invalidField, "subscribe: field 'events' must be event names; got \(other.rendered)",
                               id: request.id)
        }
        let known = Set(EventKind.names)
        if let unknown = names.first(where: { !known.contains($0) }) {
            throw RequestError(
                .invalidField,
                "subscribe: unknown event '\(unknown)'\(Suggestion.hint(for: unknown, in: EventKind.names)); "
                    + "the events are \(EventKind.names.joined(separator: ", "))",
                id: request.id)
        }
        guard !names.isEmpty else {
            throw RequestError(.invalidField, "subscribe: field 'events' names no event; leave it out for all", id: request.id)
        }
        return Set(names).sorted()
    }
}

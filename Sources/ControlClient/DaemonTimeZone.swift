import ControlProtocol
import FoundationEssentials
import ZoneInfo

/// The zone liftd shows times to people in: its config's `time-zone`, which `status` names
/// (`timeZone`), loaded from this machine's zoneinfo. Asked once, on a connection of its own,
/// and only when an answer holds a time in UTC; UTC when the daemon does not say or the zone
/// is not installed here (the times then still carry their offset, `+00:00`).
struct DaemonTimeZone {
    /// Where the daemon listens.
    let socketPath: String
    private var known: Zone?

    /// The daemon at `socketPath`.
    init(socketPath: String) {
        self.socketPath = socketPath
    }

    /// The daemon's zone, asked for the first time it is needed.
    mutating func zone() -> Zone {
        if let known { return known }
        var asked: Zone?
        do {
            var client = try ControlClient(path: socketPath)
            asked = Self.ask(over: &client)
        } catch {
            // Not reached: the times are shown in UTC, with their offset.
        }
        let zone = asked ?? .utc
        known = zone
        return zone
    }

    /// Sends `status` over `client` and reads the zone its answer names; nil when it names
    /// none this machine has.
    static func ask(over client: inout ControlClient) -> Zone? {
        guard (try? client.send(#"{"signal":"status"}"#)) != nil, let line = try? client.receiveLine() else { return nil }
        return zone(inStatusAnswer: line)
    }

    /// The zone a `status` answer line names in `result.timeZone`, loaded from zoneinfo.
    static func zone(inStatusAnswer line: String) -> Zone? {
        guard case .object(let answer)? = try? JSONDecoder().decode(JSONValue.self, from: Data(line.utf8)),
              case .object(let result)? = answer["result"], case .string(let name)? = result["timeZone"]
        else { return nil }
        return try? ZoneDirectory.system.zone(named: name)
    }
}

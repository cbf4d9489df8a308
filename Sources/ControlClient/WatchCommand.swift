@preconcurrency import Glibc
import ControlProtocol
import FoundationEssentials
import ZoneInfo

/// `liftctl watch [EVENT…]`: subscribes to the daemon's events and prints each as it comes,
/// one readable line (`EventText`, its times on the daemon's clocks) or, with `--json`, the
/// line as received. Runs until the daemon closes the connection (or the user interrupts it).
/// An upload's chunks, a `chain-finished` per 24 KiB that succeeded, are left out unless
/// `--chunks` asks for them.
struct WatchCommand {
    /// The events to watch; all when empty.
    let events: [String]
    let printsJSON: Bool
    /// Whether the successful `import-chunk` chains are shown (`--chunks`).
    var showsChunks = false

    /// The signal of an upload's chunks, whose chains are left out unless asked for.
    static let chunkSignal = "import-chunk"

    /// Whether the event `members` is shown: all but an upload chunk's chain that went well,
    /// unless chunks are asked for.
    func shows(_ members: [String: JSONValue]) -> Bool {
        showsChunks || members["event"] != .string("chain-finished")
            || members["signal"] != .string(Self.chunkSignal) || members["result"] != .string("ok")
    }

    /// The `subscribe` request.
    var requestLine: String {
        var members: [String: JSONValue] = ["signal": .string(EventLine.subscribeSignal)]
        if !events.isEmpty { members["events"] = .array(events.map(JSONValue.string)) }
        return JSONValue.object(members).rendered
    }

    /// Subscribes over `client` and prints events until the stream ends, their times for
    /// people in `zone`. Returns 0 when the daemon ended it, 1 when it refused the
    /// subscription or dropped this watcher.
    func run(over client: inout ControlClient, zone: () -> Zone) throws(ClientError) -> Int32 {
        try client.send(requestLine)
        var wasDropped = false
        while let line = try client.receiveLine() {
            guard let value = try? JSONDecoder().decode(JSONValue.self, from: Data(line.utf8)),
                  case .object(let members) = value else {
                fputs("liftctl: unreadable event: \(line)\n", stderr)
                continue
            }
            if members["ok"] == .bool(false) {
                // The subscription was refused: an ordinary error answer.
                _ = ResponsePrinter.print(line, asJSON: printsJSON, zone: zone)
                return 1
            }
            if members["event"] == .string(EventLine.dropped) { wasDropped = true }
            guard shows(members) else { continue }
            print(printsJSON ? line : EventText.render(members, zone: zone))
            fflush(stdout)
        }
        if wasDropped { fputs("liftctl: the daemon dropped this watcher: it did not read its events fast enough\n", stderr) }
        return wasDropped ? 1 : 0
    }
}

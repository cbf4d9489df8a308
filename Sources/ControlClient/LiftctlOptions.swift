import ControlProtocol
import FoundationEssentials

/// What `liftctl`'s arguments ask for.
struct LiftctlOptions {
    var socketPath: String
    var printsJSON = false
    var showHelp = false
    var showVersion = false
    var readsStandardInput = false
    /// The request for a single signal, as a JSON line.
    var requestLine = ""
    /// `liftctl import FILE`: the local file to stream, and the import's other fields.
    var upload: (file: String, fields: [String: JSONValue])?
    /// `liftctl watch [EVENT…]`: the events to stream.
    var watch: WatchCommand?

    init(parsing arguments: [String], environment: [String: String]) throws(UsageError) {
        socketPath = Self.defaultSocketPath(environment)
        var remaining = arguments[...]
        while let argument = remaining.first, argument.hasPrefix("-"), argument != "-" {
            remaining.removeFirst()
            switch argument {
            case "--help", "-h": showHelp = true; return
            case "--version", "-V": showVersion = true; return
            case "--json": printsJSON = true
            case "--socket", "-s":
                guard let path = remaining.popFirst() else { throw UsageError("--socket needs a PATH") }
                socketPath = path
            default: throw UsageError("unknown option '\(argument)'")
            }
        }
        guard let signal = remaining.popFirst() else { throw UsageError("no SIGNAL given") }
        if signal == "-" {
            guard remaining.isEmpty else { throw UsageError("'-' takes no fields; put them on the lines of stdin") }
            readsStandardInput = true
            return
        }
        if signal == "watch" {
            if remaining.contains("--json") { printsJSON = true }
            let showsChunks = remaining.contains("--chunks")
            remaining = remaining.filter { $0 != "--json" && $0 != "--chunks" }
            if let field = remaining.first(where: { $0.contains("=") || $0.isEmpty }) {
                throw UsageError("watch takes event names, not '\(field)'")
            }
            watch = WatchCommand(events: remaining.flatMap { $0.split(separator: ",").map(String.init) },
                                 printsJSON: printsJSON, showsChunks: showsChunks)
            return
        }
        var fields: [String: JSONValue] = ["signal": .string(signal)]
        var streamedFile: String?
        if signal == "import", let first = remaining.first, !first.contains("=") {
            streamedFile = first
            remaining.removeFirst()
        }
        if signal == "help", let first = remaining.first, !first.contains("=") {
            // `liftctl help log-set`: the page of one signal.
            guard remaining.count == 1 else {
                throw UsageError("help takes one SIGNAL, not '\(remaining.joined(separator: " "))'")
            }
            fields["name"] = .string(first)
            remaining.removeFirst()
        }
        for field in remaining {
            guard let equals = field.firstIndex(of: "="), equals != field.startIndex else {
                throw UsageError("'\(field)' is not key=value")
            }
            fields[String(field[..<equals])] = TextRequestParser.bareValue(String(field[field.index(after: equals)...]))
        }
        requestLine = JSONValue.object(fields).rendered
        if let streamedFile {
            fields["signal"] = nil
            upload = (streamedFile, fields)
        }
    }

    private static func defaultSocketPath(_ environment: [String: String]) -> String {
        if let path = environment["LIFTD_SOCKET"], !path.isEmpty { return path }
        let systemPath = "/run/liftd/liftd.sock"
        if FileManager.default.fileExists(atPath: systemPath) { return systemPath }
        return "./var/liftd.sock"
    }
}

/// A command line `liftctl` cannot run.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

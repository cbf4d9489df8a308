import MessageText
import Workouts
import ZoneInfo

/// The sections of a config besides use cases and bundles.
extension ConfigurationReader {
    static let scheduleKeys = ["cron", "time-zone", "signal", "payload", "catch-up", "jitter", "enabled"]
    static let socketKeys = [
        "path", "mode", "group", "max-line-length", "max-clients", "max-clients-per-uid", "admin-reserve",
        "idle-timeout", "line-timeout", "request-deadline", "stop-grace-period", "max-subscribers",
    ]
    static let pathKeys = ["state-directory", "database", "output-directory", "import-directory"]
    static let accessKeys = ["others", "read", "operator", "admin"]
    static let grantKeys = ["users", "groups", "uids", "gids"]
    static let exerciseKeys = ["primary", "secondary", "load", "aliases"]

    mutating func readSchedules(_ node: ConfigNode?) -> [ScheduleEntry] {
        readNamedItems(node, "schedules", keys: Self.scheduleKeys, Self.schedule(_:section:))
    }

    /// Reads the map `name` whose entries are named items (schedules, exercises): checks each
    /// entry's keys against `keys` and reads it with `read`, given the entry and its section
    /// (e.g. `schedules.weekly`). Problems are collected; an entry with one is left out.
    private mutating func readNamedItems<Item>(
        _ node: ConfigNode?, _ name: String, keys: [String],
        _ read: (ConfigNode.MappingEntry, String) throws(ConfigurationProblem) -> Item
    ) -> [Item] {
        guard let node, let entries = problems.attempt({ () throws(ConfigurationProblem) in try node.mapping(name) })
        else { return [] }
        return entries.compactMap { entry in
            let section = "\(name).\(entry.key)"
            entry.value.checkKeys(keys, in: section, into: &problems)
            return problems.attempt { () throws(ConfigurationProblem) in try read(entry, section) }
        }
    }

    private static func schedule(_ entry: ConfigNode.MappingEntry, section: String) throws(ConfigurationProblem) -> ScheduleEntry {
        let node = entry.value
        _ = try node.mapping(section)
        guard let cron = node["cron"], let signal = node["signal"] else {
            let missing = node["cron"] == nil ? "cron" : "signal"
            throw ConfigurationProblem("schedule '\(entry.key)': missing required key '\(missing)'", at: node.location)
        }
        let payload = node["payload"] ?? .emptyMapping(at: node.location)
        _ = try payload.mapping("\(section).payload")
        let zone = try node["time-zone"].map { node throws(ConfigurationProblem) in try node.timeZone("time-zone") }
        return ScheduleEntry(
            name: entry.key, location: entry.keyLocation,
            cron: try cron.text("cron"), cronLocation: cron.location,
            timeZone: zone,
            signal: try signal.text("signal"), signalLocation: signal.location,
            payload: payload.isNull ? .emptyMapping(at: payload.location) : payload,
            catchUp: try node["catch-up"]?.boolean("catch-up") ?? false,
            jitter: try node["jitter"]?.duration("jitter", in: ScheduleEntry.jitterRange) ?? .zero,
            enabled: try node["enabled"]?.boolean("enabled") ?? true)
    }

    mutating func readPaths(_ node: ConfigNode?) -> PathSettings {
        let stateDirectory = environment["STATE_DIRECTORY"]?.split(separator: ":").first.map(String.init) ?? "./var"
        var paths = PathSettings.defaults(stateDirectory: stateDirectory)
        guard let node else { return paths }
        node.checkKeys(Self.pathKeys, in: "paths", into: &problems)
        _ = problems.attempt { () throws(ConfigurationProblem) in try node.mapping("paths") }
        if let value = node["state-directory"] {
            if let text = problems.attempt({ () throws(ConfigurationProblem) in try value.text("state-directory") }) {
                paths = PathSettings.defaults(stateDirectory: text)
                if !text.hasPrefix("/") {
                    // Relative, it would name one place for `check-config` in a shell and another
                    // for the daemon (started in / under systemd).
                    problems.add("'state-directory': expected an absolute path (starting with /), found '\(text)', "
                                     + "which depends on the directory liftd starts in", at: value.location)
                }
            }
        }
        let under = paths.stateDirectory
        func resolve(_ key: String, _ target: inout String) {
            guard let value = node[key],
                  let text = problems.attempt({ () throws(ConfigurationProblem) in try value.text(key) }) else { return }
            target = text.hasPrefix("/") ? text : under + "/" + text
        }
        resolve("database", &paths.database)
        resolve("output-directory", &paths.outputDirectory)
        resolve("import-directory", &paths.importDirectory)
        return paths
    }

    mutating func readSocket(_ node: ConfigNode?, paths: PathSettings) -> SocketSection {
        let defaultPath = environment["RUNTIME_DIRECTORY"]?.split(separator: ":").first.map { $0 + "/liftd.sock" }
            ?? paths.stateDirectory + "/liftd.sock"
        var socket = SocketSection.defaults(path: defaultPath)
        guard let node else { return socket }
        node.checkKeys(Self.socketKeys, in: "socket", into: &problems)
        _ = problems.attempt { () throws(ConfigurationProblem) in try node.mapping("socket") }
        func read<Value>(_ key: String, _ target: inout Value, _ parse: (ConfigNode) throws(ConfigurationProblem) -> Value) {
            guard let value = node[key], let parsed = problems.attempt({ () throws(ConfigurationProblem) in try parse(value) })
            else { return }
            target = parsed
        }
        read("path", &socket.path) { node throws(ConfigurationProblem) in
            let text = try node.text("path")
            return text.hasPrefix("/") ? text : paths.stateDirectory + "/" + text
        }
        read("mode", &socket.mode) { node throws(ConfigurationProblem) in try Self.fileMode(node) }
        read("group", &socket.group) { node throws(ConfigurationProblem) in try node.text("group") }
        func readInteger(_ key: String, _ target: inout Int, in range: ClosedRange<Int>) {
            read(key, &target) { node throws(ConfigurationProblem) in try node.integer(key, in: range) }
        }
        func readTimeout(_ key: String, _ target: inout Duration) {
            read(key, &target) { node throws(ConfigurationProblem) in try node.duration(key, in: SocketSection.timeoutRange) }
        }
        readInteger("max-line-length", &socket.maximumLineLength, in: SocketSection.lineLengthRange)
        readInteger("max-clients", &socket.maximumClients, in: SocketSection.clientRange)
        readInteger("max-clients-per-uid", &socket.maximumClientsPerUser, in: SocketSection.clientRange)
        socket.adminReserve = SocketSection.defaultAdminReserve(maximumClients: socket.maximumClients)
        read("admin-reserve", &socket.adminReserve) { node throws(ConfigurationProblem) in
            try Self.adminReserve(node, maximumClients: socket.maximumClients)
        }
        readTimeout("idle-timeout", &socket.idleTimeout)
        readTimeout("line-timeout", &socket.lineTimeout)
        readTimeout("request-deadline", &socket.requestDeadline)
        readTimeout("stop-grace-period", &socket.stopGracePeriod)
        readInteger("max-subscribers", &socket.maximumSubscribers, in: SocketSection.subscriberRange)
        return socket
    }

    /// Slots kept for admins: a whole number from 0, below `max-clients` so that other
    /// clients keep at least one.
    private static func adminReserve(_ node: ConfigNode, maximumClients: Int) throws(ConfigurationProblem) -> Int {
        try node.integer("admin-reserve", in: 0...(maximumClients - 1), reason: "below max-clients")
    }

    /// Permission bits written in octal, with or without a leading `0` or `0o`: `0660`, `660`.
    private static func fileMode(_ node: ConfigNode) throws(ConfigurationProblem) -> UInt32 {
        let text = try node.text("mode")
        let digits = text.hasPrefix("0o") ? text.dropFirst(2) : Substring(text)
        guard let mode = UInt32(digits, radix: 8), mode <= 0o777 else {
            throw ConfigurationProblem("'mode': expected octal permission bits like 0660, found \(node.kindDescription)",
                                       at: node.location)
        }
        return mode
    }

    mutating func readAccess(_ node: ConfigNode?) -> AccessRules {
        var rules = AccessRules()
        guard let node else { return rules }
        node.checkKeys(Self.accessKeys, in: "access", into: &problems)
        _ = problems.attempt { () throws(ConfigurationProblem) in try node.mapping("access") }
        if let others = node["others"],
           let level = problems.attempt({ () throws(ConfigurationProblem) in try others.choice("others", of: AccessRules.Level.self) }) {
            rules.others = level
        }
        let levels: [(String, WritableKeyPath<AccessRules, AccessRules.Grant>)] = [
            ("read", \.read), ("operator", \.operator), ("admin", \.admin),
        ]
        for (key, path) in levels {
            guard let grantNode = node[key] else { continue }
            grantNode.checkKeys(Self.grantKeys, in: "access.\(key)", into: &problems)
            if let grant = problems.attempt({ () throws(ConfigurationProblem) in try Self.grant(grantNode, key: "access.\(key)") }) {
                rules[keyPath: path] = grant
            }
        }
        return rules
    }

    private static func grant(_ node: ConfigNode, key: String) throws(ConfigurationProblem) -> AccessRules.Grant {
        _ = try node.mapping(key)
        var grant = AccessRules.Grant()
        grant.users = try node["users"]?.texts("users") ?? []
        grant.groups = try node["groups"]?.texts("groups") ?? []
        grant.uids = try node["uids"]?.list("uids").map { item throws(ConfigurationProblem) in try numericID(item, key: "uids") } ?? []
        grant.gids = try node["gids"]?.list("gids").map { item throws(ConfigurationProblem) in try numericID(item, key: "gids") } ?? []
        return grant
    }

    private static func numericID(_ node: ConfigNode, key: String) throws(ConfigurationProblem) -> UInt32 {
        guard let text = node.scalar, let value = UInt32(text) else {
            throw ConfigurationProblem("'\(key)': expected a numeric id like 1000, found \(node.kindDescription)",
                                       at: node.location)
        }
        return value
    }

    mutating func readExercises(_ node: ConfigNode?) -> [ExerciseOverride] {
        readNamedItems(node, "exercises", keys: Self.exerciseKeys) { entry, section throws(ConfigurationProblem) in
            _ = try entry.value.mapping(section)
            let load = try entry.value["load"].map { node throws(ConfigurationProblem) in try Self.load(node) }
            let aliases = try entry.value["aliases"].map { node throws(ConfigurationProblem) in
                try Self.aliases(node, of: entry.key)
            } ?? []
            guard let primary = entry.value["primary"] else {
                // `load:` or `aliases:` alone change only those of an exercise the catalog knows.
                if load != nil || !aliases.isEmpty, let known = ExerciseCatalog.builtIn.exercise(named: entry.key) {
                    return ExerciseOverride(
                        exercise: known.name, primary: known.primaryMuscles, secondary: known.secondaryMuscles,
                        load: load, aliases: aliases)
                }
                throw ConfigurationProblem("exercise '\(entry.key)': missing required key 'primary'"
                                           + (load == nil && aliases.isEmpty ? "" : " (the built-in catalog does not know it)"),
                                           at: entry.value.location)
            }
            return ExerciseOverride(
                exercise: entry.key, primary: try Self.muscles(primary, "primary"),
                secondary: try entry.value["secondary"].map { node throws(ConfigurationProblem) in
                    try Self.muscles(node, "secondary")
                } ?? [], load: load, aliases: aliases)
        }
    }

    /// The `aliases:` of exercise `name`: a list of names, none empty or longer than 200
    /// characters, none the exercise's own name.
    private static func aliases(_ node: ConfigNode, of name: String) throws(ConfigurationProblem) -> [String] {
        try node.list("aliases").map { item throws(ConfigurationProblem) in
            guard let alias = item.scalar?.trimmingWhitespace(), !alias.isEmpty, alias.count <= 200 else {
                throw ConfigurationProblem("'aliases' of '\(name)': expected a name of 1 to 200 characters, found \(item.kindDescription)",
                                           at: item.location)
            }
            guard ExerciseNameKey.of(alias) != ExerciseNameKey.of(name) else {
                throw ConfigurationProblem("'aliases' of '\(name)': '\(alias)' is the exercise's own name", at: item.location)
            }
            return alias
        }
    }

    /// A load type: external, bodyweight, assisted or weighted-bodyweight.
    private static func load(_ node: ConfigNode) throws(ConfigurationProblem) -> LoadType {
        let names = LoadType.allCases.map(\.rawValue)
        guard let text = node.scalar, let load = LoadType(spelling: text) else {
            let text = node.scalar ?? node.kindDescription
            throw ConfigurationProblem(
                "unknown load '\(text)' in 'load'\(Suggestion.hint(for: text, in: names)); expected one of "
                    + names.joined(separator: ", "),
                at: node.location)
        }
        return load
    }

    /// A list of muscle group names, each checked against the 17 groups liftd knows.
    private static func muscles(_ node: ConfigNode, _ key: String) throws(ConfigurationProblem) -> [MuscleGroup] {
        let names = MuscleGroup.allCases.map(\.rawValue)
        var muscles: [MuscleGroup] = []
        for item in try node.list(key) {
            let text = item.scalar ?? ""
            guard let muscle = MuscleGroup(named: text) else {
                throw ConfigurationProblem(
                    "unknown muscle group '\(text)' in '\(key)'\(Suggestion.hint(for: text, in: names)); expected one of "
                        + names.joined(separator: ", "),
                    at: item.location)
            }
            muscles.append(muscle)
        }
        return muscles
    }
}

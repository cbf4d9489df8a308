import FoundationEssentials
import Workouts
import ZoneInfo

/// Gives meaning to a parsed config tree: checks every key and value and fills in defaults,
/// collecting every problem it finds.
struct ConfigurationReader {
    static let topLevelKeys = [
        "use-cases", "bundles", "schedules", "socket", "paths", "units", "time-zone", "access", "exercises",
        "estimated-max",
        "targets",
        "inbox",
        "outbox",
        "programs",
    ]

    /// Environment variables that move the defaults (`STATE_DIRECTORY`, `RUNTIME_DIRECTORY`).
    let environment: [String: String]
    var problems = ProblemCollector()

    /// The configuration `root` describes, or every problem found in it.
    mutating func read(_ root: ConfigNode, source: String) throws(ConfigurationError) -> Configuration {
        guard root.entries != nil || root.isNull else {
            throw ConfigurationError([ConfigurationProblem(
                "expected a map of settings at the top level, found \(root.kindDescription)", at: root.location)])
        }
        root.checkKeys(Self.topLevelKeys, in: "", into: &problems)
        let paths = readPaths(root["paths"])
        var configuration = Configuration(
            source: source,
            useCases: readEntries(root["use-cases"], key: "use-cases"),
            bundles: readBundles(root["bundles"]),
            schedules: readSchedules(root["schedules"]),
            socket: readSocket(root["socket"], paths: paths),
            paths: paths,
            units: .kilograms,
            timeZone: ZoneDirectory.system.localZone(),
            access: readAccess(root["access"]),
            exercises: readExercises(root["exercises"]),
            targets: readTargets(root["targets"]))
        if let node = root["units"], let units = problems.attempt({ () throws(ConfigurationProblem) in
            try node.weightUnit("units")
        }) {
            configuration.units = units
        }
        if let node = root["time-zone"], let zone = problems.attempt({ () throws(ConfigurationProblem) in
            try node.timeZone("time-zone")
        }) {
            configuration.timeZone = zone
        }
        configuration.estimatedMax = readEstimatedMax(root["estimated-max"])
        configuration.inbox = readInbox(root["inbox"], paths: paths)
        configuration.outbox = readOutbox(root["outbox"])
        configuration.programs = readPrograms(
            root["programs"], source: source, units: configuration.units, zone: configuration.timeZone)
        configuration.settingLocations = Self.settingLocations(root)
        checkSocketPath(of: configuration)
        try problems.throwIfAny()
        return configuration
    }

    /// A list of use-case entries: `name` or `name: {options}`.
    mutating func readEntries(_ node: ConfigNode?, key: String) -> [UseCaseEntry] {
        guard let node, let items = problems.attempt({ () throws(ConfigurationProblem) in try node.list(key) }) else {
            return []
        }
        return items.compactMap { item in problems.attempt { () throws(ConfigurationProblem) in try Self.entry(item, key: key) } }
    }

    private static func entry(_ item: ConfigNode, key: String) throws(ConfigurationProblem) -> UseCaseEntry {
        if let name = item.scalar, !item.isNull {
            return UseCaseEntry(name: name, options: nil, location: item.location)
        }
        guard let entries = item.entries, entries.count == 1, let only = entries.first else {
            throw ConfigurationProblem(
                "'\(key)': expected a use case name, or a map of one name to its options, found "
                    + item.kindDescription, at: item.location)
        }
        if only.value.isNull {
            return UseCaseEntry(name: only.key, options: nil, location: only.keyLocation)
        }
        guard only.value.entries != nil else {
            throw ConfigurationProblem(
                "options of '\(only.key)': expected a map of option names to values, found "
                    + only.value.kindDescription, at: only.value.location)
        }
        return UseCaseEntry(name: only.key, options: only.value, location: only.keyLocation)
    }

    private mutating func readBundles(_ node: ConfigNode?) -> [BundleDefinition] {
        guard let node, let entries = problems.attempt({ () throws(ConfigurationProblem) in try node.mapping("bundles") })
        else { return [] }
        return entries.compactMap { entry in
            let members = readEntries(entry.value, key: "bundles.\(entry.key)")
            if members.isEmpty, entry.value.isNull || entry.value.items?.isEmpty == true {
                problems.add("bundle '\(entry.key)': expected a list of at least one use case", at: entry.value.location)
                return nil
            }
            return BundleDefinition(name: entry.key, members: members, location: entry.keyLocation)
        }
    }
}

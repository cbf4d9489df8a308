/// The `inbox:` section: the folder the daemon imports from.
extension ConfigurationReader {
    static let inboxKeys = ["enabled", "folder", "settle-time", "done-retention"]

    mutating func readInbox(_ node: ConfigNode?, paths: PathSettings) -> InboxSection {
        var inbox = InboxSection()
        guard let node, !node.isNull else { return inbox }
        guard problems.attempt({ () throws(ConfigurationProblem) in try node.mapping("inbox") }) != nil else { return inbox }
        node.checkKeys(Self.inboxKeys, in: "inbox", into: &problems)
        if let value = node["enabled"],
           let enabled = problems.attempt({ () throws(ConfigurationProblem) in try value.boolean("enabled") }) {
            inbox.enabled = enabled
        }
        if let value = node["folder"], let folder = problems.attempt({ () throws(ConfigurationProblem) in
            try Self.inboxFolder(value, paths: paths)
        }) {
            inbox.folder = folder
        }
        if let value = node["settle-time"], let settle = problems.attempt({ () throws(ConfigurationProblem) in
            try Self.boundedDuration(value, "settle-time", within: .milliseconds(1)...InboxSection.maximumSettleTime,
                                     expected: "a duration from 1ms to 1h, like 2s")
        }) {
            inbox.settleTime = settle
        }
        if let value = node["done-retention"], let retention = problems.attempt({ () throws(ConfigurationProblem) in
            try Self.boundedDuration(value, "done-retention", within: .seconds(1)...Duration.seconds(100 * 365 * 86_400),
                                     expected: "a duration of at least 1s, like 30d")
        }) {
            inbox.doneRetention = retention
        }
        return inbox
    }

    /// The watched folder: absolute, or relative to the state directory; never the import
    /// directory itself or one of the folders the inbox moves files to.
    private static func inboxFolder(_ node: ConfigNode, paths: PathSettings) throws(ConfigurationProblem) -> String {
        let text = try node.text("folder")
        var folder = text.hasPrefix("/") ? text : paths.stateDirectory + "/" + text
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        let imports = paths.importDirectory
        let reserved = [imports] + InboxSection.reservedFolderNames.map { imports + "/" + $0 }
        if reserved.contains(where: { folder == $0 || folder.hasPrefix($0 + "/") && $0 != imports }) {
            throw ConfigurationProblem(
                "'folder': '\(text)' is the import directory or a folder liftd moves files to; "
                    + "choose a folder of its own, such as \(imports)/inbox", at: node.location)
        }
        return folder
    }

    private static func boundedDuration(
        _ node: ConfigNode, _ key: String, within bounds: ClosedRange<Duration>, expected: String
    ) throws(ConfigurationProblem) -> Duration {
        let value = try node.duration(key)
        guard bounds.contains(value) else {
            throw ConfigurationProblem("'\(key)': expected \(expected), found \(node.kindDescription)", at: node.location)
        }
        return value
    }
}

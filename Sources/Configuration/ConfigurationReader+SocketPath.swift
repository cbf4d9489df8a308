/// Checks of the settings as a whole, after each was read: what start-up would otherwise
/// refuse later (and with exit status 71 rather than as a config problem).
extension ConfigurationReader {
    /// Where each setting under `socket:` and `paths:` is written, by its config name.
    static func settingLocations(_ root: ConfigNode) -> [String: SourceLocation] {
        var locations: [String: SourceLocation] = [:]
        for section in ["socket", "paths"] {
            for entry in root[section]?.entries ?? [] {
                locations["\(section).\(entry.key)"] = entry.value.location
            }
        }
        return locations
    }

    /// The control socket's path must fit a Unix socket address (`sun_path`, 107 bytes).
    /// The problem is placed where the path comes from: `socket.path`, or the state
    /// directory it lies under by default.
    mutating func checkSocketPath(of configuration: Configuration) {
        let path = configuration.socket.path
        let limit = SocketSection.maximumPathBytes
        guard path.utf8.count > limit else { return }
        let locations = configuration.settingLocations
        let start = SourceLocation(file: configuration.source, line: 1, column: 1)
        let origin: (location: SourceLocation, advice: String) =
            if let location = locations["socket.path"] {
                (location, "set a shorter 'socket.path'")
            } else if environment["RUNTIME_DIRECTORY"] != nil {
                (start, "it lies under $RUNTIME_DIRECTORY; set a shorter 'socket.path'")
            } else {
                (locations["paths.state-directory"] ?? start,
                 "it lies under the state directory; set a shorter 'socket.path' or 'paths.state-directory'")
            }
        problems.add(
            "'socket.path': the control socket path '\(path)' is \(path.utf8.count) bytes, and a Unix socket "
                + "address holds at most \(limit); \(origin.advice)", at: origin.location)
    }
}

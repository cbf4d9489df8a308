import Configuration
import ControlServer
import Glibc
import Plugins
import Workouts

/// What start-up would refuse about the files and groups a config names, checked without
/// creating or changing anything, so `liftd check-config` passes only a config `liftd`
/// can start with: the socket's group must exist, nothing but a socket may sit at the
/// socket's path, the database may not be a directory, and no directory liftd creates may
/// lie under a file. (The socket path's length is checked with the config itself.)
enum StartupPreflight {
    /// Every such problem, each at the setting it comes from.
    static func problems(_ configuration: Configuration) -> [ConfigurationProblem] {
        var problems = ProblemCollector()
        let socket = configuration.socket, paths = configuration.paths
        func place(_ setting: String) -> SourceLocation {
            configuration.settingLocations[setting]
                ?? configuration.settingLocations["paths.state-directory"]
                ?? SourceLocation(file: configuration.source, line: 1, column: 1)
        }
        if let group = socket.group {
            do {
                _ = try SocketGroup.groupID(of: group, forSocketAt: socket.path)
            } catch {
                problems.add("'socket.group': \(error)", at: place("socket.group"))
            }
        }
        if let kind = kind(of: socket.path), kind != S_IFSOCK {
            problems.add("'socket.path': '\(socket.path)' exists and is not a socket; liftd leaves it alone and "
                             + "would not start: remove it or configure another path", at: place("socket.path"))
        }
        if kind(of: paths.database) == S_IFDIR {
            problems.add("'paths.database': '\(paths.database)' is a directory; expected a database file",
                         at: place("paths.database"))
        }
        let directories = [
            ("paths.state-directory", paths.stateDirectory), ("socket.path", parent(of: socket.path)),
            ("paths.database", parent(of: paths.database)), ("paths.output-directory", paths.outputDirectory),
            ("paths.import-directory", paths.importDirectory),
        ]
        for (setting, directory) in directories {
            guard let blocker = nonDirectory(atOrAbove: directory) else { continue }
            problems.add("'\(setting)': '\(blocker)' is not a directory, so '\(directory)' cannot be created there",
                         at: place(setting))
        }
        return problems.problems
    }

    /// The file type bits (`S_IFDIR`, `S_IFSOCK`, …) of what is at `path`, not following a
    /// final symbolic link; `nil` when nothing is there.
    private static func kind(of path: String) -> mode_t? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        if status.st_mode & S_IFMT == S_IFLNK, stat(path, &status) != 0 { return S_IFLNK }
        return status.st_mode & S_IFMT
    }

    /// The first existing path at or above `directory` when it is not a directory: what
    /// stops `mkdir -p` from creating `directory`.
    private static func nonDirectory(atOrAbove directory: String) -> String? {
        var candidate = directory
        while !candidate.isEmpty {
            if let found = kind(of: candidate) { return found == S_IFDIR ? nil : candidate }
            let up = parent(of: candidate)
            if up == candidate { return nil }
            candidate = up
        }
        return nil
    }

    private static func parent(of path: String) -> String {
        PathText.removingLastComponent(path)
    }
}

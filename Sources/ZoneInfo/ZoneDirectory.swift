#if canImport(Glibc)
import Glibc
#endif

/// A zoneinfo directory (tzdata's compiled zones): loads zones by name and lists their names.
public struct ZoneDirectory: Hashable, Sendable {
    /// Where tzdata installs its zones.
    public static let defaultPath = "/usr/share/zoneinfo"
    /// The largest zone file read; tzdata's largest is a few kilobytes.
    public static let maximumFileSize = 1 << 20

    /// The directory's path.
    public let path: String

    /// The directory at `path`.
    public init(path: String) {
        self.path = path
    }

    /// The directory `$TZDIR` names, else `/usr/share/zoneinfo`.
    public static var system: ZoneDirectory {
        environment(tzdir: getenv("TZDIR").map { String(cString: $0) })
    }

    /// The directory a `TZDIR` value names, else (nil or empty) `/usr/share/zoneinfo`.
    public static func environment(tzdir: String?) -> ZoneDirectory {
        guard let tzdir, !tzdir.isEmpty else { return ZoneDirectory(path: defaultPath) }
        return ZoneDirectory(path: tzdir)
    }

    /// True when the directory exists.
    public var exists: Bool {
        FileSystem.isDirectory(path)
    }

    /// True when the directory holds time zone data: it exists and is not empty. Without it
    /// only `UTC` is known.
    public var hasTimeZoneData: Bool {
        exists && !FileSystem.entries(of: path).isEmpty
    }

    /// The zone called `name` (`Europe/Berlin`), read from its file. Without time zone data
    /// only `UTC` is known; other names are refused saying tzdata is missing.
    public func zone(named name: String) throws(ZoneInfoError) -> Zone {
        try ZoneName.check(name)
        let file = path + "/" + name
        let bytes: [UInt8]
        switch FileSystem.readRegularFile(file, maximumSize: Self.maximumFileSize) {
        case .success(let contents): bytes = contents
        case .failure(.missing):
            if hasTimeZoneData { throw .unknownZone(name, directory: path) }
            if name == "UTC" { return .utc }
            throw .noTimeZoneData(directory: path)
        case .failure(.problem(let reason)): throw .unreadable(file: file, reason: reason)
        }
        return try Zone(identifier: name, tzif: bytes, file: file)
    }

    /// The names of the zones in the directory, sorted: every file in it (following links to
    /// files) that starts with the TZif magic, outside its top-level `posix/` and `right/`
    /// copies and other than `posixrules`. Without time zone data, just `UTC`.
    public func zoneNames() -> [String] {
        guard hasTimeZoneData else { return ["UTC"] }
        var names: [String] = []
        collectNames(in: "", depth: 0, into: &names)
        return names.sorted()
    }

    private func collectNames(in relative: String, depth: Int, into names: inout [String]) {
        guard depth < 16 else { return }
        for entry in FileSystem.entries(of: relative.isEmpty ? path : path + "/" + relative) {
            if depth == 0 && ["posix", "right", "posixrules"].contains(entry) { continue }
            let name = relative.isEmpty ? entry : relative + "/" + entry
            switch FileSystem.kind(of: path + "/" + name) {
            case .directory: collectNames(in: name, depth: depth + 1, into: &names)
            case .file where FileSystem.startsWithTZifMagic(path + "/" + name): names.append(name)
            default: continue
            }
        }
    }
}

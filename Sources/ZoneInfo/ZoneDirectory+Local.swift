#if canImport(Glibc)
import Glibc
#endif

extension ZoneDirectory {
    /// The zone the system's clocks show, read from this directory: the one `$TZ` names (with or
    /// without a leading `:`), else the one `/etc/localtime` links to, else UTC.
    public func localZone() -> Zone {
        localZone(tz: getenv("TZ").map { String(cString: $0) }, localtime: "/etc/localtime")
    }

    /// The zone `tz` (a `TZ` value) names, else the one the link at `localtime` points to inside
    /// a zoneinfo directory (`…/zoneinfo/Europe/Berlin`), else UTC.
    public func localZone(tz: String?, localtime: String) -> Zone {
        if let tz, !tz.isEmpty {
            let name = tz.hasPrefix(":") ? String(tz.dropFirst()) : tz
            if let zone = try? zone(named: name) { return zone }
        }
        if let target = FileSystem.linkTarget(localtime) {
            let components = target.split(separator: "/")
            if let directory = components.lastIndex(of: "zoneinfo"),
               let zone = try? zone(named: components[(directory + 1)...].joined(separator: "/")) {
                return zone
            }
        }
        return .utc
    }
}

/// A schedule payload whose aliases repeat one list of ten scalars 10^`levels` times, in a
/// few hundred bytes (the "billion laughs").
public func aliasBomb(levels: Int) -> String {
    var lines = ["schedules:", "  bomb:", "    cron: '@daily'", "    signal: weekly-report-due", "    payload:",
                 "      l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    for level in 1...levels {
        lines.append("      l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]")
    }
    return lines.joined(separator: "\n") + "\n"
}

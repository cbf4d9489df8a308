/// The names a zone may have: relative paths of letters, digits and `_ + - .`, no `.` or `..`
/// component, at most 255 bytes (so a name can never reach outside the zoneinfo directory).
enum ZoneName {
    static func check(_ name: String) throws(ZoneInfoError) {
        guard !name.isEmpty else { throw .invalidName(name, reason: "it is empty") }
        guard name.utf8.count <= 255 else { throw .invalidName(name, reason: "it is longer than 255 bytes") }
        guard !name.hasPrefix("/") else { throw .invalidName(name, reason: "it is an absolute path") }
        for scalar in name.unicodeScalars where !isAllowed(scalar) {
            throw .invalidName(name, reason: "it contains \(quoted(String(scalar)))")
        }
        for component in name.split(separator: "/", omittingEmptySubsequences: false) {
            if component.isEmpty { throw .invalidName(name, reason: "it has an empty path component") }
            if component == "." || component == ".." {
                throw .invalidName(name, reason: "it has a \(quoted(String(component))) component")
            }
        }
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "+", "-", ".", "/": return true
        default: return false
        }
    }
}

/// Paths split as text, without Foundation's `NSString`: the answers its
/// `lastPathComponent` and `deletingLastPathComponent` document, also where this toolchain's
/// NSString traps (on one relative component, such as `a`) or answers `""` (for `//`). Runs
/// of `/` count as one and a trailing `/` is ignored; nothing is looked up on disk.
public enum PathText {
    /// The path's last component: `b` for `/a/b` and `/a/b/`, `/` for `/`, `""` for `""`.
    public static func lastComponent(_ path: String) -> String {
        let bytes = normalized(path)
        guard bytes.count > 1, let slash = bytes.lastIndex(of: slashByte) else {
            return String(decoding: bytes, as: UTF8.self)
        }
        return String(decoding: bytes[(slash + 1)...], as: UTF8.self)
    }

    /// The path without its last component: `/a` for `/a/b` and `/a/b/`, `/` for `/a` and
    /// `/`, `""` for `a` and `""`.
    public static func removingLastComponent(_ path: String) -> String {
        let bytes = normalized(path)
        guard let slash = bytes.lastIndex(of: slashByte) else { return "" }
        return slash == 0 ? "/" : String(decoding: bytes[..<slash], as: UTF8.self)
    }

    private static let slashByte = UInt8(ascii: "/")

    /// The path's UTF-8 with each run of `/` made one and a trailing `/` dropped (unless the
    /// path is `/`). `/` is never part of another character's UTF-8.
    private static func normalized(_ path: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for byte in path.utf8 where byte != slashByte || bytes.last != slashByte {
            bytes.append(byte)
        }
        if bytes.count > 1, bytes.last == slashByte { bytes.removeLast() }
        return bytes
    }
}

/// A path's parent as text, without Foundation's `NSString`: what its
/// `deletingLastPathComponent` answered. Runs of `/` count as one, a trailing `/` is
/// ignored, and nothing is looked up on disk.
///
/// The same API as `Workouts`' `PathText` on the essentials-lower branch, which replaces this
/// file when the branches merge (every user here imports `Workouts` already).
public enum PathText {
    /// The path without its last component: `/a` for `/a/b`, `/a/b/` and `/a//b`; `/` for
    /// `/a` and `/`; `a` for `a/b`; `""` for `a` and `""`.
    public static func removingLastComponent(_ path: String) -> String {
        let slash = UInt8(ascii: "/")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        // `/` is never a byte of another character's UTF-8, so bytes can be cut anywhere.
        for byte in path.utf8 where byte != slash || bytes.last != slash {
            bytes.append(byte)
        }
        if bytes.count > 1, bytes.last == slash { bytes.removeLast() }
        guard let last = bytes.lastIndex(of: slash) else { return "" }
        return last == 0 ? "/" : String(decoding: bytes[..<last], as: UTF8.self)
    }
}

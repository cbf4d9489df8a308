@preconcurrency import Glibc
import FoundationEssentials

/// Keeps the daemon's other open files out of `exec` programs: a file opened elsewhere
/// without close-on-exec (by Foundation, a library, another thread) would otherwise live on
/// in the child, holding sockets open and making just-written programs "text file busy".
public enum InheritedDescriptors {
    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34+), which Glibc's module
    /// map does not import.
    private static let closeFrom: CloseFrom? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: CloseFrom.self)
    }()

    /// Adds actions closing every descriptor from 3 up in the child.
    public static func closeAll(in actions: inout posix_spawn_file_actions_t) {
        if let closeFrom, closeFrom(&actions, 3) == 0 { return }
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in open.compactMap({ Int32($0) }) where descriptor >= 3 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
    }
}

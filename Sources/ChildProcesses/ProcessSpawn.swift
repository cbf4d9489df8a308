@preconcurrency import Glibc

/// One `posix_spawn` the way every child of liftd and of its tests starts: no shell
/// (`arguments[0]` is the program's path), the given descriptors as its stdin, stdout and
/// stderr and no other descriptor inherited, an empty signal mask, and the chosen signals back
/// at their default action (one this process ignores or handles would otherwise stay ignored).
public enum ProcessSpawn {
    /// Which signals the child starts with at their default action.
    public enum SignalDefaults: Sendable {
        /// These signals.
        case listed([Int32])
        /// Every signal that can be caught (all but SIGKILL and SIGSTOP).
        case everyCatchable
    }

    /// Why `posix_spawn` failed: its `errno`-style code.
    public struct Failure: Error, Equatable {
        /// The code, e.g. `ENOENT`.
        public let code: Int32
    }

    /// Starts `arguments[0]` with `arguments` and `environment` (`NAME=value` entries), with
    /// `standardStreams` (three descriptors) as its stdin, stdout and stderr; in a process group
    /// of its own when `ownProcessGroup`. Returns its process id.
    public static func start(
        _ arguments: [String], environment: [String], standardStreams: [Int32],
        signalDefaults: SignalDefaults, ownProcessGroup: Bool
    ) -> Result<pid_t, Failure> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (target, source) in standardStreams.enumerated() {
            posix_spawn_file_actions_adddup2(&actions, source, Int32(target))
        }
        InheritedDescriptors.closeAll(in: &actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptyMask = sigset_t(), defaults = signalSet(signalDefaults)
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        if ownProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        guard let path = argv[0] else { return .failure(Failure(code: EINVAL)) }
        var processID = pid_t()
        let code = posix_spawn(&processID, path, &actions, &attributes, argv, envp)
        return code == 0 ? .success(processID) : .failure(Failure(code: code))
    }

    /// Makes `pair` a connected pair of close-on-exec sockets for one of a child's standard
    /// streams; the child gets its end through `dup2`. Atomic, unlike `pipe` and `fcntl`, so no
    /// other thread's child can inherit them; and sockets rather than pipes, so writing with
    /// MSG_NOSIGNAL spares this process a SIGPIPE when a child exits early. False on failure.
    public static func makeChannel(_ pair: inout [Int32]) -> Bool {
        socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0
    }

    private static func signalSet(_ defaults: SignalDefaults) -> sigset_t {
        var set = sigset_t()
        switch defaults {
        case .listed(let signals):
            sigemptyset(&set)
            for signal in signals { sigaddset(&set, signal) }
        case .everyCatchable:
            sigfillset(&set)
            sigdelset(&set, SIGKILL)
            sigdelset(&set, SIGSTOP)
        }
        return set
    }
}

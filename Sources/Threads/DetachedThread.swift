#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// A thread of its own for blocking work (a `poll` loop, a child's pipes), which would
/// otherwise hold a thread of Swift's cooperative pool: what Foundation's `Thread` gave,
/// with `pthread_create` and nothing else. The thread is detached and ends when its work
/// returns; it has the system's default stack.
public enum DetachedThread {
    /// Starts `work` on a new thread; throws when the system gives no thread (`EAGAIN`
    /// when the process is at its limit), and then `work` never runs.
    public static func start(_ work: @escaping @Sendable () -> Void) throws(ThreadStartFailure) {
        let context = Unmanaged.passRetained(Work(run: work)).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(&thread, nil, { context in
            // pthread_create hands back the pointer it was given, which is never nil.
            guard let context else { return nil }
            Unmanaged<Work>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, context)
        guard result == 0 else {
            Unmanaged<Work>.fromOpaque(context).release()
            throw ThreadStartFailure(errorNumber: result)
        }
        pthread_detach(thread)
    }

    /// The work, boxed to pass through `pthread_create`'s one pointer.
    private final class Work: Sendable {
        let run: @Sendable () -> Void
        init(run: @escaping @Sendable () -> Void) { self.run = run }
    }
}

/// The system gave no new thread: `pthread_create`'s error number.
public struct ThreadStartFailure: Error, Equatable, CustomStringConvertible {
    /// The error number `pthread_create` returned (`EAGAIN`, `ENOMEM`…).
    public let errorNumber: Int32

    /// "cannot start a thread: " and the system's text for the error.
    public var description: String { "cannot start a thread: \(String(cString: strerror(errorNumber)))" }
}

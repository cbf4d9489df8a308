import Foundation

/// Runs `body`, which may block (waiting for a child, reading a pipe, `recv`), on a thread of
/// its own and returns its result, so that Swift's cooperative pool (one thread per core, two
/// here) is never blocked by a test waiting for something outside the process.
public func offPool<Result: Sendable>(_ body: @escaping @Sendable () throws -> Result) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Swift.Result { try body() }) }.start()
    }
}

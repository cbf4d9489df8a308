#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Foundation
import Testing

/// Runs code that must refuse a FIFO without waiting on it for a writer.
public enum FIFOGuard {
    /// What `body` gives, run on a thread of its own and waited for at most 10 s: if it blocks
    /// on `fifo`, the FIFO is opened for writing to let it go, and the test fails naming `what`.
    public static func withoutBlocking<Value: Sendable>(
        on fifo: String, _ what: String, _ body: @escaping @Sendable () -> Value
    ) -> Value? {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox<Value>()
        Thread {
            box.value = body()
            done.signal()
        }.start()
        guard done.wait(timeout: .now() + 10) == .success else {
            Issue.record("\(what) waited more than 10 s on a FIFO (for a writer)")
            let writer = open(fifo, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
            return nil
        }
        return box.value
    }
}

/// A value one thread sets and another reads after a semaphore says it is set.
private final class ResultBox<Value: Sendable>: @unchecked Sendable {
    var value: Value?
}

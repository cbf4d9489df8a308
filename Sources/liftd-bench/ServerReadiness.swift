@preconcurrency import Glibc
import ControlClient
import Foundation

/// Waits until the server `process` started accepts clients on its control socket at `path`:
/// true once a client connects, false when the process ends first or `attempts` tries,
/// `pauseMicroseconds` apart, all fail.
func waitUntilAccepting(at path: String, process: Process, attempts: Int, pauseMicroseconds: UInt32) -> Bool {
    for _ in 0..<attempts {
        if let client = try? ControlClient(path: path) {
            _ = consume client
            return true
        }
        guard process.isRunning else { return false }
        usleep(pauseMicroseconds)
    }
    return false
}

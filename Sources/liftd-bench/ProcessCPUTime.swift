@preconcurrency import Glibc
import Foundation

/// The processor time another process has used so far, read from `/proc/PID/stat`: user
/// plus system time of all its threads, those that have ended included.
enum ProcessCPUTime {
    /// Seconds of processor time process `pid` has used; throws when it cannot be read.
    static func seconds(of pid: Int32) throws -> Double {
        let path = "/proc/\(pid)/stat"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw BenchmarkUsageError(message: "cannot read \(path)")
        }
        // The command name (field 2) is in parentheses and may hold spaces: count from after it.
        guard let close = text.lastIndex(of: ")") else { throw BenchmarkUsageError(message: "\(path): no command name") }
        let fields = text[text.index(after: close)...].split(separator: " ")
        // Field 3 (state) is fields[0]; utime is field 14, stime field 15, in clock ticks.
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
            throw BenchmarkUsageError(message: "\(path): no utime and stime")
        }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}

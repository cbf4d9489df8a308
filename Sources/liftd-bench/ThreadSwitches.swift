import Foundation

/// One thread's context switches so far, from `/proc/PID/task/TID/status`.
struct ThreadSwitches {
    let id: Int
    let name: String
    let voluntary: Int
    let involuntary: Int

    /// Every thread of process `pid`, by thread id.
    static func read(pid: Int32) throws -> [Int: ThreadSwitches] {
        let tasks = "/proc/\(pid)/task"
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: tasks) else {
            throw BenchmarkUsageError(message: "cannot list \(tasks)")
        }
        var threads: [Int: ThreadSwitches] = [:]
        for entry in entries {
            // A thread may end between the listing and the read: it is then not counted.
            guard let id = Int(entry), let fields = ProcessStatus.fields(of: "\(tasks)/\(entry)/status") else { continue }
            threads[id] = ThreadSwitches(
                id: id, name: fields["Name"] ?? "?",
                voluntary: Int(fields["voluntary_ctxt_switches"] ?? "") ?? 0,
                involuntary: Int(fields["nonvoluntary_ctxt_switches"] ?? "") ?? 0)
        }
        return threads
    }
}

/// A process's resident memory now and at its peak, from `/proc/PID/status`.
struct ResidentMemory {
    let residentKilobytes: Int
    let peakKilobytes: Int

    static func read(pid: Int32) throws -> ResidentMemory {
        let path = "/proc/\(pid)/status"
        guard let fields = ProcessStatus.fields(of: path),
              let resident = fields["VmRSS"].flatMap(kilobytes), let peak = fields["VmHWM"].flatMap(kilobytes) else {
            throw BenchmarkUsageError(message: "cannot read VmRSS and VmHWM from \(path)")
        }
        return ResidentMemory(residentKilobytes: resident, peakKilobytes: peak)
    }

    /// `27952 kB` as 27952.
    private static func kilobytes(_ text: String) -> Int? {
        Int(text.split(separator: " ").first ?? "")
    }
}

/// The `Name:\tvalue` lines of a `/proc` status file.
enum ProcessStatus {
    static func fields(of path: String) -> [String: String]? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return fields
    }
}

import Foundation

/// Runs the `SystemdProbe` helper (built next to the test bundle) as a child process with an
/// environment the test chooses, optionally behind a launcher such as
/// `systemd-socket-activate`.
struct ProbeProcess {
    let process = Process()
    private let output = Pipe()
    private let diagnostics = Pipe()

    init(mode: String, environment: [String: String], launcher: [String] = []) throws {
        let probe = ProbeProcess.probePath()
        if let tool = launcher.first {
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = Array(launcher.dropFirst()) + [probe, mode]
        } else {
            process.executableURL = URL(fileURLWithPath: probe)
            process.arguments = [mode]
        }
        process.environment = environment
        process.standardOutput = output
        process.standardError = diagnostics
        try process.run()
    }

    /// Runs the probe to its end and returns its output lines.
    static func run(mode: String, environment: [String: String]) throws -> [String] {
        let probe = try ProbeProcess(mode: mode, environment: environment)
        return probe.finish()
    }

    /// The probe's next output line (blocks until it is written).
    func nextLine() -> String? { Self.line(from: output) }

    /// The next line on the probe's (or its launcher's) standard error.
    func nextDiagnosticLine() -> String? { Self.line(from: diagnostics) }

    /// Kills the probe if it is still running (a failed test must not leave it behind) and
    /// waits for it to end.
    func kill() {
        if process.isRunning { Glibc.kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    private static func line(from pipe: Pipe) -> String? {
        var line = Data()
        while true {
            let byte = pipe.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty || byte == Data("\n".utf8) { break }
            line.append(byte)
        }
        return line.isEmpty ? nil : String(decoding: line, as: UTF8.self)
    }

    /// Waits for the probe to exit and returns the rest of its output lines.
    func finish() -> [String] {
        let rest = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: rest, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// `SystemdProbe` in the build directory holding this test binary.
    static func probePath() -> String {
        let testBinary = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        return URL(fileURLWithPath: testBinary).deletingLastPathComponent().appendingPathComponent("SystemdProbe").path
    }
}

/// A fresh directory under /tmp for sockets (short enough for `sun_path`).
func makeTemporaryDirectory() throws -> String {
    let path = "/tmp/liftd-systemd-test-" + UUID().uuidString.prefix(8)
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    return path
}

import Configuration
import Foundation
import TestSupport
import Testing
@testable import Daemon

/// One bad `metrics-textfile` map: its options (flow map text), the text its error points at,
/// and what the message says.
struct BadTextfileOptions: CustomTestStringConvertible, Sendable {
    let name: String
    let options: String
    let pointsAt: String
    let saying: String
    var testDescription: String { name }
}

@Suite("metrics-textfile in config")
struct MetricsTextfileConfigTests {
    /// The config with one `metrics-textfile` entry; line 2 holds `options`.
    private static func config(_ options: String) -> String {
        "use-cases:\n  - metrics-textfile: \(options)\n  - metrics\n"
    }

    private static func problems(_ text: String) -> [ConfigurationProblem] {
        do {
            let configuration = try ConfigurationLoader.read(text, source: "test.yaml", environment: ["STATE_DIRECTORY": "/tmp/liftd-none"])
            _ = try PluginRegistry.standard.build(configuration)
            return []
        } catch {
            return error.problems
        }
    }

    static let bad: [BadTextfileOptions] = [
        BadTextfileOptions(name: "a directory that does not exist", options: "{directory: /nonexistent/textfile}",
                           pointsAt: "/nonexistent/textfile", saying: "'/nonexistent/textfile' does not exist"),
        BadTextfileOptions(name: "a relative directory", options: "{directory: textfile}",
                           pointsAt: "textfile}", saying: "'textfile' is not an absolute path"),
        BadTextfileOptions(name: "a file, not a directory", options: "{directory: /etc/hostname}",
                           pointsAt: "/etc/hostname", saying: "'/etc/hostname' is not a directory"),
        BadTextfileOptions(name: "a mode with a digit that is not octal", options: "{directory: /tmp, mode: '0648'}",
                           pointsAt: "'0648'", saying: "'0648' is not a file mode"),
        BadTextfileOptions(name: "a mode in letters", options: "{directory: /tmp, mode: rw-r--r--}",
                           pointsAt: "rw-r--r--", saying: "'rw-r--r--' is not a file mode"),
        BadTextfileOptions(name: "an unknown option", options: "{directory: /tmp, file: x.prom}",
                           pointsAt: "file: x.prom", saying: "unknown option 'file'"),
        BadTextfileOptions(name: "a bad time zone for the training series", options: "{directory: /tmp, time-zone: Mars/Olympus}",
                           pointsAt: "Mars/Olympus", saying: "Mars/Olympus"),
    ]

    @Test("A bad metrics-textfile is refused at load with the file, line and column of its mistake", arguments: bad)
    func badOptionsAreRefused(_ bad: BadTextfileOptions) throws {
        let text = Self.config(bad.options)
        let first = try #require(Self.problems(text).first)
        let line = try #require(text.split(separator: "\n").dropFirst().first)
        let column = try #require(line.firstRange(of: bad.pointsAt)).lowerBound.utf16Offset(in: line) + 1
        #expect(first.location == SourceLocation(file: "test.yaml", line: 2, column: column), "\(first)")
        #expect(first.message.contains(bad.saying), "\(first)")
    }

    @Test("metrics-textfile without a directory is refused where it is named: there is no default directory")
    func directoryIsRequired() throws {
        let first = try #require(Self.problems("use-cases:\n  - metrics-textfile: {mode: '0644'}\n").first)
        #expect(first.location.line == 2, "\(first)")
        #expect(first.message.contains("directory"), "\(first)")
    }

    @Test("An existing absolute directory and a mode load; the directory is not written at load")
    func goodOptionsLoad() throws {
        let directory = try TemporaryDirectory()
        #expect(Self.problems(Self.config("{directory: \(directory.path), mode: '0640', trend-lifts: [Squat]}")).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}

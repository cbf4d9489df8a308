import Foundation
import MessageText
import TestSupport
import Testing
@testable import Configuration

@Test("An empty config gets the documented defaults, moved by STATE_DIRECTORY and RUNTIME_DIRECTORY")
func emptyConfigGetsDefaults() throws {
    let plain = try ConfigurationLoader.read("", source: "empty.yaml", environment: [:])
    #expect(plain.paths == PathSettings(stateDirectory: "./var", database: "./var/liftd.sqlite",
                                        outputDirectory: "./var/output", importDirectory: "./var/import"))
    #expect(plain.socket == SocketSection.defaults(path: "./var/liftd.sock"))
    #expect(plain.units == .kilograms)
    #expect(plain.useCases.isEmpty && plain.schedules.isEmpty)

    let systemd = try ConfigurationLoader.read(
        "", source: "empty.yaml", environment: ["STATE_DIRECTORY": "/var/lib/liftd", "RUNTIME_DIRECTORY": "/run/liftd"])
    #expect(systemd.paths.database == "/var/lib/liftd/liftd.sqlite")
    #expect(systemd.socket.path == "/run/liftd/liftd.sock")
}

@Test("A config file that is empty or only comments is refused, so a config cut short never runs with no use cases",
      arguments: ["", "\n\n", "# all commented out\n#use-cases: [log-set]\n", "{}\n"])
func emptyConfigFileRefused(text: String) throws {
    let directory = try TemporaryDirectory()
    let path = try directory.file("liftd.yaml", text)
    let error = try #require(throws: ConfigurationError.self) {
        try ConfigurationLoader.read(contentsOf: path, environment: [:])
    }
    #expect(error.problems.map(\.location) == [SourceLocation(file: path, line: 1, column: 1)])
    #expect(error.problems.first?.message.hasPrefix("the config file holds no settings (it is empty or only comments)") == true)
}

@Test("A config file that cannot be read is reported at its path")
func unreadableFileIsReported() throws {
    let directory = try TemporaryDirectory()
    #expect {
        _ = try ConfigurationLoader.read(contentsOf: directory.path + "/missing.yaml", environment: [:])
    } throws: { error in
        let problem = (error as? ConfigurationError)?.problems.first
        return problem?.location.file == directory.path + "/missing.yaml"
            && problem?.message.contains("cannot read the config file") == true
    }
}

@Test("A duration too large to hold is refused at its file:line:col, never a crash")
func hugeDurationsAreRefused() {
    #expect(DurationText.parse("999999999999999999d") == nil)
    #expect(DurationText.parse("3000000000000000000m") == nil)
    #expect(DurationText.parse("9223372036854775807ms") == .milliseconds(Int64.max))
    #expect(DurationText.parse("9223372036854775807ms1ms") == nil)
    #expect {
        _ = try ConfigurationLoader.read("socket:\n  idle-timeout: 999999999999999999d\n", source: "big.yaml", environment: [:])
    } throws: { error in
        let problem = (error as? ConfigurationError)?.problems.first
        return problem?.location.line == 2 && problem?.location.column == 17
            && problem?.message.contains("duration") == true
    }
}

@Test("Anchors and aliases are resolved, and quoted text is never null")
func anchorsAndQuotedText() throws {
    let root = try YAMLReader.read("a: &x [1, 2]\nb: *x\nc: 'null'\nd: null\n", file: "t.yaml")
    #expect(root["b"]?.items?.count == 2)
    #expect(root["c"]?.isNull == false && root["d"]?.isNull == true)
}

@Test("A value with a NUL or a line break is shown escaped in the problem, not cut short where it is printed")
func controlCharactersInProblemsEscaped() throws {
    let problem = try #require(throws: ConfigurationError.self) {
        try ConfigurationLoader.read("units: \"k\\0g\"\n", source: "liftd.yaml", environment: [:])
    }.problems.first
    #expect(problem?.description.hasPrefix("liftd.yaml:1:8: 'units': unknown unit 'k\\u{0}g'") == true, "\(String(describing: problem))")
}

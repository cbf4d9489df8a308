import Foundation
import TestSupport
import Testing
@testable import Configuration

/// The first problem `body` throws, or a recorded issue when it throws none.
private func firstProblem(_ body: () throws -> Void) -> ConfigurationProblem? {
    do {
        try body()
        Issue.record("expected the config to be refused")
        return nil
    } catch {
        guard let refusal = error as? ConfigurationError else {
            Issue.record("expected a ConfigurationError, got \(error)")
            return nil
        }
        return refusal.problems.first
    }
}

@Suite("YAML limits")
struct YAMLLimitTests {
    @Test("50,000 nested [ are refused at the first one past 64 levels, with its file:line:col")
    func deepFlowNesting() {
        // The top-level map is the first level, so the 64th '[' (column 11 + 64) is one too many.
        for text in ["use-cases: " + String(repeating: "[", count: 50_000),
                     "use-cases: " + String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000)] {
            let problem = firstProblem { _ = try YAMLReader.read(text, file: "deep.yaml") }
            #expect(problem?.description
                == "deep.yaml:1:75: lists and maps nested more than 64 deep: at most 64 levels are allowed")
        }
    }

    @Test("Block lists and maps nested past the limit are refused where the limit is passed")
    func deepBlockNesting() {
        let dashes = String(repeating: "- ", count: 50_000) + "x\n"
        #expect(firstProblem { _ = try YAMLReader.read(dashes, file: "d.yaml") }?.location
            == SourceLocation(file: "d.yaml", line: 1, column: 129))
        let keys = (0..<100).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n") + " x\n"
        let problem = firstProblem { _ = try YAMLReader.read(keys, file: "k.yaml") }
        #expect(problem?.location == SourceLocation(file: "k.yaml", line: 65, column: 65))
        #expect(problem?.message.contains("at most 64 levels") == true)
    }

    @Test("Nesting up to the limit is read; one level more is refused")
    func depthBoundary() throws {
        let limits = YAMLLimits(maximumDepth: 3)
        let root = try YAMLReader.read("a: [[x]]\n", file: "t.yaml", limits: limits)
        #expect(root["a"]?.items?.first?.items?.first?.scalar == "x")
        #expect(firstProblem { _ = try YAMLReader.read("a: [[[x]]]\n", file: "t.yaml", limits: limits) }?.description
            == "t.yaml:1:6: lists and maps nested more than 3 deep: at most 3 levels are allowed")
    }

    @Test("An alias bomb in a schedule payload is refused at the alias that passes 100,000 values")
    func aliasBombIsRefused() {
        let text = aliasBomb(levels: 9)
        #expect(text.utf8.count < 4_096)
        // Lines 1-9 hold 12,359 values and l3 stands for 11,111, so on line 10 the eighth *l3
        // (column 51) passes 100,000.
        let problem = firstProblem {
            _ = try ConfigurationLoader.read(text, source: "bomb.yaml", environment: [:])
        }
        #expect(problem?.location == SourceLocation(file: "bomb.yaml", line: 10, column: 51))
        #expect(problem?.message == "more than 100,000 values (lists, maps and scalars, counting what an alias "
            + "repeats each time it is used): at most 100,000 are allowed")
    }

    @Test("Values up to the limit are read, aliases counted each time; one more is refused")
    func nodeBoundary() throws {
        let limits = YAMLLimits(maximumNodes: 9)
        // map, a, list, 2 items, b, alias of 3 = 9.
        let root = try YAMLReader.read("a: &x [1, 2]\nb: *x\n", file: "t.yaml", limits: limits)
        #expect(root["b"]?.items?.count == 2)
        #expect(firstProblem { _ = try YAMLReader.read("a: &x [1, 2]\nb: *x\nc: 3\n", file: "t.yaml", limits: limits) }?
            .location == SourceLocation(file: "t.yaml", line: 3, column: 1))
    }

    @Test("A config file over 1 MiB is refused at its start before it is parsed; 1 MiB exactly is read")
    func oversizeFile() throws {
        let directory = try TemporaryDirectory()
        let comment = "#" + String(repeating: "x", count: 1_022) + "\n"
        // One setting (a file of comments alone is refused as empty), padded to the line's length.
        let setting = "units: lb #" + String(repeating: "x", count: 1_012) + "\n"
        let atLimit = setting + String(repeating: comment, count: 1_023)
        #expect(atLimit.utf8.count == 1 << 20)
        let fits = try directory.file("fits.yaml", atLimit)
        #expect(try ConfigurationLoader.read(contentsOf: fits, environment: [:]).units == .pounds)
        // One byte more, and an unclosed flow list that parsing would report instead.
        let over = try directory.file("over.yaml", atLimit + "[")
        let problem = firstProblem { _ = try ConfigurationLoader.read(contentsOf: over, environment: [:]) }
        #expect(problem?.description
            == "\(over):1:1: the config file is 1,048,577 bytes: at most 1 MiB (1,048,576 bytes) is read")
        #expect(firstProblem { _ = try YAMLReader.read(atLimit + "[", file: "t.yaml") }?.description
            == "t.yaml:1:1: the config is 1,048,577 bytes: at most 1 MiB (1,048,576 bytes) is read")
    }

    @Test("A file that never ends (a device) is refused without being read")
    func endlessFile() {
        let problem = firstProblem { _ = try ConfigurationLoader.read(contentsOf: "/dev/zero", environment: [:]) }
        #expect(problem?.description
            == "/dev/zero:1:1: cannot read the config file: it is not a regular file; expected a readable UTF-8 YAML file")
    }

    @Test("A FIFO nothing writes to is refused at once, not waited on (a reload would hang the daemon)")
    func fifoRefused() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/liftd.yaml"
        try #require(mkfifo(path, 0o600) == 0)
        let problem = FIFOGuard.withoutBlocking(on: path, "ConfigurationLoader.read") {
            firstProblem { _ = try ConfigurationLoader.read(contentsOf: path, environment: [:]) }
        }.flatMap { $0 }
        #expect(problem?.description
            == "\(path):1:1: cannot read the config file: it is not a regular file; expected a readable UTF-8 YAML file")
    }

    @Test("A one-shot check reads a config from a pipe; a FIFO nothing writes to reads as empty, not waited on")
    func pipeAcceptedForOneShotCheck() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/piped.yaml"
        try #require(mkfifo(path, 0o600) == 0)
        let unwritten = FIFOGuard.withoutBlocking(on: path, "ConfigurationLoader.read(acceptingPipes:)") {
            firstProblem { _ = try ConfigurationLoader.read(contentsOf: path, environment: [:], acceptingPipes: true) }
        }.flatMap { $0 }
        #expect(unwritten?.message.hasPrefix("the config file holds no settings") == true, "\(String(describing: unwritten))")
        // A pipe as `liftd check-config /dev/stdin` meets one: what was written to it is the config.
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        _ = "units: lb\n".withCString { write(ends[1], $0, 10) }
        close(ends[1])
        let piped = try? ConfigurationLoader.read(contentsOf: "/proc/self/fd/\(ends[0])", environment: [:], acceptingPipes: true).units
        #expect(piped == .some(.pounds))
    }

    @Test("A normal config using anchors and aliases still loads, each alias giving the anchored value")
    func aliasesStillWork() throws {
        let configuration = try ConfigurationLoader.read("""
            schedules:
              morning:
                cron: '0 7 * * *'
                signal: health-export-due
                payload: &export {since: last-run, note: [a, b]}
              evening:
                cron: '0 19 * * *'
                signal: health-export-due
                payload: *export
            """, source: "aliases.yaml", environment: [:])
        #expect(configuration.schedules.count == 2)
        #expect(configuration.schedules.map { $0.payload["since"]?.scalar } == ["last-run", "last-run"])
        #expect(configuration.schedules.last?.payload["note"]?.items?.map(\.scalar) == ["a", "b"])
    }

    @Test("Long lists and maps within the limits are read whole; a repeated key among thousands is found")
    func longListsAndMaps() throws {
        let list = "items: [" + Array(repeating: "x", count: 90_000).joined(separator: ",") + "]\n"
        #expect(try YAMLReader.read(list, file: "t.yaml")["items"]?.items?.count == 90_000)
        let keys = (0..<30_000).map { "k\($0): v" }
        let map = try YAMLReader.read(keys.joined(separator: "\n"), file: "t.yaml")
        #expect(map.entries?.count == 30_000 && map["k29999"]?.scalar == "v")
        let repeated = firstProblem { _ = try YAMLReader.read((keys + ["k7: w"]).joined(separator: "\n"), file: "t.yaml") }
        #expect(repeated?.description == "t.yaml:30001:1: duplicate key 'k7': already given at line 8, column 1")
    }

    @Test("A map of 40,000 keys decodes into a dictionary whole, each key found directly")
    func largeMapDecodes() throws {
        let text = (0..<40_000).map { "k\($0): v\($0)" }.joined(separator: "\n")
        let decoded = try [String: String](from: NodeDecoder(try YAMLReader.read(text, file: "t.yaml")))
        #expect(decoded.count == 40_000 && decoded["k39999"] == "v39999")
    }
}

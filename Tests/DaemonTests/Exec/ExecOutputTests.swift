import Foundation
import SignalStore
import Testing
@testable import Daemon

/// An `exec` program's output lines read into signals, against what `JSONSerialization`
/// made of the same lines before `ExecOutput` read them through `JSONValue`.
@Suite("exec output: lines read as JSONSerialization read them")
struct ExecOutputTests {
    /// A signal with the kinds of field an exec program fills in.
    private struct Probe: Signal, Equatable {
        static let wireName = "probe"
        var reps: Int
        var weight: Double?
        var at: Date?
        var tags: [String]?
        var note: String?
    }

    private let output = ExecOutput(declared: [Probe.wireName: Probe.self])

    /// What the line gave before: parsed with `JSONSerialization`, its `signal` taken out, the
    /// rest written back and decoded with ISO 8601 dates; `nil` when that failed.
    private func foundationProbe(_ line: String) -> Probe? {
        guard var object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any],
              object.removeValue(forKey: "signal") as? String == Probe.wireName,
              let fields = try? JSONSerialization.data(withJSONObject: object)
        else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try? decoder.decode(Probe.self, from: fields)
    }

    @Test("Each line reads into the signal JSONSerialization's reading gave, or fails where it failed", arguments: [
        #"{"signal":"probe","reps":5}"#, #"{"signal":"probe","reps":5.0}"#, #"{"signal":"probe","reps":1e2}"#,
        #"{"signal":"probe","reps":5.5}"#, #"{"signal":"probe","reps":"5"}"#, #"{"signal":"probe","reps":true}"#,
        #"{"signal":"probe","reps":99999999999999999999}"#, #"{"signal":"probe","reps":-0}"#,
        #"{"signal":"probe","reps":1,"weight":82.5,"at":"2025-09-15T10:00:00Z"}"#, #"{"signal":"probe","reps":1,"at":"Monday"}"#,
        #"{"signal":"probe","reps":1,"weight":0.30000000000000004}"#, #"{"signal":"probe","reps":1,"weight":1e400}"#,
        #"{"signal":"probe","reps":1,"tags":["a/b","é\u0001"],"note":null}"#, #"{"signal":"probe","reps":1,"extra":{"x":[1,2]}}"#,
        #" {"signal":"probe","reps":2} "#, #"{"signal":"probe","reps":1,"note":"\ud800"}"#, #"{"signal":"probe"}"#,
    ])
    func asFoundation(line: String) throws {
        let expected = foundationProbe(line)
        let effects = try? output.effects(in: Data(line.utf8))
        #expect(effects?.count == (expected == nil ? nil : 1))
        #expect(effects?.first as? Probe == expected)
    }

    @Test("A line that is no object, names no signal, or names an undeclared one is refused at its number")
    func refusals() {
        let blank = "\n  \t\n"
        #expect(throws: ExecFailure.badOutput(line: 3, reason: #"expected a JSON object like {"signal":"name", ...}"#)) {
            try output.effects(in: Data((blank + "[1]\n").utf8))
        }
        #expect(throws: ExecFailure.badOutput(line: 1, reason: #"expected a "signal" key naming the signal"#)) {
            try output.effects(in: Data(#"{"signal":1,"reps":1}"#.utf8))
        }
        #expect(throws: ExecFailure.undeclaredEffect("other", line: 2, declared: ["probe"])) {
            try output.effects(in: Data("{\"signal\":\"probe\",\"reps\":1}\n{\"signal\":\"other\"}".utf8))
        }
        #expect(throws: ExecFailure.badOutput(line: 1, reason: "'probe': missing field 'reps'")) {
            try output.effects(in: Data(#"{"signal":"probe"}"#.utf8))
        }
    }

    @Test("Blank lines are skipped and each other line is one effect, in order")
    func effectsInOrder() throws {
        let effects = try output.effects(in: Data("{\"signal\":\"probe\",\"reps\":1}\n\n\r\n{\"signal\":\"probe\",\"reps\":2}\n".utf8))
        #expect(effects.compactMap { ($0 as? Probe)?.reps } == [1, 2])
    }
}

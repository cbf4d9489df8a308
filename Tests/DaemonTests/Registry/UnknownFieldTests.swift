@testable import Configuration
import ControlProtocol
import Foundation
import Plugins
import SignalStore
import Testing
@testable import Daemon

@Suite("Unknown fields")
struct UnknownFieldTests {
    private let directory = SignalDirectory([LogSet.self, Ping.self])

    @Test("A misspelt field is refused naming it, the nearest declared field and all of them")
    func misspeltFieldRefused() throws {
        let fields: [String: JSONValue] = ["exercise": .string("Squat"), "weigth": .integer(100), "reps": .integer(5)]
        let error = try #require(throws: UnknownFieldError.self) { try directory.decode("log-set", fields: fields) }
        #expect(error.description == "log-set has no field 'weigth' (did you mean 'weight'?); its fields are exercise, "
            + "weight, reps, units, kind, rpe, seconds, distance, notes, workout, at")
    }

    @Test("A field nothing resembles is refused without a guess; a fieldless signal says it takes none")
    func unrelatedFieldRefused() throws {
        let bogus = try #require(throws: UnknownFieldError.self) {
            try directory.decode("log-set", fields: ["exercise": .string("Squat"), "bogus": .integer(1)])
        }
        #expect(bogus.description.hasPrefix("log-set has no field 'bogus'; its fields are exercise, "))
        let ping = try #require(throws: UnknownFieldError.self) { try directory.decode("ping", fields: ["x": .integer(1)]) }
        #expect(ping.description == "ping has no field 'x'; it takes no fields")
    }

    @Test("Declared fields alone still decode")
    func declaredFieldsDecode() throws {
        let signal = try directory.decode("log-set", fields: ["exercise": .string("Squat"), "weight": .integer(100)])
        #expect(signal as? LogSet == LogSet(exercise: "Squat", weight: 100))
    }

    @Test("The socket answers an unknown field with invalid-field")
    func requestAnswersInvalidField() throws {
        let settings = RequestSettings(signals: directory, access: AccessPolicy(rules: AccessRules(), daemonUserID: 0))
        let request = Request(signal: "log-set", fields: ["exercise": .string("Squat"), "weigth": .integer(100)], id: .integer(3))
        let error = try #require(throws: RequestError.self) { try settings.decode(request) }
        #expect(error.code == .invalidField)
        #expect(error.message.hasPrefix("log-set has no field 'weigth' (did you mean 'weight'?)"))
    }

    @Test("A schedule payload with an unknown field is refused at its key's line and column")
    func schedulePayloadRefused() throws {
        let text = "signal: log-set\npayload:\n  exercise: Squat\n  weigth: 100\n"
        let node = try YAMLReader.read(text, file: "liftd.yaml")
        let payload = try #require(node["payload"])
        let problem = try #require(throws: ConfigurationProblem.self) { try directory.decode("log-set", payload: payload) }
        #expect(problem.location.line == 4)
        #expect(problem.location.column == 3)
        #expect(problem.message.contains("log-set has no field 'weigth' (did you mean 'weight'?)"))
    }

    @Test("A scheduler-only field is not listed and cannot be given by a request or a schedule's payload")
    func schedulerFieldRefused() throws {
        let directory = SignalDirectory([WeeklyReportDue.self])
        #expect(SignalSchema.fields(of: WeeklyReportDue.self).map(\.name) == ["week", "directory"])
        let firing: JSONValue = .object(["schedule": .string("weekly"), "scheduledTime": .integer(0),
                                         "missedCount": .integer(0), "isManual": .bool(false)])
        let error = try #require(throws: UnknownFieldError.self) {
            try directory.decode("weekly-report-due", fields: ["scheduleFiring": firing])
        }
        #expect(error.description == "weekly-report-due has no field 'scheduleFiring'; its fields are week, directory")
        let node = try YAMLReader.read("signal: weekly-report-due\npayload:\n  scheduleFiring: {}\n", file: "liftd.yaml")
        let payload = try #require(node["payload"])
        let problem = try #require(throws: ConfigurationProblem.self) {
            try directory.decode("weekly-report-due", payload: payload)
        }
        #expect(problem.location.line == 3)
        #expect(problem.message.contains("has no field 'scheduleFiring'"))
    }

    @Test("A name with a control character is shown escaped in the error, so it cannot pass for another name")
    func controlCharactersEscaped() throws {
        let signal = try #require(throws: SignalDecodingError.self) { try directory.decode("ping\u{85}", fields: [:]) }
        #expect(signal.description == "unknown signal 'ping\\u{85}' (did you mean 'ping'?)")
        let field = try #require(throws: UnknownFieldError.self) { try directory.decode("ping", fields: ["x\u{0}y": .integer(1)]) }
        #expect(field.description == "ping has no field 'x\\u{0}y'; it takes no fields")
    }
}

import Configuration
import ControlProtocol
import Foundation
import Plugins
import Testing
@testable import Daemon

/// The field error `fields` give when decoded as a `log-set`.
private func fieldError(_ fields: [String: JSONValue]) -> FieldError? {
    do {
        _ = try SignalDirectory([LogSet.self]).decode("log-set", fields: fields)
        return nil
    } catch let error as DecodingError {
        return FieldError(error, signal: "log-set", fields: fields)
    } catch {
        return nil
    }
}

@Test("A value of the wrong type is quoted in the error, so text `inf` or `nan` reads as refused, not as missing")
func wrongTypeQuoted() {
    for text in ["inf", "nan", "1e309"] {
        let error = fieldError(["exercise": .string("Squat (Barbell)"), "weight": .string(text), "reps": .integer(5)])
        #expect(error?.code == .invalidField)
        #expect(error?.message == "log-set: field 'weight' must be a finite number; got \"\(text)\"")
    }
}

@Test("A list or an object where another kind belongs is named in plain words, not by a Swift type")
func containerKindsInPlainWords() {
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
    func message(for type: Any.Type, field: String) -> String {
        let context = DecodingError.Context(codingPath: [Key(stringValue: field)], debugDescription: "")
        return FieldError(.typeMismatch(type, context), signal: "report-ready", fields: [field: .string("a.json")]).message
    }
    #expect(message(for: [String].self, field: "paths") == "report-ready: field 'paths' must be a list; got \"a.json\"")
    #expect(message(for: [String: String].self, field: "week") == "report-ready: field 'week' must be an object; got \"a.json\"")
}

@Test("A fraction where a whole number belongs names the field and the whole numbers it allows")
func fractionWhereWholeNumberBelongs() throws {
    let settings = RequestSettings(
        signals: SignalDirectory([LogSet.self, ListWorkouts.self]), access: AccessPolicy(rules: AccessRules(), daemonUserID: 0))
    func message(_ line: String) -> String? {
        do {
            _ = try settings.decode(try RequestLine(line).parse())
            Issue.record("expected \(line) to be refused")
            return nil
        } catch {
            #expect(error.code == .invalidField, "\(error)")
            return error.message
        }
    }
    #expect(message(#"{"signal":"log-set","exercise":"Squat (Barbell)","weight":100,"reps":5.5}"#)
        == "log-set: field 'reps' must be a whole number 0–1000; got 5.5")
    #expect(message("log-set exercise=Squat reps=1e30")
        == "log-set: field 'reps' must be a whole number 0–1000; got 1e+30")
    #expect(message(#"{"signal":"workouts","limit":2.5}"#) == "workouts: field 'limit' must be a whole number; got 2.5")
}

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

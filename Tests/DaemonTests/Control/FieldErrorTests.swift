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

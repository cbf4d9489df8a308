import ControlProtocol
import Foundation
import Testing
@testable import ControlClient

/// The JSON value in `json`, as an answer's result would carry it.
private func result(_ json: String) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
}

@Suite("Weights for people")
struct ShownWeightsTests {
    @Test("a table shows volumes in the answer's unit to 0.1, headed VOLUME (LB), without the kilogram column")
    func volumeTable() throws {
        let answer = try result(#"""
            {"exercises":[{"name":"Squat","volumeKilograms":982.48,"volume":2166.01,"unit":"lb","sets":3},
                          {"name":"Bench","volumeKilograms":0,"volume":0,"unit":"lb","sets":1}]}
            """#)
        #expect(ReadableText.render(ShownWeights.forPeople(answer)) == """
            exercises:
              NAME   SETS  VOLUME (LB)
              Squat  3     2166.0
              Bench  1     0.0

            """)
    }

    @Test("a row shows a weight as `weight (kg):` to 0.1; none stays -; an answer without a unit is left as it came")
    func weightRows() throws {
        let set = try result(#"{"weightKilograms":92.449,"weight":92.449,"unit":"kg","reps":5}"#)
        #expect(ReadableText.render(ShownWeights.forPeople(set)) == "reps:        5\nweight (kg): 92.4\n")
        let none = try result(#"{"estimatedMaxKilograms":null,"estimatedMax":null,"unit":"lb"}"#)
        #expect(ReadableText.render(ShownWeights.forPeople(none)) == "estimatedMax (lb): -\n")
        let plain = try result(#"{"weightKilograms":92.449,"reps":5}"#)
        #expect(ShownWeights.forPeople(plain) == plain)
    }
}

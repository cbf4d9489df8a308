import ControlProtocol
import Foundation
import Testing
@testable import ControlClient

/// The JSON value in `json`, as an answer's result would carry it.
private func result(_ json: String) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
}

/// `value` as liftctl shows it to people: weights in their unit, then top sets and ranges written out.
private func shown(_ value: JSONValue) -> String {
    ReadableText.render(WrittenValues.forPeople(ShownWeights.forPeople(value)))
}

@Suite("Top sets and ranges as people write them")
struct WrittenValuesTests {
    @Test("a trend's weeks: the week first, figures after, the top set as weight × reps under TOPSET (LB)")
    func trendTable() throws {
        let answer = try result(#"""
            {"weeks":[{"week":"2025-W37","sets":1,"reps":5,"volumeKilograms":450,"volume":992.08,"unit":"lb",
                       "estimatedMaxKilograms":105,"estimatedMax":231.49,
                       "topSet":{"weightKilograms":90,"weight":198.42,"unit":"lb","reps":5}},
                      {"week":"2025-W38","sets":null,"reps":null,"volumeKilograms":null,"volume":null,"unit":"lb",
                       "estimatedMaxKilograms":null,"estimatedMax":null,"topSet":null}]}
            """#)
        #expect(shown(answer) == """
            weeks:
              WEEK      SETS  REPS  TOPSET (LB)  ESTIMATEDMAX (LB)  VOLUME (LB)
              2025-W37  1     5     198.4 × 5    231.5              992.1
              2025-W38  -     -     -            -                  -

            """)
    }

    @Test("a top set without a unit is shown in kilograms, labelled so")
    func topSetInKilograms() throws {
        let answer = try result(#"{"topSet":{"weightKilograms":70,"reps":10}}"#)
        #expect(shown(answer) == "topSet (kg): 70.0 × 10\n")
    }

    @Test("a target range reads minimum–maximum, whole numbers without a fraction")
    func targetRange() throws {
        let answer = try result(#"""
            {"targets":[{"muscleGroup":"chest","sets":8,"target":{"minimum":10,"maximum":20},"standing":"below"},
                        {"muscleGroup":"calves","sets":7.5,"target":{"minimum":6,"maximum":12.5},"standing":"within"}]}
            """#)
        #expect(shown(answer) == """
            targets:
              MUSCLEGROUP  SETS  TARGET  STANDING
              chest        8     10–20   below
              calves       7.5   6–12.5  within

            """)
    }

    @Test("other objects are left as they came: more members, or reps beside something that is not a weight")
    func otherObjectsStay() throws {
        let answer = try result(#"{"a":{"reps":5,"note":"x"},"b":{"minimum":1,"maximum":"many"},"c":{"reps":5.5,"weightKilograms":1}}"#)
        #expect(WrittenValues.forPeople(answer) == answer)
    }
}

@Suite("Table columns by meaning")
struct ColumnOrderTests {
    @Test("a workouts table: the name, its times, its set count, the id last")
    func workouts() {
        #expect(ColumnOrder.ordered(["id", "name", "end", "setCount", "start"]) == ["name", "start", "end", "setCount", "id"])
    }

    @Test("records: the exercise and kind first, the figures, then the date, set and workout ids last")
    func records() {
        #expect(ColumnOrder.ordered(["set", "workout", "date", "value", "previous", "kind", "exercise", "weight (lb)"])
            == ["exercise", "kind", "date", "weight (lb)", "value", "previous", "set", "workout"])
    }

    @Test("a key ranks by its meaning whatever its unit: volume (lb) and volumeKilograms are volume; unknown keys go between figures and ids, by name")
    func meanings() {
        #expect(ColumnOrder.meaning(of: "volume (lb)") == "volume")
        #expect(ColumnOrder.meaning(of: "volumeKilograms") == "volume")
        #expect(ColumnOrder.meaning(of: "kilograms") == "weight")
        #expect(ColumnOrder.ordered(["id", "zeta", "alpha", "volumeKilograms", "name"]) == ["name", "volumeKilograms", "alpha", "zeta", "id"])
    }
}

import ControlProtocol
import Testing
import Workouts
@testable import Daemon

@Suite("Weights in the unit shown, beside the kilograms")
struct UnitFieldsTests {
    @Test("each object with kilogram fields gains their values in the unit and its name, at any depth; kilograms stay")
    func addsUnitFields() {
        let reply: JSONValue = [
            "set": ["weightKilograms": .number(100), "reps": .integer(5)],
            "exercises": [["volumeKilograms": .integer(1_000), "estimatedMaxKilograms": .null]],
            "entries": [["kilograms": .number(80)]],
            "name": "Legs",
        ]
        let pounds = 100 / WeightUnit.kilogramsPerPound
        #expect(UnitFields.adding(.pounds, to: reply) == [
            "set": ["weightKilograms": .number(100), "weight": .number(pounds), "unit": "lb", "reps": .integer(5)],
            "exercises": [["volumeKilograms": .integer(1_000), "volume": .number(pounds * 10),
                           "estimatedMaxKilograms": .null, "estimatedMax": .null, "unit": "lb"]],
            "entries": [["kilograms": .number(80), "weight": .number(80 / WeightUnit.kilogramsPerPound), "unit": "lb"]],
            "name": "Legs",
        ])
    }

    @Test("an object that has a unit or the member to add already keeps them; an answer without kilograms is not parsed")
    func leavesExistingMembers() {
        let own: JSONValue = ["weightKilograms": .number(100), "unit": "stone"]
        #expect(UnitFields.adding(.pounds, to: own) == own)
        let taken: JSONValue = ["volumeKilograms": .number(100), "volume": "high"]
        #expect(UnitFields.adding(.pounds, to: taken) == taken)
        #expect(!UnitFields.mayApply(to: #"{"reps":5,"kilogramsNote":"x"}"#))
        #expect(UnitFields.mayApply(to: #"{"weightKilograms":5}"#) && UnitFields.mayApply(to: #"{"kilograms":5}"#))
    }
}

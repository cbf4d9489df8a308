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
        // 100 kg is 220.462… lb, 1,000 kg 2,204.62… lb and 80 kg 176.370… lb: each to 0.1, once.
        #expect(UnitFields.adding(.pounds, to: reply) == [
            "set": ["weightKilograms": .number(100), "weight": .number(220.5), "unit": "lb", "reps": .integer(5)],
            "exercises": [["volumeKilograms": .integer(1_000), "volume": .number(2_204.6),
                           "estimatedMaxKilograms": .null, "estimatedMax": .null, "unit": "lb"]],
            "entries": [["kilograms": .number(80), "weight": .number(176.4), "unit": "lb"]],
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

    /// A reply with one weight, as a use case answers.
    private struct Weighed: Encodable, Sendable {
        var weightKilograms: Double
    }

    @Test("the unit's value is rounded once, from the exact kilograms, to 0.1: 92.449 kg is 92.4, not 92.45 then 92.5")
    func roundedOnceFromTheExactValue() throws {
        let kilograms = try RequestHandler.response(toReply: Weighed(weightKilograms: 92.449), id: nil, units: .kilograms)
        #expect(kilograms.contains(#""unit":"kg","weight":92.4,"weightKilograms":92.45"#), "\(kilograms)")
        // 41.934 kg is 92.449… lb.
        let pounds = try RequestHandler.response(
            toReply: Weighed(weightKilograms: 92.449 * WeightUnit.kilogramsPerPound), id: nil, units: .pounds)
        #expect(pounds.contains(#""unit":"lb","weight":92.4,"#), "\(pounds)")
        #expect(ShownNumber.inUnit(92.4) == "92.4")
    }
}

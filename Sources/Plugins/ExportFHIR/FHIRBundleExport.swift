import Foundation
import JSONValues
import Workouts

/// Workouts as a FHIR R4 `Bundle` of type `collection`: one panel `Observation` per workout
/// in the style of the HL7 Physical Activity guide (exercise activity 73985-4 valued
/// "Weights" LA11839-0, duration 55411-3, the effective period), with sets, reps and volume
/// — in total and per exercise — as components under liftd's own code system.
public struct FHIRBundleExport: SingleFileExportFormat {
    public static let pluginName = "export-fhir"
    public static let formatName = "fhir"
    public static let fileName = "fhir-bundle.json"
    /// liftd's code system for the components LOINC has no code for.
    public static let codeSystem = "https://liftd.invalid/fhir/CodeSystem/strength-training"

    /// The format.
    public init() {}

    public func render(_ workouts: [Workout], batch: String, dates: ZonedDateText) throws -> Data {
        let entries: [JSONValue] = workouts.map { workout in
            let identifier = workout.id ?? 0
            return ["fullUrl": .string(Self.uuid(identifier)), "resource": observation(workout, dates: dates)]
        }
        let bundle: JSONValue = [
            "resourceType": "Bundle", "id": .string("liftd-\(batch)"), "type": "collection",
            "entry": .array(entries),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(bundle) + Data("\n".utf8)
    }

    private func observation(_ workout: Workout, dates: ZonedDateText) -> JSONValue {
        let totals = WorkoutTotals(workout)
        var period: [String: JSONValue] = ["start": .string(dates.iso8601(workout.start))]
        var components: [JSONValue] = []
        if let end = workout.end {
            period["end"] = .string(dates.iso8601(end))
            let minutes = (end.timeIntervalSince(workout.start) / 60 * 1000).rounded() / 1000
            components.append(Self.component(code: Self.loinc("55411-3", "Exercise duration"),
                                             value: Self.quantity(minutes, unit: "min")))
        }
        components.append(Self.component(code: Self.local("sets", "Working sets"), value: ["valueInteger": .integer(totals.sets)]))
        components.append(Self.component(code: Self.local("reps", "Repetitions"), value: ["valueInteger": .integer(totals.reps)]))
        components.append(Self.component(code: Self.local("volume", "Volume load"),
                                         value: Self.quantity(totals.volumeKilograms, unit: "kg")))
        let exercises = Dictionary(grouping: workout.sets.filter(\.kind.isWorking), by: \.exercise)
        for name in exercises.keys.sorted() {
            let sets = exercises[name] ?? []
            let volume = sets.reduce(0) { $0 + $1.volumeKilograms }
            components.append(Self.component(code: Self.local("exercise-sets", "Working sets of an exercise", text: name),
                                             value: ["valueInteger": .integer(sets.count)]))
            components.append(Self.component(code: Self.local("exercise-volume", "Volume load of an exercise", text: name),
                                             value: Self.quantity(volume, unit: "kg")))
        }
        return [
            "resourceType": "Observation", "id": .string("liftd-workout-\(workout.id ?? 0)"), "status": "final",
            "identifier": [["system": "urn:liftd:workout", "value": .string(String(workout.id ?? 0))]],
            "category": [["coding": [["system": "http://terminology.hl7.org/CodeSystem/observation-category",
                                      "code": "activity", "display": "Activity"]]]],
            "code": ["coding": [Self.coding("http://loinc.org", "73985-4", "Exercise activity")],
                     "text": .string(workout.name)],
            "effectivePeriod": .object(period),
            "valueCodeableConcept": ["coding": [Self.coding("http://loinc.org", "LA11839-0", "Weights")]],
            "component": .array(components),
        ]
    }

    private static func coding(_ system: String, _ code: String, _ display: String) -> JSONValue {
        ["system": .string(system), "code": .string(code), "display": .string(display)]
    }

    private static func loinc(_ code: String, _ display: String) -> JSONValue {
        ["coding": [coding("http://loinc.org", code, display)]]
    }

    private static func local(_ code: String, _ display: String, text: String? = nil) -> JSONValue {
        var concept: [String: JSONValue] = ["coding": [coding(codeSystem, code, display)]]
        if let text { concept["text"] = .string(text) }
        return .object(concept)
    }

    private static func quantity(_ value: Double, unit: String) -> [String: JSONValue] {
        ["valueQuantity": ["value": .number((value * 1000).rounded() / 1000), "unit": .string(unit),
                           "system": "http://unitsofmeasure.org", "code": .string(unit)]]
    }

    private static func component(code: JSONValue, value: [String: JSONValue]) -> JSONValue {
        .object(value.merging(["code": code]) { first, _ in first })
    }

    /// A stable `urn:uuid:` for workout `identifier` (the same workout, the same URN).
    private static func uuid(_ identifier: WorkoutID) -> String {
        let hex = String(UInt64(bitPattern: identifier), radix: 16)
        return "urn:uuid:6c696674-6400-4000-8000-" + String(repeating: "0", count: max(0, 12 - hex.count)) + hex
    }
}

extension PluginDescriptor {
    /// `export-fhir`.
    static let exportFHIR = exportWriter(
        FHIRBundleExport(), summary: "on health-export-due: write workouts as a FHIR R4 Bundle of Observations")
}

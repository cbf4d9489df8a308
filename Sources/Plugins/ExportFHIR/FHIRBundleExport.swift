import FoundationEssentials
import JSONValues
import Workouts

/// Workouts as FHIR R4 `Bundle`s of type `collection`: one panel `Observation` per workout
/// in the style of the HL7 Physical Activity guide (exercise activity 73985-4 valued
/// "Weights" LA11839-0, duration 55411-3, the effective period), with sets, reps and volume
/// — in total and per exercise — as components under liftd's own code system. A bundle
/// holds at most `entriesPerBundle` workouts: `fhir-bundle.json` the first of them,
/// `fhir-bundle-0002.json` (bundle id `liftd-<batch>-0002`) the next, and so on. Each is
/// written an entry at a time, as the whole bundle would be encoded, by `JSONOutput` (numbers
/// to 0.01: durations in minutes, volumes in kg).
public struct FHIRBundleExport: SingleFileExportFormat {
    public static let pluginName = "export-fhir"
    public static let formatName = "fhir"
    public static let fileName = "fhir-bundle.json"
    /// liftd's code system for the components LOINC has no code for.
    public static let codeSystem = "https://liftd.invalid/fhir/CodeSystem/strength-training"
    /// How many workouts one bundle holds by default: about 4 MB of JSON, which FHIR
    /// servers and tools take in one piece.
    public static let defaultEntriesPerBundle = 1_000

    /// How many workouts one bundle file holds.
    public let entriesPerBundle: Int

    /// The format, with bundles of at most `entriesPerBundle` workouts (at least 1).
    public init(entriesPerBundle: Int = Self.defaultEntriesPerBundle) {
        self.entriesPerBundle = max(1, entriesPerBundle)
    }

    /// The name of bundle `part` (from 1) of a batch: `fhir-bundle.json`, `fhir-bundle-0002.json`, …
    public static func fileName(part: Int) -> String {
        part == 1 ? fileName : "fhir-bundle-\(padded(part)).json"
    }

    public func write(_ batch: ExportBatch, dates: ZonedDateText, to files: ExportFiles) throws {
        var current: (file: any ReportFile, part: Int, entries: Int)?
        var parts = 0
        try batch.forEachWorkout { workout in
            if let full = current, full.entries == entriesPerBundle {
                try Self.close(full.file, part: full.part, batch: batch.name, files: files)
                current = nil
            }
            let entry: JSONValue = [
                "fullUrl": .string(Self.uuid(workout.id ?? 0)), "resource": observation(workout, dates: dates),
            ]
            let encoded = Self.indented(Data(try JSONOutput.encoded(entry).renderedDocument.utf8))
            if current == nil {
                parts += 1
                let file = try files.create(Self.fileName(part: parts))
                try file.write("{\n  \"entry\" : [\n")
                current = (file, parts, 0)
            } else {
                try current?.file.write(",\n")
            }
            try current?.file.write(encoded)
            current?.entries += 1
        }
        if let last = current { try Self.close(last.file, part: last.part, batch: batch.name, files: files) }
    }

    /// Ends bundle `part` of `batch` in `file` after its last entry, and commits it.
    private static func close(_ file: any ReportFile, part: Int, batch: String, files: ExportFiles) throws {
        let identifier = "liftd-" + batch + (part == 1 ? "" : "-" + padded(part))
        try file.write("\n  ],\n  \"id\" : \"\(identifier)\",\n  \"resourceType\" : \"Bundle\",\n  \"type\" : \"collection\"\n}\n")
        try files.commit(file)
    }

    /// `json`, an entry encoded alone, indented as an element of the bundle's `entry`.
    private static func indented(_ json: Data) -> [UInt8] {
        let indent = Array("    ".utf8)
        var indented = indent
        indented.reserveCapacity(json.count + json.count / 4)
        json.withUnsafeBytes { bytes in
            for byte in bytes {
                indented.append(byte)
                if byte == UInt8(ascii: "\n") { indented += indent }
            }
        }
        return indented
    }

    /// `part` zero-padded to four digits.
    private static func padded(_ part: Int) -> String {
        let text = String(part)
        return String(repeating: "0", count: max(0, 4 - text.count)) + text
    }

    private func observation(_ workout: Workout, dates: ZonedDateText) -> JSONValue {
        let totals = WorkoutTotals(workout)
        var period: [String: JSONValue] = ["start": .string(dates.iso8601(workout.start))]
        var components: [JSONValue] = []
        if let end = workout.end {
            period["end"] = .string(dates.iso8601(end))
            let minutes = end.timeIntervalSince(workout.start) / 60
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
        ["valueQuantity": ["value": .number(value), "unit": .string(unit),
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

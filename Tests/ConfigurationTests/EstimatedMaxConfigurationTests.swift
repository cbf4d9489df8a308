import Testing
import Workouts
@testable import Configuration

/// The single problem reading `text` reports, or `nil` when it loads.
private func problem(_ text: String) -> ConfigurationProblem? {
    do {
        _ = try ConfigurationLoader.read(text, source: "liftd.yaml", environment: [:])
        return nil
    } catch {
        return error.problems.count == 1 ? error.problems.first : nil
    }
}

@Suite("estimated-max")
struct EstimatedMaxConfigurationTests {
    @Test("Without estimated-max, Epley's formula with a cap of 10 reps")
    func defaults() throws {
        #expect(try ConfigurationLoader.read("", source: "liftd.yaml", environment: [:]).estimatedMax == .standard)
        #expect(OneRepMaxEstimate.standard == OneRepMaxEstimate(formula: .epley, repCap: 10))
    }

    @Test("A formula and a cap are read; either may be left out", arguments: [
        ("estimated-max: {formula: brzycki, rep-cap: 36}", OneRepMaxEstimate(formula: .brzycki, repCap: 36)),
        ("estimated-max: {formula: lombardi}", OneRepMaxEstimate(formula: .lombardi, repCap: 10)),
        ("estimated-max:\n  rep-cap: 1", OneRepMaxEstimate(formula: .epley, repCap: 1)),
    ])
    func readsFormulaAndCap(text: String, expected: OneRepMaxEstimate) throws {
        #expect(try ConfigurationLoader.read(text, source: "liftd.yaml", environment: [:]).estimatedMax == expected)
    }

    @Test("An unknown formula is refused at its file:line:col with the nearest name")
    func unknownFormula() throws {
        let found = try #require(problem("units: kg\nestimated-max:\n  formula: brzicki\n"))
        #expect(found.location.file == "liftd.yaml")
        #expect(found.location.line == 3 && found.location.column == 12)
        #expect(found.message.contains("brzicki") && found.message.contains("brzycki"))
    }

    @Test("A rep cap outside 1...36 is refused at the value: Brzycki's formula must stay below 37 reps",
          arguments: ["0", "37", "100", "-3", "ten", "10.5"])
    func capOutOfRange(cap: String) throws {
        let found = try #require(problem("estimated-max: {formula: brzycki, rep-cap: \(cap)}"))
        #expect(found.location.line == 1)
        #expect(found.message.contains("rep-cap") && found.message.contains("1 to 36"))
    }

    @Test("An unknown key under estimated-max is refused, naming the keys it takes")
    func unknownKey() throws {
        let found = try #require(problem("estimated-max:\n  formla: epley\n"))
        #expect(found.location.line == 2 && found.location.column == 3)
        #expect(found.message.contains("formula"))
    }

    @Test("Changing estimated-max needs a restart: the records are rated when the database opens")
    func restartOnly() throws {
        let running = try ConfigurationLoader.read("", source: "a.yaml", environment: [:])
        let changed = try ConfigurationLoader.read("estimated-max: {rep-cap: 5}", source: "a.yaml", environment: [:])
        #expect(changed.restartOnlyChanges(comparedTo: running) == ["estimated-max"])
    }
}

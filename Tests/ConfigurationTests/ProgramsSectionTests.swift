import Foundation
import TestSupport
import Testing
import Workouts
@testable import Configuration

/// Every problem reading `text` (as `liftd.yaml`) reports, one `line:col: message` each.
private func problems(_ text: String, source: String = "liftd.yaml") -> [String] {
    do {
        _ = try ConfigurationLoader.read(text, source: source, environment: [:])
        return []
    } catch {
        return error.problems.map { "\($0.location.file):\($0.location.line):\($0.location.column): \($0.message)" }
    }
}

private let stronglifts = """
    programs:
      sl:
        template: stronglifts-5x5
        starting-weight: {Squat (Barbell): 60, Bench Press (Barbell): 40, Bent Over Row (Barbell): 40,
                          Overhead Press (Barbell): 30, Deadlift (Barbell): 80}
    """

@Suite("programs: in the config")
struct ProgramsSectionTests {
    @Test func theBuiltInTemplatesAreTheShippedFiles() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("config/programs")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }
        #expect(Set(files.map { String($0.dropLast(5)) }) == Set(BuiltInTemplates.texts.keys))
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            #expect(BuiltInTemplates.texts[String(file.dropLast(5))].map { $0 + "\n" } == text,
                    "\(file) differs from its built-in copy: run scripts/sync-default-config")
        }
    }

    @Test func aTemplateIsReadInBothUnitsWithItsStartingWeights() throws {
        let configuration = try ConfigurationLoader.read(stronglifts, source: "liftd.yaml", environment: [:])
        let program = try #require(configuration.programs.first)
        #expect(program.name == "sl" && program.origin == "template stronglifts-5x5" && program.starts == nil)
        #expect(program.inKilograms.days.map(\.name) == ["A", "B"])
        #expect(program.inKilograms.lifts.first?.incrementKilograms == 2.5)
        #expect(abs((program.inPounds.lifts.first?.incrementKilograms ?? 0) - 2.26796) < 0.0001, "5 lb")
        #expect(program.bases[LiftKey(exercise: "Deadlift (Barbell)")] == 80)
    }

    @Test func startsIsTheDaysFirstInstantInTheConfigsZoneAndWeightsAreInItsUnit() throws {
        let text = stronglifts.replacingOccurrences(of: "    template:", with: "    starts: 2026-01-05\n    template:")
            + "\ntime-zone: Europe/Berlin\nunits: lb\n"
        let program = try #require(try ConfigurationLoader.read(text, source: "liftd.yaml", environment: [:]).programs.first)
        #expect(program.starts == Date(timeIntervalSince1970: 1_767_567_600), "2026-01-05 00:00 in Berlin is 23:00 UTC")
        #expect(abs((program.bases[LiftKey(exercise: "Squat (Barbell)")] ?? 0) - 27.2155) < 0.001, "60 lb")
    }

    @Test func aProgramFileIsReadRelativeToTheConfigAndItsProblemsPointIntoIt() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.path + "/programs", withIntermediateDirectories: true)
        _ = try directory.file("programs/mine.yaml", """
            days:
              - name: A
                lifts:
                  - {exercise: Squat (Barbell), sets: 5x5, increment: {kg: 2.5, lb: 5}, rounding: {kg: 2.5, lb: 5}}
            """)
        let config = try directory.file("liftd.yaml", """
            programs:
              mine:
                file: programs/mine.yaml
                starting-weight: {Squat (Barbell): 100}
            """)
        let program = try #require(try ConfigurationLoader.read(contentsOf: config, environment: [:]).programs.first)
        #expect(program.origin == directory.path + "/programs/mine.yaml")
        #expect(program.inKilograms.days.first?.lifts.first?.sets.count == 5)
        _ = try directory.file("programs/mine.yaml", "days:\n  - name: A\n    lifts:\n      - {exercise: Squat (Barbell), sets: 5y5}\n")
        #expect(throws: ConfigurationError.self) { try ConfigurationLoader.read(contentsOf: config, environment: [:]) }
        do {
            _ = try ConfigurationLoader.read(contentsOf: config, environment: [:])
        } catch {
            #expect(error.problems.contains { $0.location.file.hasSuffix("programs/mine.yaml") && $0.location.line == 4 },
                    "\(error)")
        }
    }

    @Test("Each mistake is reported where it is written", arguments: [
        ("programs:\n  Main!:\n    template: gzclp\n", "liftd.yaml:2:3: 'programs': 'Main!' is not a program name"),
        ("programs:\n  123:\n    template: gzclp\n", "liftd.yaml:2:3: 'programs': '123' is not a program name"),
        ("programs:\n  true:\n    template: gzclp\n", "liftd.yaml:2:3: 'programs': 'true' is not a program name"),
        ("programs:\n  m:\n    template: 5-3-1\n    starts: 2026-02-30\n",
         "liftd.yaml:4:13: 'programs.m.starts': expected a day from 1970 to 9999 as YYYY-MM-DD"),
        ("programs:\n  m:\n    template: 531\n", "liftd.yaml:3:15: 'programs.m.template': no template '531'"),
        ("programs:\n  m:\n    starts: 2026-01-05\n", "liftd.yaml:3:5: 'programs.m': give exactly one of 'file'"),
        ("programs:\n  m:\n    file: nowhere.yaml\n", "liftd.yaml:3:11: 'programs.m.file': cannot read the program file"),
        ("programs:\n  m:\n    template: 5-3-1\n    starts: Monday\n",
         "liftd.yaml:4:13: 'programs.m.starts': expected a day from 1970 to 9999 as YYYY-MM-DD"),
        ("programs:\n  m:\n    template: 5-3-1\n    starting-weight: {Squat (Barbell): 100}\n",
         "liftd.yaml:4:23: 'programs.m.starting-weight': 'Squat (Barbell)' takes a training-max in this program"),
        ("programs:\n  m:\n    template: 5-3-1\n    training-max: {Squat (Barbel): 100}\n",
         "liftd.yaml:4:20: 'programs.m.training-max': the program has no lift 'Squat (Barbel)' (did you mean 'Squat (Barbell)'?)"),
        ("programs:\n  m:\n    template: 5-3-1\n    training-max: {Squat (Barbell): 2000}\n",
         "liftd.yaml:4:37: 'programs.m.training-max.Squat (Barbell)': expected a weight in kg from 0 to 1000"),
        ("programs:\n  m:\n    template: gzclp\n    starting-weight: {Squat (Barbell): {T9: 50}}\n",
         "liftd.yaml:4:41: 'programs.m.starting-weight.Squat (Barbell)': no track 'T9'; its tracks are T1, T2"),
        ("programs:\n  m:\n    template: 5-3-1\n    training-max: {Squat (Barbell): 100}\n",
         "liftd.yaml:3:5: 'programs.m': give each lift its starting value; missing: Overhead Press (Barbell) (training-max)"),
        ("programs:\n  m:\n    template: 5-3-1\n    tm: 100\n", "liftd.yaml:4:5: unknown key 'tm' in 'programs.m'"),
    ])
    func mistakes(text: String, expected: String) {
        let found = problems(text)
        #expect(found.contains { $0.hasPrefix(expected) }, "expected \(expected), got \(found)")
    }
}

import Testing
import Workouts
@testable import Configuration

@Suite("The targets: section")
struct TargetsConfigurationTests {
    @Test("targets: maps muscle groups to ranges of weekly sets")
    func readsTargets() throws {
        let configuration = try ConfigurationLoader.read(
            "targets:\n  chest: 12-18\n  middle back: 8-16\n", source: "t.yaml", environment: [:])
        #expect(configuration.targets == [.chest: SetTarget(minimum: 12, maximum: 18),
                                          .middleBack: SetTarget(minimum: 8, maximum: 16)])
        #expect(try ConfigurationLoader.read("", source: "t.yaml", environment: [:]).targets.isEmpty)
    }

    @Test("Muscle group names are taken in any case, in targets: and in an exercise's muscles")
    func muscleNamesIgnoreCase() throws {
        let configuration = try ConfigurationLoader.read(
            "targets:\n  Chest: 12-18\n  Middle Back: 8-16\nexercises:\n  Landmine Press:\n    primary: [Shoulders]\n"
                + "    secondary: [TRICEPS]\n", source: "t.yaml", environment: [:])
        #expect(configuration.targets == [.chest: SetTarget(minimum: 12, maximum: 18),
                                          .middleBack: SetTarget(minimum: 8, maximum: 16)])
        let press = configuration.exercises.first { $0.exercise == "Landmine Press" }
        #expect(press?.primary == [.shoulders])
        #expect(press?.secondary == [.triceps])
    }

    @Test("A bad range or unknown group is refused at its file:line:col, every one in the same run")
    func refusesBadTargets() {
        let text = "targets:\n  chest: 20-10\n  pecs: 10-20\n  biceps: [6, 12]\n  triceps: lots\n"
        #expect {
            _ = try ConfigurationLoader.read(text, source: "t.yaml", environment: [:])
        } throws: { error in
            let problems = (error as? ConfigurationError)?.problems ?? []
            let places = problems.map { "\($0.location.file):\($0.location.line):\($0.location.column)" }
            return places == ["t.yaml:2:10", "t.yaml:3:3", "t.yaml:4:11", "t.yaml:5:12"]
                && problems[0].message.contains("'targets.chest': expected a range of weekly sets like 10-20")
                && problems[0].message.contains("found '20-10'")
                && problems[1].message.contains("unknown muscle group 'pecs'")
        }
    }
}

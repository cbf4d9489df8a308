import Testing
import Workouts

@Suite("Weekly set targets")
struct VolumeTargetsTests {
    @Test("A range reads from 'low-high' and refuses reversed, negative and non-numeric ones",
          arguments: [("10-20", SetTarget(minimum: 10, maximum: 20)), ("0-4.5", SetTarget(minimum: 0, maximum: 4.5)),
                      (" 8 - 8 ", SetTarget(minimum: 8, maximum: 8))])
    func parses(text: String, expected: SetTarget) {
        #expect(SetTarget(text) == expected)
    }

    @Test("Bad ranges are refused", arguments: ["20-10", "-1-5", "ten-20", "10", "10-20-30", "", "5-2000"])
    func refuses(text: String) {
        #expect(SetTarget(text) == nil)
    }

    @Test("Sets below, at either end of and above the range are marked below, within and above")
    func standings() {
        let target = SetTarget(minimum: 10, maximum: 20)
        #expect([9.5, 10, 20, 20.5].map(target.standing(of:)) == [.below, .within, .within, .above])
    }

    @Test("Every group with a target is marked, one without sets as below; groups without a target are not")
    func marks() {
        let targets = VolumeTargets([.chest: SetTarget(minimum: 10, maximum: 20), .biceps: SetTarget(minimum: 6, maximum: 12)])
        let marks = targets.marks(for: [
            MuscleGroupVolume(muscleGroup: .chest, sets: 22, reps: 100, volumeKilograms: 1),
            MuscleGroupVolume(muscleGroup: .neck, sets: 3, reps: 30, volumeKilograms: 1),
        ])
        #expect(marks.map(\.muscleGroup) == [.biceps, .chest])
        #expect(marks.map(\.standing) == [.below, .above])
        #expect(marks.map(\.sets) == [0, 22])
    }

    @Test("Overrides replace the named groups' ranges and keep the others' defaults")
    func overrides() {
        let targets = VolumeTargets.standard.overriding([.chest: SetTarget(minimum: 12, maximum: 18)])
        #expect(targets.ranges[.chest] == SetTarget(minimum: 12, maximum: 18))
        #expect(targets.ranges[.lats] == VolumeTargets.standard.ranges[.lats])
        #expect(targets.ranges[.neck] == nil)
    }
}

/// The FIT profile's `exercise_category` values (profile 21.218): the movement family a
/// `set` message names. Each category has its own list of exercise names.
public enum FITExerciseCategory: UInt16, Sendable, CaseIterable {
    case benchPress = 0
    case calfRaise = 1
    case cardio = 2
    case carry = 3
    case chop = 4
    case core = 5
    case crunch = 6
    case curl = 7
    case deadlift = 8
    case flye = 9
    case hipRaise = 10
    case hipStability = 11
    case hipSwing = 12
    case hyperextension = 13
    case lateralRaise = 14
    case legCurl = 15
    case legRaise = 16
    case lunge = 17
    case olympicLift = 18
    case plank = 19
    case plyo = 20
    case pullUp = 21
    case pushUp = 22
    case row = 23
    case shoulderPress = 24
    case shoulderStability = 25
    case shrug = 26
    case sitUp = 27
    case squat = 28
    case totalBody = 29
    case tricepsExtension = 30
    case warmUp = 31
    case run = 32
    case bike = 33
    case cardioSensors = 34
    case move = 35
    case pose = 36
    case bandedExercises = 37
    case battleRope = 38
    case elliptical = 39
    case floorClimb = 40
    case indoorBike = 41
    case indoorRow = 42
    case ladder = 43
    case sandbag = 44
    case sled = 45
    case sledgeHammer = 46
    case stairStepper = 47
    case suspension = 49
    case tire = 50
    case runIndoor = 52
    case bikeOutdoor = 53
    case unknown = 65534

    /// The profile's name for the category, e.g. `bench_press`.
    public var profileName: String {
        String(describing: self).reduce(into: "") { name, character in
            if character.isUppercase {
                name += "_" + character.lowercased()
            } else {
                name.append(character)
            }
        }
    }
}

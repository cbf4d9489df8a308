import Foundation
import Testing
import Workouts
import ZoneInfo

@Suite("FIT activity file")
struct FITActivityFileTests {
    private let start = Date(timeIntervalSince1970: 1_758_000_000)

    private var workout: Workout {
        Workout(id: 42, name: "Push", start: start, end: start + 1_800, sets: [
            WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: 102.5, reps: 5),
            WorkoutSet(exercise: "Push Up", weightKilograms: nil, reps: 20),
            WorkoutSet(exercise: "Something New", weightKilograms: 12.34, reps: 8),
        ])
    }

    private func field(_ number: UInt8, of message: FITMessage) -> [UInt8]? {
        message.fields.first { $0.number == number }?.bytes
    }

    private func integer(_ bytes: [UInt8]?) -> UInt64? {
        bytes.map { $0.reversed().reduce(0) { $0 << 8 | UInt64($1) } }
    }

    @Test("The same workout gives the same bytes, whenever it is written")
    func deterministic() throws {
        let file = FITActivityFile(workout, end: start + 1_800, timeZone: .utc)
        let first = try file.encoded()
        #expect(try FITActivityFile(workout, end: start + 1_800, timeZone: .utc).encoded() == first)
        #expect(first.count > 100)
    }

    @Test("file_id is an activity whose time_created is the workout's end and whose serial number is its id")
    func fileIdentity() throws {
        let fileID = try #require(try FITActivityFile(workout, end: start + 1_800, timeZone: .utc).messages().first)
        #expect(fileID.globalNumber == 0)
        #expect(integer(field(0, of: fileID)) == 4)
        #expect(integer(field(3, of: fileID)) == 42)
        #expect(integer(field(4, of: fileID)) == UInt64(1_758_000_000 + 1_800 - 631_065_600))
        #expect(FITActivityFile.serialNumber(for: 1 << 32) == 1)
    }

    @Test("The messages come in the order of an activity: file_id, device_info, timer start, records and sets, timer stop, lap, session, activity")
    func messageOrder() throws {
        let numbers = try FITActivityFile(workout, end: start + 1_800, timeZone: .utc).messages().map(\.globalNumber)
        // Three sets, each followed by a rest: six set messages, each after a record.
        let recordAndSet: [UInt16] = [20, 225]
        let expected: [UInt16] = [0, 23, 21] + Array(repeating: recordAndSet, count: 6).flatMap { $0 } + [20, 21, 19, 18, 34]
        #expect(numbers == expected)
    }

    @Test("Sets carry reps, weight in 1/16 kg, active type and the exercise; rests carry none of them")
    func setMessages() throws {
        let sets = try FITActivityFile(workout, end: start + 1_800, timeZone: .utc).messages().filter { $0.globalNumber == 225 }
        let bench = sets[0], rest = sets[1], pushUp = sets[2], unknown = sets[4]
        #expect(integer(field(3, of: bench)) == 5 && integer(field(4, of: bench)) == 1_640 && integer(field(5, of: bench)) == 1)
        #expect(field(7, of: bench) == [0, 0] && field(8, of: bench) == [1, 0])
        #expect(integer(field(5, of: rest)) == 0 && field(3, of: rest) == [0xFF, 0xFF] && field(7, of: rest) == [0xFF, 0xFF])
        #expect(field(4, of: pushUp) == [0xFF, 0xFF])
        #expect(field(7, of: unknown) == [0xFE, 0xFF] && field(8, of: unknown) == [0xFF, 0xFF])
        #expect(integer(field(10, of: unknown)) == 4)
    }

    @Test("Weights are written in FIT's 1/16 kg, within 1/32 kg of the stored value", arguments: [
        0.0, 12.34, 20.41, 45.359237, 102.5, 999.99,
    ])
    func weightPrecision(kilograms: Double) throws {
        let value = try #require(FITActivityFile.weightValue(kilograms))
        #expect(abs(Double(value) / 16 - kilograms) <= 1.0 / 32)
    }

    @Test("activity.local_timestamp is the end in the writer's zone")
    func localTimestamp() throws {
        let zone = try ZoneDirectory.system.zone(named: "Europe/Berlin")
        let activity = try #require(try FITActivityFile(workout, end: start + 1_800, timeZone: zone).messages().last)
        #expect(activity.globalNumber == 34)
        #expect(integer(field(5, of: activity)) == integer(field(253, of: activity)).map { $0 + 7_200 })
    }

    @Test("A workout before 1998-07-04, which FIT cannot date, is refused with the reason")
    func tooEarly() {
        let old = Workout(id: 1, name: "Old", start: Date(timeIntervalSince1970: 800_000_000), end: Date(timeIntervalSince1970: 800_003_600))
        #expect(throws: FITEncodingError.self) {
            try FITActivityFile(old, end: Date(timeIntervalSince1970: 800_003_600), timeZone: .utc).encoded()
        }
    }
}

import Foundation
import Testing
import Workouts
@testable import WorkoutsSQLite

/// A program's state is derived: after any run of random edits to its sessions (logged,
/// imported out of order, deleted, corrected, skipped), replaying the log gives the state
/// that a fresh database holding only the surviving sessions gives.
@Suite("Program state after random edits equals a replay from scratch")
struct ProgramReplayEditsTests {
    static let squat = "Squat (Barbell)", bench = "Bench Press (Barbell)", row = "Bent Over Row (Barbell)"
    static let start = Date(timeIntervalSince1970: 1_758_000_000)

    /// Days A (squat linear, bench stages) and B (squat linear, row double).
    static let program: Program = {
        func lift(_ exercise: String, _ rule: ProgressionRule, sets: [PrescribedSet]) -> ProgramLift {
            ProgramLift(key: LiftKey(exercise: exercise), sets: sets, rule: rule, incrementKilograms: 2.5,
                        rounding: WeightRounding(step: 2.5))
        }
        let five = Array(repeating: PrescribedSet(reps: 5), count: 3)
        let stages = [Array(repeating: PrescribedSet(reps: 3), count: 5), Array(repeating: PrescribedSet(reps: 2), count: 6)]
        return Program(name: "p", days: [
            ProgramDay(name: "A", lifts: [
                lift(squat, .linear(failuresBeforeDeload: 3, deloadPercent: 90), sets: five),
                lift(bench, .stages(stages, restartPercent: 85), sets: []),
            ]),
            ProgramDay(name: "B", lifts: [
                lift(squat, .linear(failuresBeforeDeload: 3, deloadPercent: 90), sets: five),
                lift(row, .double, sets: Array(repeating: PrescribedSet(reps: 8, repsMax: 12), count: 3)),
            ]),
        ])
    }()
    static let bases = [LiftKey(exercise: squat): 100.0, LiftKey(exercise: bench): 60, LiftKey(exercise: row): 50]

    /// One surviving session as the model keeps it.
    struct Session: Equatable {
        var id: WorkoutID
        var start: Date
        var sets: [WorkoutSet]
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomEditsGiveTheStateOfAReplayFromScratch(seed: UInt64) throws {
        var random = SeededGenerator(state: seed)
        let edited = try TemporaryDatabase().open()
        var sessions: [Session] = []
        var skips: [Date] = []
        var latest = Self.start
        for step in 0..<60 {
            let replay = ProgramReplay.replaying(try edited.events(of: "p", from: nil), of: Self.program, bases: Self.bases)
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5:  // a session near what is prescribed, now or (sometimes) in the past
                let past = Int.random(in: 0..<4, using: &random) == 0 && !sessions.isEmpty
                let date = past ? Self.start + Double(Int.random(in: 0..<Int(latest.timeIntervalSince(Self.start)) + 1,
                                                                   using: &random)) : latest + 86_400
                latest = max(latest, date)
                let sets = replay.nextSession.lifts.flatMap { lift in
                    lift.sets.map { set, kilograms in
                        WorkoutSet(exercise: lift.lift.key.exercise, weightKilograms: kilograms,
                                   reps: max(1, set.topReps + Int.random(in: -2...1, using: &random)))
                    }
                }
                let id = try edited.insert(Workout(name: "S\(step)", start: date, end: date + 3_600, sets: sets))
                try edited.assign(workout: id, to: "p")
                sessions.append(Session(id: id, start: date, sets: sets))
            case 5:
                guard let victim = sessions.indices.randomElement(using: &random) else { continue }
                #expect(try edited.delete(workout: sessions[victim].id))
                sessions.remove(at: victim)
            case 6, 7:  // a set corrected, or deleted
                guard let index = sessions.indices.randomElement(using: &random),
                      let stored = try edited.storedSets(ofWorkout: sessions[index].id), let set = stored.randomElement(using: &random)
                else { continue }
                if Int.random(in: 0..<2, using: &random) == 0 {
                    let reps = Int.random(in: 1...12, using: &random)
                    _ = try edited.updateSet(id: set.id, with: SetChange(reps: reps))
                } else {
                    _ = try edited.deleteSet(id: set.id)
                }
                sessions[index].sets = try edited.storedSets(ofWorkout: sessions[index].id)?.map(\.set) ?? []
            case 8:
                latest += 60
                try edited.record(.skipped(at: latest), for: "p")
                skips.append(latest)
            default:  // a workout of no program changes nothing
                latest += 60
                _ = try edited.insert(Workout(name: "Free \(step)", start: latest, end: latest + 60,
                                             sets: [WorkoutSet(exercise: Self.squat, weightKilograms: 200, reps: 1)]))
            }
        }
        let fresh = try TemporaryDatabase().open()
        for session in sessions.sorted(by: { $0.start < $1.start }) {
            let id = try fresh.insert(Workout(name: "S", start: session.start, end: session.start + 3_600, sets: session.sets))
            try fresh.assign(workout: id, to: "p")
        }
        for skip in skips { try fresh.record(.skipped(at: skip), for: "p") }
        let afterEdits = ProgramReplay.replaying(try edited.events(of: "p", from: nil), of: Self.program, bases: Self.bases)
        let fromScratch = ProgramReplay.replaying(try fresh.events(of: "p", from: nil), of: Self.program, bases: Self.bases)
        #expect(afterEdits.position == sessions.count + skips.count)
        #expect(afterEdits.position == fromScratch.position)
        #expect(afterEdits.progress == fromScratch.progress)
        #expect(afterEdits.history == fromScratch.history)
    }
}

import Foundation
import Testing
import Workouts

@Suite("Set timeline")
struct SetTimelineTests {
    private let start = Date(timeIntervalSince1970: 1_758_000_000)

    private func set(_ reps: Int, at offset: TimeInterval? = nil, duration: Double? = nil) -> WorkoutSet {
        WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: reps, durationSeconds: duration,
                   performedAt: offset.map { start + $0 })
    }

    private func lengths(_ timeline: SetTimeline) -> [String] {
        timeline.segments.map { ($0.setIndex.map { "set\($0)" } ?? "rest") + ":\($0.duration)" }
    }

    private func expectContiguous(_ timeline: SetTimeline) {
        var cursor: Int64 = 0
        for segment in timeline.segments {
            #expect(segment.start == cursor && segment.duration >= 0)
            cursor = segment.end
        }
        #expect(cursor == timeline.total)
    }

    @Test("Sets without times follow one another from the start, 4 s a rep, each followed by an equal share of the rest")
    func importedSetsAreSpread() {
        let workout = Workout(name: "W", start: start, sets: [set(5), set(5), set(10)])
        let timeline = SetTimeline(workout, end: start + 600)
        #expect(timeline.total == 600_000)
        // Active 20 s + 20 s + 40 s = 80 s; 520 s of rest in three shares, the last taking the remainder.
        #expect(lengths(timeline) == ["set0:20000", "rest:173333", "set1:20000", "rest:173333", "set2:40000", "rest:173334"])
        expectContiguous(timeline)
    }

    @Test("A recorded duration is a set's active time, and a set without reps is 60 s")
    func recordedDurations() {
        let timed = WorkoutSet(exercise: "Plank", weightKilograms: nil, reps: 0, durationSeconds: 45.5)
        let distance = WorkoutSet(exercise: "Running", weightKilograms: nil, reps: 0, distanceMeters: 1_000)
        let timeline = SetTimeline(Workout(name: "W", start: start, sets: [timed, distance]), end: start + 200)
        #expect(lengths(timeline) == ["set0:45500", "rest:47250", "set1:60000", "rest:47250"])
        expectContiguous(timeline)
    }

    @Test("Active times longer than the workout are shortened in proportion to fill it, with no rests")
    func overfullWorkoutIsScaled() {
        let workout = Workout(name: "W", start: start, sets: [set(10), set(20)])
        let timeline = SetTimeline(workout, end: start + 60.001)
        #expect(lengths(timeline) == ["set0:20000", "set1:40001"])
        expectContiguous(timeline)
    }

    @Test("Sets logged live end when they were logged and start their active time before; rests fill the gaps")
    func liveSetsEndWhenLogged() {
        let workout = Workout(name: "W", start: start, sets: [set(5, at: 120), set(5, at: 130), set(3, at: 400)])
        let timeline = SetTimeline(workout, end: start + 900)
        // The second set was logged 10 s after the first: it cannot start before the first ended.
        #expect(lengths(timeline) == ["rest:100000", "set0:20000", "set1:10000", "rest:258000", "set2:12000", "rest:500000"])
        expectContiguous(timeline)
    }

    @Test("Sets logged out of order, or some without a time, follow the rule for sets without times", arguments: [
        [120.0, 60.0], [120.0, nil],
    ])
    func inconsistentTimesAreSpread(offsets: [Double?]) {
        let workout = Workout(name: "W", start: start, sets: offsets.map { set(5, at: $0) })
        let timeline = SetTimeline(workout, end: start + 300)
        #expect(lengths(timeline) == ["set0:20000", "rest:130000", "set1:20000", "rest:130000"])
    }

    @Test("A set logged after the workout's end is spread like an import, so the segments never pass the end")
    func setAfterEndIsSpread() {
        let workout = Workout(name: "W", start: start, sets: [set(5, at: 100), set(5, at: 400)])
        let timeline = SetTimeline(workout, end: start + 300)
        #expect(timeline.segments.first?.setIndex == 0 && timeline.segments.first?.start == 0)
        expectContiguous(timeline)
    }

    @Test("A workout without sets has no segments")
    func noSets() {
        #expect(SetTimeline(Workout(name: "W", start: start), end: start + 60).segments.isEmpty)
    }
}

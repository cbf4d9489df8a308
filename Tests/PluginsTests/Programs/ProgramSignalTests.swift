import Foundation
import SignalStore
import SignalStoreTesting
import Testing
import Workouts
@testable import Plugins

private typealias F = ProgramFixtures

@Suite("Program signals answer from the state replayed from the log")
struct ProgramSignalTests {
    @Test func everyProgramSignalNamesTheFixWhileNoProgramIsConfigured() async throws {
        let harness = try TrainingHarness()
        let signals: [(any UseCase<LiftdState>, any Signal)] = [
            (TodayUseCase(), Today()), (ProgramStateUseCase(), ShowProgramState()),
            (PreviewProgramUseCase(), PreviewProgram(sessions: 3)), (SkipSessionUseCase(), SkipSession()),
            (SetTrainingMaxUseCase(), SetTrainingMax(exercise: F.squat, weight: 100)),
            (ProgramReminderUseCase(), ProgramReminder()), (StartWorkoutUseCase(), StartWorkout(program: "main")),
        ]
        for (useCase, signal) in signals {
            await #expect(throws: ProgramError.noProgramConfigured, "\(signal.wireName)") {
                try await harness.handle(useCase, signal)
            }
        }
        #expect("\(ProgramError.noProgramConfigured)".contains("programs:"))
        #expect(try harness.repository.workouts(limit: 5).isEmpty, "start-workout program= stored a workout")
    }

    @Test func withSeveralProgramsASignalMustNameOne() async throws {
        let harness = try TrainingHarness()
        harness.programs = [F.setup("sl"), F.setup("other")]
        await #expect(throws: ProgramError.programNeeded(configured: ["sl", "other"])) { try await harness.today() }
        await #expect(throws: ProgramError.unknownProgram("nope", configured: ["sl", "other"])) {
            try await harness.today("nope")
        }
        #expect(try await harness.today("other")?.program == "other")
    }

    @Test func todayPrescribesTheFirstDayFromTheStartingWeights() async throws {
        let harness = try TrainingHarness()
        harness.programs = [F.setup()]
        let today = try #require(try await harness.today())
        #expect(today.program == "sl" && today.day == "A" && today.session == 1)
        #expect(today.exercises.map(\.exercise) == [F.squat, F.bench])
        let squat = try #require(today.exercises.first)
        #expect(squat.sets.count == 5)
        #expect(squat.sets.allSatisfy { $0.weightKilograms == 100 && $0.reps == 5 && !$0.amrap && $0.unit == "kg" })
        #expect(squat.why == "starting weight 100 kg, as configured")
    }

    @Test func theCurrentUnitShowsEachWeightInIt() async throws {
        let harness = try TrainingHarness()
        harness.programs = [F.setup()]
        var state = LiftdState()
        state.units = .pounds
        let reply = try await harness.handle(TodayUseCase(), Today(), state: state).reply as? SessionReply
        let set = try #require(reply?.exercises.first?.sets.first)
        #expect(set.unit == "lb")
        #expect(abs(set.weight - 220.5) < 0.01, "100 kg is 220.5 lb (the test program rounds in kilograms)")
    }

    @Test func startWorkoutProgramStartsTheNextSessionNamedAfterItsDay() async throws {
        let harness = try TrainingHarness()
        harness.programs = [F.setup()]
        var store = harness.testStore([.startWorkout])
        let first = try #require(try await harness.today())
        let started = ActiveWorkout(id: 1, name: "sl: A", start: harness.now)
        await store.send(.startWorkout(program: "sl"), reply: ProgramSessionStart(workout: started, session: first)) {
            $0.activeWorkout = started
        }
        store.finish()
        #expect(try harness.repository.program(ofWorkout: 1) == "sl")
        #expect(try harness.repository.workout(id: 1)?.name == "sl: A")
    }

    @Test func startWorkoutRefusesAnUnknownProgramAndStoresNothing() async throws {
        let harness = try TrainingHarness()
        harness.programs = [F.setup()]
        var store = harness.testStore([.startWorkout])
        #expect(await store.sendExpectingFailure(.startWorkout(program: "nope")) as? ProgramError
            == .unknownProgram("nope", configured: ["sl"]))
        #expect(try harness.repository.workouts(limit: 5).isEmpty)
    }

    @Test func finishWorkoutProgressesTheSessionAndEmitsOneProgressionPerChangedLift() async throws {
        let harness = try TrainingHarness()
        harness.programs = [F.setup()]
        let start = harness.now - 3_600
        let id = try harness.repository.insert(Workout(
            name: "sl: A", start: start, sets: F.sets(F.squat, 5, reps: 5, at: 100) + F.sets(F.bench, 5, reps: 4, at: 60)))
        try harness.repository.assign(workout: id, to: "sl")
        let result = try await harness.handle(.finishWorkout, FinishWorkout(), state: activeState(id, start: start, sets: 10))
        let progressions = result.effects.compactMap { $0 as? Progression }
        #expect(progressions == [
            Progression(program: "sl", exercise: F.squat, session: 1, fromKilograms: 100, toKilograms: 102.5,
                        why: "+2.5 kg: every 5×5 done last session"),
            Progression(program: "sl", exercise: F.bench, session: 1, fromKilograms: 60, toKilograms: 60,
                        why: "same weight: 5×5 missed at 60 kg, failure 1 in a row"),
        ])
        let state = try #require(try await harness.programState())
        #expect(state.position.sessionsDone == 1 && state.position.day == "B")
        #expect(state.lifts.map(\.baseKilograms) == [102.5, 60, 40])
        #expect(state.lifts.map(\.failures) == [0, 1, 0])
        let today = try #require(try await harness.today())
        #expect(today.day == "B" && today.session == 2)
        #expect(today.exercises.first?.sets.first?.weightKilograms == 102.5)
    }

    @Test func aWorkoutOfNoProgramFinishesWithoutProgressions() async throws {
        let harness = try TrainingHarness()
        harness.programs = [F.setup()]
        let start = harness.now - 3_600
        let id = try harness.repository.insert(Workout(name: "Free", start: start, sets: F.sets(F.squat, 5, reps: 5, at: 100)))
        let result = try await harness.handle(.finishWorkout, FinishWorkout(), state: activeState(id, start: start, sets: 5))
        #expect(result.effects.compactMap { $0 as? Progression }.isEmpty)
        #expect(try await harness.programState()?.position.sessionsDone == 0)
    }

    @Test func skipSessionMovesThePositionAndNothingProgresses() async throws {
        let harness = try TrainingHarness()
        harness.programs = [F.setup()]
        var store = harness.testStore([.skipSession])
        let first = try #require(try await harness.today())
        let second = try #require(try await harness.handle(.skipSession, SkipSession()).reply as? SessionReply)
        #expect(second.day == "B" && second.session == 2)
        #expect(second.exercises.map { $0.sets.first?.weightKilograms } == [100, 40])
        var third = first
        third.session = 3
        await store.send(.skipSession(), reply: third)
        await store.receive(TrainingChanged(cause: "skip-session"))
        store.finish()
        let state = try #require(try await harness.programState())
        #expect(state.history.isEmpty && state.position.sessionsDone == 2)
    }

    @Test func setTrainingMaxChangesTheBaseFromWhichTheNextSessionsGoOn() async throws {
        let harness = try TrainingHarness()
        harness.programs = [F.setup()]
        let reply = try #require(try await harness.handle(
            .setTrainingMax, SetTrainingMax(exercise: "squat (barbell)", weight: 120)).reply as? ProgramStateReply)
        #expect(reply.lifts.first?.baseKilograms == 120)
        #expect(reply.history.map(\.why) == ["weight set by hand to 120 kg"])
        #expect(try await harness.today()?.exercises.first?.sets.first?.weightKilograms == 120)
        await #expect(throws: ProgramError.unknownLift("Curl", program: "sl", lifts: [F.bench, F.press, F.squat])) {
            try await harness.handle(.setTrainingMax, SetTrainingMax(exercise: "Curl", weight: 20))
        }
        for weight in [-1, 1_001, Double.nan] {
            await #expect(throws: TrainingError.self, "weight \(weight)") {
                try await harness.handle(.setTrainingMax, SetTrainingMax(exercise: F.squat, weight: weight))
            }
        }
        await #expect(throws: TrainingError.self) {
            try await harness.handle(.setTrainingMax, SetTrainingMax(exercise: F.squat, track: "T1", weight: 100))
        }
        #expect(try harness.repository.events(of: "sl", from: nil).count == 1, "a refused change was kept")
    }

    @Test func previewSimulatesTheNextSessionsAndStoresNothing() async throws {
        let harness = try TrainingHarness()
        harness.programs = [F.setup()]
        let reply = try #require(try await harness.handle(
            .previewProgram, PreviewProgram(sessions: 4, fail: F.bench)).reply as? PreviewProgramUseCase.Reply)
        #expect(reply.sessions.map(\.session) == [1, 2, 3, 4])
        #expect(reply.sessions.map(\.day) == ["A", "B", "A", "B"])
        #expect(reply.sessions.map { $0.exercises[0].sets[0].weightKilograms } == [100, 102.5, 105, 107.5])
        #expect(reply.sessions[2].exercises[1].sets[0].weightKilograms == 60, "bench failed: same weight")
        #expect(reply.sessions[2].exercises[1].why == "same weight: 5×5 missed at 60 kg, failure 1 in a row")
        #expect(try harness.repository.events(of: "sl", from: nil).isEmpty)
        for (sessions, fail) in [(0, nil), (521, nil), (3, "Curl")] as [(Int, String?)] {
            await #expect(throws: TrainingError.self, "sessions=\(sessions) fail=\(fail ?? "")") {
                try await harness.handle(.previewProgram, PreviewProgram(sessions: sessions, fail: fail))
            }
        }
    }

    @Test func aPreviewOfALargeProgramIsBoundedBySetsNotOnlySessions() async throws {
        let harness = try TrainingHarness()
        let wide = Program(name: "wide", days: [ProgramDay(
            name: "A", lifts: (1...20).map { F.linear("Exercise \($0)", sets: 20) })])
        harness.programs = [F.setup("wide", program: wide, bases: Dictionary(uniqueKeysWithValues: (1...20).map {
            ("Exercise \($0)", 50.0)
        }))]
        await #expect(throws: TrainingError.invalidValue(field: "sessions", problem: "program 'wide' prescribes up to "
            + "400 sets a session: at most 25 sessions (10000 sets) a preview")) {
            try await harness.handle(.previewProgram, PreviewProgram(sessions: 26))
        }
        let reply = try await harness.handle(.previewProgram, PreviewProgram(sessions: 25)).reply as? PreviewProgramUseCase.Reply
        #expect(reply?.sessions.count == 25)
    }

    @Test func theReminderSendsTheNextSessionAsText() async throws {
        let harness = try TrainingHarness()
        harness.programs = [F.setup()]
        var store = harness.testStore([.programReminder])
        let today = try #require(try await harness.today())
        await store.send(.programReminder(), reply: today)
        await store.receive(SessionReminder(program: "sl", session: 1, day: "A", text: """
            sl session 1, day A:
            Squat (Barbell): 5×5 @ 100 kg (starting weight 100 kg, as configured)
            Bench Press (Barbell): 5×5 @ 60 kg (starting weight 60 kg, as configured)
            """))
        store.finish()
    }

    @Test func aSessionOrSkipBeforeTheStartIsRefusedAndStoresNothing() async throws {
        let harness = try TrainingHarness()
        harness.programs = [F.setup(starts: harness.now - 86_400)]
        let before = (harness.now - 2 * 86_400).formatted(.iso8601)
        for (useCase, signal) in [(StartWorkoutUseCase(), StartWorkout(at: before, program: "sl")),
                                  (SkipSessionUseCase(), SkipSession(at: before))] as [(any UseCase<LiftdState>, any Signal)] {
            await #expect(throws: TrainingError.self, "\(signal.wireName)") { try await harness.handle(useCase, signal) }
        }
        #expect(try harness.repository.workouts(limit: 5).isEmpty)
        #expect(try harness.repository.events(of: "sl", from: nil).isEmpty)
        let skipped = try await harness.handle(.skipSession, SkipSession())
        #expect(skipped.effects as? [TrainingChanged] == [TrainingChanged(cause: "skip-session")], "the dashboard is told")
    }

    @Test func sessionsBeforeTheStartDoNotCount() async throws {
        let harness = try TrainingHarness()
        harness.programs = [F.setup(starts: harness.now - 86_400)]
        try harness.logSession(F.sets(F.squat, 5, reps: 5, at: 100), at: harness.now - 3 * 86_400)
        #expect(try await harness.programState()?.position.sessionsDone == 0)
        try harness.logSession(F.sets(F.squat, 5, reps: 5, at: 100), at: harness.now - 3_600)
        #expect(try await harness.programState()?.position.sessionsDone == 1)
    }
}

import Foundation
import Testing
import Workouts
@testable import Plugins

@Suite("The program state kept between requests")
struct ProgramStateCacheTests {
    @Test func aStateIsDerivedAgainOnlyWhenTheLogOrTheProgramChanged() {
        let cache = ProgramStateCache()
        let setup = ProgramFixtures.setup()
        var derived = 0
        func replay(_ setup: ProgramSetup, _ unit: WeightUnit, _ count: Int64) -> ProgramReplay {
            cache.replay(of: setup, in: unit, changeCount: count) {
                derived += 1
                return ProgramReplay(program: setup.inKilograms, bases: setup.bases)
            }
        }
        _ = replay(setup, .kilograms, 1)
        _ = replay(setup, .kilograms, 1)
        #expect(derived == 1)
        _ = replay(setup, .kilograms, 2)
        #expect(derived == 2, "a change to the log")
        _ = replay(setup, .pounds, 2)
        #expect(derived == 3, "another unit")
        var changed = setup
        changed.starts = Date(timeIntervalSince1970: 0)
        _ = replay(changed, .kilograms, 2)
        #expect(derived == 4, "another start")
        _ = replay(changed, .kilograms, 2)
        _ = replay(setup, .pounds, 2)
        #expect(derived == 4)
    }

    @Test func aKeptStateNeverOutlivesASessionSkipOrCorrection() async throws {
        let harness = try TrainingHarness()
        harness.programs = [ProgramFixtures.setup()]
        #expect(try await harness.today()?.session == 1)
        let id = try harness.logSession(ProgramFixtures.sets(ProgramFixtures.squat, 5, reps: 5, at: 100), at: harness.now - 7_200)
        #expect(try await harness.today()?.session == 2)
        _ = try await harness.handle(.skipSession, SkipSession())
        #expect(try await harness.today()?.session == 3)
        let squat = try #require(try harness.repository.storedSets(ofWorkout: id)?.first)
        _ = try harness.repository.updateSet(id: squat.id, with: SetChange(reps: 4))
        #expect(try await harness.programState()?.lifts.first?.failures == 1, "the corrected set is a failure now")
        #expect(try harness.repository.delete(workout: id))
        #expect(try await harness.today()?.session == 2)
    }
}

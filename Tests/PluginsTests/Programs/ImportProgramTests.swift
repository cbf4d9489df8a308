import Foundation
import Testing
import Workouts
@testable import Plugins

@Suite("import program=: an export's workouts as a program's sessions")
struct ImportProgramTests {
    private static let csv = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE\n"
        + (1...5).map { "2025-09-10 07:00:00,A,30m,Squat (Barbell),\($0),100,5,0,0,\n" }.joined()
        + (1...5).map { "2025-09-12 07:00:00,B,30m,Squat (Barbell),\($0),102.5,5,0,0,\n" }.joined()

    @Test func theFilesWorkoutsFromTheStartOnAreSessionsAndProgress() async throws {
        let harness = try TrainingHarness()
        harness.programs = [ProgramFixtures.setup(starts: Date(timeIntervalSince1970: 1_757_548_800))]  // 2025-09-11
        try Data(Self.csv.utf8).write(to: try harness.importsFolder().appendingPathComponent("strong.csv"))
        let result = try await harness.handle(harness.importer(), ImportFile(path: "strong.csv", program: "sl"))
        let reply = try #require(result.reply as? ImportReply)
        #expect(reply.programSessions == 1, "the workout of 2025-09-10 is before the start")
        let state = try #require(try await harness.programState())
        #expect(state.position.sessionsDone == 1)
        // Day A prescribed squat at 100 kg; 5×5 at 102.5 kg meets it, and the bench was not done.
        #expect(state.lifts.first?.baseKilograms == 102.5)
        #expect(result.effects.compactMap { $0 as? Progression }.map(\.exercise) == [ProgramFixtures.squat])
    }

    @Test func anUnknownProgramOrAHealthExportIsRefusedBeforeAnythingIsStored() async throws {
        let harness = try TrainingHarness()
        harness.programs = [ProgramFixtures.setup()]
        let folder = try harness.importsFolder()
        try Data(Self.csv.utf8).write(to: folder.appendingPathComponent("strong.csv"))
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <HealthData locale="en_US">
             <Record type="HKQuantityTypeIdentifierBodyMass" unit="kg" startDate="2024-05-01 07:00:00 +0200" value="81"/>
            </HealthData>
            """.utf8).write(to: folder.appendingPathComponent("export.xml"))
        await #expect(throws: ProgramError.unknownProgram("nope", configured: ["sl"])) {
            try await harness.handle(harness.importer(), ImportFile(path: "strong.csv", program: "nope"))
        }
        await #expect(throws: TrainingError.invalidValue(field: "program", problem: "an Apple Health export holds no workouts")) {
            try await harness.handle(harness.importer(), ImportFile(path: "export.xml", program: "sl"))
        }
        #expect(try harness.repository.workouts(limit: 5).isEmpty)
        #expect(try harness.repository.bodyweights(in: Date.distantPast..<Date.distantFuture, limit: 5).isEmpty)
    }
}

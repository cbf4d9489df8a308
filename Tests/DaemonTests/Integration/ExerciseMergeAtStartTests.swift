import ChildProcessTesting
import ControlProtocol
import Foundation
import TestSupport
import Testing

private let sqlitePath = "/usr/bin/sqlite3"

@Suite("Exercises stored apart by spelling, merged when liftd starts", .needsTool(sqlitePath, package: "sqlite3"))
struct ExerciseMergeAtStartTests {
    @Test("A database of schema 17 holding one lift under two spellings starts as one exercise, and the merge is logged")
    func mergeIsLogged() async throws {
        let sandbox = try DaemonSandbox(useCases: DaemonSandbox.standardUseCases + ["records"])
        try FileManager.default.createDirectory(atPath: sandbox.path + "/var", withIntermediateDirectories: true)
        let schema = try RepositoryFiles.text("Tests/Fixtures/schema/v17.sql")
        let split = schema + """

            INSERT INTO exercises VALUES(3,'bench  press (barbell)');
            INSERT INTO sets VALUES(2,3,1,7,'normal',85.0,5,NULL,NULL,NULL,NULL,'',7);
            """
        let sqlite = try BuiltProducts.tool(sqlitePath, package: "sqlite3")
        let load = try await ProgramRun.run(sqlite, [sandbox.path + "/var/liftd.sqlite"], input: split)
        #expect(load.status == 0, "\(load.standardError)")

        let daemon = try DaemonProcess(sandbox)
        try await daemon.waitUntilReady()
        let line = try await daemon.waitForErrorLine("the merge's log line") { $0.contains("merged the exercise") }
        #expect(line.contains("merged the exercise 'bench  press (barbell)' into 'Bench Press (Barbell)' (1 sets)"), "\(line)")
        let records = try result(of: try await daemon.request(#"records exercise="bench press (barbell)""#))
        #expect(records["exercise"] == .string("Bench Press (Barbell)"))
        let rows = try await ProgramRun.run(sqlite, [sandbox.path + "/var/liftd.sqlite", "SELECT name FROM exercises ORDER BY id"])
        #expect(rows.outputLines == ["Squat (Barbell)", "Bench Press (Barbell)"])
        try await stopCleanly(daemon)
    }
}

import Testing
@testable import WorkoutsSQLite

@Test("The WorkoutsSQLite module links")
func WorkoutsSQLiteModuleLinks() {
    #expect(String(describing: WorkoutsSQLiteModule.self) == "WorkoutsSQLiteModule")
}

import Testing
@testable import Workouts

@Test("The Workouts module links")
func WorkoutsModuleLinks() {
    #expect(String(describing: WorkoutsModule.self) == "WorkoutsModule")
}

import Foundation
import Testing
import Workouts
@testable import Configuration

@Test("An exercises: entry's load overrides the catalog's load type; alone it keeps a known exercise's muscles")
func exerciseLoadOverride() throws {
    let text = """
        exercises:
          Lat Pulldown (Machine):
            load: assisted
          Pull Up (Assisted):
            primary: [lats]
            load: external
          Landmine Press:
            primary: [shoulders]
          Ring Dip:
            primary: [chest]
            load: weighted_bodyweight
        """
    let configuration = try ConfigurationLoader.read(text, source: "load.yaml", environment: [:])
    let catalog = ExerciseCatalog.builtIn.overriding(configuration.exercises.map(\.exerciseEntry))
    #expect(catalog.load(of: "Lat Pulldown (Machine)") == .assisted)
    #expect(catalog.exercise(named: "Lat Pulldown (Machine)")?.primaryMuscles
        == ExerciseCatalog.builtIn.exercise(named: "Lat Pulldown (Machine)")?.primaryMuscles)
    #expect(catalog.load(of: "Pull Up (Assisted)") == .external)
    #expect(catalog.load(of: "Landmine Press") == .external)
    #expect(catalog.load(of: "Ring Dip") == .weightedBodyweight)
}

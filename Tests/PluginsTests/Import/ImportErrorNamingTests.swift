import Testing
import Workouts
@testable import Plugins

@Test("An import's error names its file once, whether the reader named it already or not")
func importErrorNamesTheFileOnce() {
    let named = ImportError.malformed(line: 0, "export.zip: the ZIP file holds no apple_health_export/export.xml")
    #expect(TrainingError.importRefused("export.zip", named)
            == .importRefused("export.zip: the ZIP file holds no apple_health_export/export.xml"))
    let unnamed = ImportError.malformed(line: 3, "a record without a value")
    #expect(TrainingError.importRefused("export.xml", unnamed) == .importRefused("export.xml: \(unnamed)"))
}

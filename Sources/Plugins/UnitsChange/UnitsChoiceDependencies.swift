import SignalStore
import Workouts

private enum UnitsChoiceStoreKey: DependencyKey {
    static var liveValue: any UnitsChoiceStoring { UnconfiguredUnitsChoiceStore() }
    static let name = "unitsChoiceStore"
}

private enum ConfiguredUnitsKey: DependencyKey {
    static var liveValue: WeightUnit { .kilograms }
    static let name = "configuredUnits"
}

extension DependencyValues {
    /// Where the `change-units` choice is kept across restarts (the SQLite repository in
    /// the daemon); until set every call fails with "no database configured".
    public var unitsChoiceStore: any UnitsChoiceStoring {
        get { self[UnitsChoiceStoreKey.self] }
        set { self[UnitsChoiceStoreKey.self] = newValue }
    }

    /// The config's `units` in force: a `change-units` choice is kept with it, and a later
    /// change of the config's `units` wins over the choice.
    public var configuredUnits: WeightUnit {
        get { self[ConfiguredUnitsKey.self] }
        set { self[ConfiguredUnitsKey.self] = newValue }
    }
}

/// The store in effect until a database is configured: refuses everything clearly.
struct UnconfiguredUnitsChoiceStore: UnitsChoiceStoring {
    func unitsChoice() throws -> UnitsChoice? { throw TrainingError.noDatabase }
    func keepUnitsChoice(_ choice: UnitsChoice) throws { throw TrainingError.noDatabase }
    func forgetUnitsChoice() throws { throw TrainingError.noDatabase }
}

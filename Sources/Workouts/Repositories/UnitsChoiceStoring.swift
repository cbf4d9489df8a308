/// A unit the lifter chose with `change-units`, with the config's `units` in force when it
/// was chosen: the choice holds only while the config still says that.
public struct UnitsChoice: Equatable, Sendable {
    /// The unit chosen.
    public var chosen: WeightUnit
    /// The config's `units` when it was chosen.
    public var configured: WeightUnit

    /// `chosen`, made while the config said `configured`.
    public init(chosen: WeightUnit, configured: WeightUnit) {
        self.chosen = chosen
        self.configured = configured
    }

    /// The unit in force under a config that says `configured`: the choice while the config
    /// says what it said when the choice was made, the config's once the config changed.
    public static func unitInForce(_ choice: UnitsChoice?, configured: WeightUnit) -> WeightUnit {
        guard let choice, choice.configured == configured else { return configured }
        return choice.chosen
    }
}

/// Keeps the lifter's `change-units` choice across restarts.
public protocol UnitsChoiceStoring: Sendable {
    /// The choice kept, if any.
    func unitsChoice() throws -> UnitsChoice?
    /// Keeps `choice` in place of any other; returns only once it is durable.
    func keepUnitsChoice(_ choice: UnitsChoice) throws
    /// Forgets the choice kept, if any (the config's `units` changed, and wins); returns only
    /// once that is durable.
    func forgetUnitsChoice() throws
}

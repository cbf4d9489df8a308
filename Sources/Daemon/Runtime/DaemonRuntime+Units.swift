import Plugins
import SignalStore
import Workouts
import WorkoutsSQLite

extension DaemonRuntime {
    /// The unit the store starts in under a config that says `configured`: a `change-units`
    /// choice kept in the database while the config still says what it said when the choice
    /// was made, else the config's. A choice the config has since overruled is forgotten, so
    /// that putting the config back does not revive it.
    static func startingUnits(configured: WeightUnit, repository: SQLiteWorkoutRepository, logger: Logger) -> WeightUnit {
        do {
            let choice = try repository.unitsChoice()
            let unit = UnitsChoice.unitInForce(choice, configured: configured)
            if let choice, choice.configured != configured {
                try repository.forgetUnitsChoice()
                logger.log(.notice, "units: the config's units changed from \(choice.configured.symbol) to "
                    + "\(configured.symbol) since change-units chose \(choice.chosen.symbol); the config's wins")
            }
            return unit
        } catch {
            logger.log(.warning, "units: cannot read the unit change-units chose, using the config's "
                + "\(configured.symbol): \(error)")
            return configured
        }
    }

    /// After a reload that changed the config's `units`: the new value wins over a
    /// `change-units` choice, which is forgotten.
    func configuredUnitsChanged(to units: WeightUnit) {
        do {
            guard let choice = try repository.unitsChoice() else { return }
            try repository.forgetUnitsChoice()
            logger.log(.notice, "units: the reloaded config's units \(units.symbol) replace the "
                + "\(choice.chosen.symbol) change-units chose")
        } catch {
            logger.log(.warning, "units: cannot forget the unit change-units chose: \(error)")
        }
    }
}

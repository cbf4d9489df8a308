import Workouts

extension SQLiteWorkoutRepository: UnitsChoiceStoring {
    public func unitsChoice() throws -> UnitsChoice? {
        try connection.access { connection in
            let statement = try connection.statement("SELECT chosen, configured FROM units_choice WHERE only = 1")
            guard try statement.step() else { return nil }
            // A row this liftd cannot read (written by hand) is no choice: the config's unit holds.
            guard let chosen = WeightUnit(spelling: statement.text(0)),
                  let configured = WeightUnit(spelling: statement.text(1)) else { return nil }
            return UnitsChoice(chosen: chosen, configured: configured)
        }
    }

    public func keepUnitsChoice(_ choice: UnitsChoice) throws {
        try connection.access { connection in
            let statement = try connection.statement("""
                INSERT INTO units_choice (only, chosen, configured) VALUES (1, ?1, ?2)
                ON CONFLICT (only) DO UPDATE SET chosen = excluded.chosen, configured = excluded.configured
                """)
            statement.bind(1, choice.chosen.symbol)
            statement.bind(2, choice.configured.symbol)
            _ = try statement.step()
        }
    }

    public func forgetUnitsChoice() throws {
        try connection.access { try $0.execute("DELETE FROM units_choice") }
    }
}

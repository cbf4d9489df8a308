/// The keys of a trend week as the wire shows it, shared by exercise and muscle trends.
enum TrendWeekKey: String, CodingKey {
    case week, sets, reps, volumeKilograms, estimatedMaxKilograms, topSet
}

extension KeyedEncodingContainer where Key == TrendWeekKey {
    /// Writes the keys every trend week has, an empty value as null, so a week without sets
    /// reads `null`, never 0 or a missing key.
    mutating func encodeWeek<Count: Encodable>(
        _ week: WeekIdentifier, sets: Count?, reps: Count?, volumeKilograms: Double?
    ) throws {
        try encode(week, forKey: .week)
        try encode(sets, forKey: .sets)
        try encode(reps, forKey: .reps)
        try encode(volumeKilograms, forKey: .volumeKilograms)
    }
}

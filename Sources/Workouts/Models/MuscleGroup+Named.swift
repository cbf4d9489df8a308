extension MuscleGroup {
    /// The group `name` spells, ignoring case and extra spaces: `Chest`, `middle  Back`;
    /// nil for a name liftd does not know.
    public init?(named name: String) {
        let spelled = name.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        self.init(rawValue: spelled)
    }
}

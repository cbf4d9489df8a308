extension RecordKind {
    /// The record's name as people read it, e.g. `heaviest weight`.
    public var name: String {
        switch self {
        case .heaviestWeight: "heaviest weight"
        case .leastAssistance: "least assistance"
        case .estimatedOneRepMax: "estimated one-rep max"
        case .mostReps: "most reps"
        case .setVolume: "best set volume"
        case .sessionVolume: "best session volume"
        }
    }
}

extension ExerciseRecords.Record {
    /// The record's value as people read it in `unit` (`ShownNumber`): `62.5 kg`, or
    /// `12 reps at 60.0 kg` for most reps.
    public func valueText(in unit: WeightUnit) -> String {
        guard kind == .mostReps else { return ShownNumber.weightWithSymbol(value, in: unit) }
        return DecimalText.trimmed(value, digits: 2) + " reps at " + ShownNumber.weightWithSymbol(weight ?? 0, in: unit)
    }

    /// The record as a report line reads it in `unit`: `heaviest weight 62.5 kg (was 60.0 kg)`,
    /// `most reps 12 reps at 60.0 kg (was 10)`. A record without a previous best (a current
    /// record) has no `(was …)`.
    public func text(in unit: WeightUnit) -> String {
        let line = kind.name + " " + valueText(in: unit)
        guard let previous else { return line }
        let before = kind == .mostReps
            ? DecimalText.trimmed(previous, digits: 2) : ShownNumber.weightWithSymbol(previous, in: unit)
        return line + " (was " + before + ")"
    }
}

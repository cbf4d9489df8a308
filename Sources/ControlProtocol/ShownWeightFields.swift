/// How an answer names a weight in the unit it is shown in, beside the kilogram field it
/// comes from (docs/PROTOCOL.md, "Weights and units"): `volume` beside `volumeKilograms`,
/// `weight` beside `kilograms`, with the unit's name in `unit` in the same object.
public enum ShownWeightFields {
    /// The member naming the unit the shown weights are in: `kg` or `lb`.
    public static let unit = "unit"
    /// The suffix of a field carrying kilograms.
    public static let kilogramSuffix = "Kilograms"

    /// The member carrying `key`'s value in the unit shown: `weight` for `kilograms`,
    /// `volume` for `volumeKilograms`; `nil` for a key that carries no kilograms.
    public static func shownName(ofKilogramField key: String) -> String? {
        if key == "kilograms" { return "weight" }
        guard key.hasSuffix(kilogramSuffix), key.count > kilogramSuffix.count else { return nil }
        return String(key.dropLast(kilogramSuffix.count))
    }
}

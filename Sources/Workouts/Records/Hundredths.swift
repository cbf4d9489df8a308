/// Record values in hundredths of their unit (kg, or reps), so that stored float noise and
/// pound conversions do not split equal weights: every comparison is between integers.
public enum Hundredths {
    /// `value` rounded to the nearest hundredth, halves upwards: ⌊value × 100 + 0.5⌋.
    public static func of(_ value: Double) -> Int64 {
        Int64((value * 100 + 0.5).rounded(.down))
    }

    /// The value `hundredths` stand for.
    public static func value(_ hundredths: Int64) -> Double {
        Double(hundredths) / 100
    }
}

extension WeightUnit {
    /// The symbol reports print after a weight: `kg` or `lb` (UCUM's `[lb_av]` aside).
    public var symbol: String {
        switch self {
        case .kilograms: "kg"
        case .pounds: "lb"
        }
    }
}

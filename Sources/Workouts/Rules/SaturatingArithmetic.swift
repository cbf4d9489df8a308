/// Whole-number arithmetic over stored data that cannot trap: a report summing values an
/// older version stored unchecked must still finish, so sums hold at the type's bounds.
extension Int {
    /// `self + other`, held at `Int.max` or `Int.min` where it would overflow.
    public func addingSaturated(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        guard overflow else { return sum }
        return other > 0 ? .max : .min
    }

    /// `value` rounded toward zero and held within `Int`'s range; 0 for NaN.
    public init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 0x1p63 {
            self = .max
        } else if value <= -0x1p63 {
            self = .min
        } else {
            self = Int(value)
        }
    }
}

extension Sequence {
    /// The sum of `value` over the elements, held at `Int`'s bounds instead of trapping.
    public func saturatedSum(of value: (Element) throws -> Int) rethrows -> Int {
        try reduce(0) { $0.addingSaturated(try value($1)) }
    }
}

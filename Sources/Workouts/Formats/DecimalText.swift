/// Numbers written the same way everywhere and always: a `.` decimal point, no grouping,
/// independent of locale, so reports are byte-identical for the same data.
public enum DecimalText {
    /// `value` rounded half away from zero to `digits` decimals, trailing zeros kept
    /// (`fixed(2.5, digits: 1)` is `2.5`, `fixed(3, digits: 1)` is `3.0`). Values of 9e15 and
    /// more have no fraction; values beyond `Int64` are written as Swift prints them (`1e+19`).
    public static func fixed(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<max(0, digits) { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e15 else {
            // Too large for the fraction to matter; beyond Int64 it is written as Swift prints it.
            let whole = value.rounded(.toNearestOrAwayFromZero)
            return abs(whole) < 9.2e18 ? String(Int64(whole)) : "\(whole)"
        }
        let units = Int64(scaled)
        let whole = units / Int64(scale)
        let fraction = units % Int64(scale)
        let sign = value < 0 && units != 0 ? "-" : ""
        guard digits > 0 else { return "\(sign)\(whole)" }
        let fractionText = String(fraction)
        return "\(sign)\(whole)." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }

    /// `value` with up to `digits` decimals and no trailing zeros (`trimmed(2.50, digits: 2)`
    /// is `2.5`, `trimmed(3, digits: 2)` is `3`).
    public static func trimmed(_ value: Double, digits: Int) -> String {
        var text = fixed(value, digits: digits)
        guard text.contains("."), !text.contains("e") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// The number `text` writes as a plain decimal (`80`, `-12.5`, `.5`, `1.5e2`); nil for
    /// anything else, such as the hexadecimal (`0x50`), infinite and NaN numbers `Double(_:)`
    /// reads as well, or surrounding spaces.
    public static func value(_ text: some StringProtocol) -> Double? {
        var digits = 0
        var seenPoint = false
        /// The exponent's digits so far, once an `e` was read.
        var exponentDigits: Int?
        for (offset, byte) in text.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if exponentDigits == nil { digits += 1 } else { exponentDigits? += 1 }
            case UInt8(ascii: "-"), UInt8(ascii: "+"):
                // A sign leads the number or its exponent.
                guard offset == 0 || exponentDigits == 0 else { return nil }
            case UInt8(ascii: "."):
                guard !seenPoint, exponentDigits == nil else { return nil }
                seenPoint = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                guard exponentDigits == nil, digits > 0 else { return nil }
                exponentDigits = 0
            default:
                return nil
            }
        }
        guard digits > 0, exponentDigits != 0, let value = Double(String(text)), value.isFinite else { return nil }
        return value
    }

    /// A signed change: `+1.5`, `-2.0`, `±0.0`.
    public static func change(_ value: Double, digits: Int) -> String {
        let text = fixed(value, digits: digits)
        if text.hasPrefix("-") { return text }
        return (text.allSatisfy { $0 == "0" || $0 == "." } ? "±" : "+") + text
    }
}

import ControlProtocol
import SignalStore
import Workouts

/// Names a field given a fraction where its signal takes a whole number, with what the
/// field allows (`ValueRanges`): the decoder names the field and the kind it expects, not
/// the range, so a failed decoding is checked here first.
enum WholeNumberFields {
    /// The ranges of whole-number fields, by field name.
    static let ranges: [String: ValueRange] = [ValueRanges.reps.field: ValueRanges.reps]

    /// A message naming the first field of `fields` (by name) that `type` reads as a whole
    /// number but that holds a fraction or a number beyond a whole number's range, or `nil`.
    static func problem(in fields: [String: JSONValue], of type: any Signal.Type, signal: String) -> String? {
        let wholeNumbers = SignalSchema.fields(of: type).filter { $0.type == "integer" }.map(\.name).sorted()
        for name in wholeNumbers {
            guard case .number(let value)? = fields[name] else { continue }
            let allowed = ranges[name].map { " \(Self.text($0.lowest))–\(Self.text($0.highest))" } ?? ""
            return "\(signal): field '\(name)' must be a whole number\(allowed); got \(ValueRange.text(value))"
        }
        return nil
    }

    private static func text(_ bound: Double) -> String { ValueRange.text(bound) }
}

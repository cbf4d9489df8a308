import FoundationEssentials

/// One field of a signal, as `help` shows it.
public struct SignalField: Sendable, Equatable, Encodable {
    /// The field's key on the wire.
    public let name: String
    /// Its type: `string`, `integer`, `number`, `boolean`, `date`, `list`, `object`, or the
    /// allowed values joined by `|`.
    public let type: String
    /// Whether a request must give it.
    public let required: Bool

    /// Describes a field.
    public init(name: String, type: String, required: Bool) {
        self.name = name
        self.type = type
        self.required = required
    }
}

/// The fields a signal type takes, found by watching what its `Decodable` initialiser reads,
/// so the schema can never drift from the decoding code.
public enum SignalSchema {
    /// The top-level fields `type` decodes that a sender may give, in the order it reads
    /// them (its `internalFields` left out).
    public static func fields(of type: any Signal.Type) -> [SignalField] {
        let recorder = FieldRecorder()
        _ = try? type.init(from: RecordingDecoder(recorder: recorder, isTopLevel: true))
        let internalFields = type.internalFields
        return recorder.fields.filter { !internalFields.contains($0.name) }
    }

    /// What users call `type` in a schema.
    static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type, is Substring.Type: return "string"
        case is Bool.Type: return "boolean"
        case is any BinaryInteger.Type: return "integer"
        case is any BinaryFloatingPoint.Type, is Decimal.Type: return "number"
        case is Date.Type: return "date"
        case let cases as any (CaseIterable & RawRepresentable).Type: return allowedValues(of: cases)
        default: return String(describing: type).hasPrefix("Array<") ? "list" : "object"
        }
    }

    private static func allowedValues<T: CaseIterable & RawRepresentable>(of _: T.Type) -> String {
        T.allCases.map { "\($0.rawValue)" }.joined(separator: "|")
    }
}

/// Collects the fields a decoder was asked for.
final class FieldRecorder {
    private(set) var fields: [SignalField] = []
    private var optionalKeys: Set<String> = []

    func markOptional(_ key: String) {
        optionalKeys.insert(key)
    }

    func record(_ key: String, _ type: Any.Type, required: Bool) {
        guard !fields.contains(where: { $0.name == key }) else { return }
        let required = required && !optionalKeys.contains(key)
        fields.append(SignalField(name: key, type: SignalSchema.describe(type), required: required))
    }
}

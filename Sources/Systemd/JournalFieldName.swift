/// A field name journald accepts from a client: 1–64 characters of `A–Z`, `0–9` and `_`,
/// not starting with a digit or `_` (leading `_` marks fields only journald may set).
public struct JournalFieldName: Sendable, Hashable, CustomStringConvertible {
    /// The longest name journald accepts.
    public static let maximumLength = 64

    /// The name, e.g. `LIFTD_SIGNAL`.
    public let description: String

    /// The name if it follows journald's rules, else `nil`.
    public init?(validating name: String) {
        let scalars = Array(name.unicodeScalars)
        guard let first = scalars.first, scalars.count <= Self.maximumLength,
              Self.isUppercaseLetter(first), scalars.allSatisfy(Self.isAllowed)
        else { return nil }
        description = name
    }

    /// A valid name made from any string: letters uppercased, other characters become `_`,
    /// leading characters journald forbids dropped, cut to 64. `fallback` stands in when
    /// nothing is left.
    public init(sanitizing name: String, fallback: String = "FIELD") {
        let mapped = name.uppercased().unicodeScalars.map { Self.isAllowed($0) ? Character($0) : "_" }
        let trimmed = mapped.drop { !Self.isUppercaseLetter($0.unicodeScalars.first ?? "_") }
        let candidate = String(trimmed.prefix(Self.maximumLength))
        description = candidate.isEmpty ? fallback : candidate
    }

    private static func isUppercaseLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("A"..."Z").contains(scalar)
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        isUppercaseLetter(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }
}

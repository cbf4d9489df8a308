/// What two spellings of one exercise's name share: they match when their keys are equal.
/// Case is folded and runs of whitespace become one space, leading and trailing ones gone;
/// Swift compares strings by canonical equivalence, so a decomposed `é` matches a
/// precomposed one (NFC and NFD spellings are one name).
public enum ExerciseNameKey {
    /// The key `name` matches others by.
    public static func of(_ name: String) -> String {
        name.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

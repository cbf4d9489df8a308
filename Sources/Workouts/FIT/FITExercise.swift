/// What a `set` message says was lifted: an exercise category of the FIT profile and,
/// when the profile has one that fits, an exercise name within it (the value of that
/// category's `<category>_exercise_name` type, written as `category_subtype`).
public struct FITExercise: Sendable, Equatable {
    /// The movement family.
    public var category: FITExerciseCategory
    /// The exercise within the category, or `nil` when none of the profile's fits.
    public var name: UInt16?

    /// `category`, with exercise name `name` when one fits.
    public init(_ category: FITExerciseCategory, _ name: UInt16? = nil) {
        self.category = category
        self.name = name
    }

    /// For a name liftd does not know: category `unknown` (65534), no exercise name.
    public static let unknown = FITExercise(.unknown)

    /// The FIT exercise for `exercise` as the built-in catalog spells it; names match
    /// ignoring case and repeated spaces, like the catalog. Others are `unknown`.
    public static func named(_ exercise: String) -> FITExercise {
        byName[key(exercise)] ?? .unknown
    }

    /// Every name the table maps, as written in it.
    public static var mappedNames: [String] { Array(table.keys) }

    private static let byName: [String: FITExercise] = Dictionary(
        table.map { (key($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })

    private static func key(_ name: String) -> String {
        name.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

import Foundation

/// liftd's own small exports in `Tests/Fixtures`, written by hand for the tests, and the
/// table there (`README.md`) saying what each quirky line must import as. They live in the
/// repository, so the tests that read them pass on a plain clone.
public enum FixtureExports {
    /// The `Tests/Fixtures` folder of this checkout.
    public static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Strong's comma export: 12-hour times with a space before `PM`/`AM`.
    public static let strongClassic = "strong-classic.csv"
    /// Strong's semicolon export with a unit per row: CRLF line ends, no-break spaces.
    public static let strongLegacy = "strong-legacy.csv"
    /// Strong 6's quoted semicolon export in pounds: a byte-order mark, narrow no-break spaces.
    public static let strongV6 = "strong-v6.csv"
    /// Hevy's export in kilograms.
    public static let hevy = "hevy.csv"
    /// Hevy's export in pounds and miles, with CRLF line ends.
    public static let hevyImperial = "hevy-imperial.csv"
    /// FitNotes for Android: a `Weight Unit` column, commas inside exercise names.
    public static let fitNotes = "fitnotes.csv"
    /// FitNotes 2 with a `Weight (kg)` header and a byte-order mark.
    public static let fitNotes2Kilograms = "fitnotes-2-kg.csv"
    /// FitNotes 2 with a `Weight (lbs)` header.
    public static let fitNotes2Pounds = "fitnotes-2-lbs.csv"

    /// Every fixture export.
    public static let all = [
        strongClassic, strongLegacy, strongV6, hevy, hevyImperial, fitNotes, fitNotes2Kilograms, fitNotes2Pounds,
    ]

    /// The location of fixture `name`.
    public static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    /// The bytes of fixture `name`.
    public static func contents(_ name: String) throws -> Data { try Data(contentsOf: url(name)) }

    /// The fixture table and its notes, `Tests/Fixtures/README.md`.
    public static func readme() throws -> String {
        try String(decoding: Data(contentsOf: url("README.md")), as: UTF8.self)
    }
}

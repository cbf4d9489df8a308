/// A failure reported by SQLite, with its result code and message.
public struct SQLiteError: Error, Equatable, CustomStringConvertible {
    /// SQLite's (extended) result code.
    public let code: Int32
    /// SQLite's message, naming what failed.
    public let message: String

    /// An error with `code` and `message`.
    public init(code: Int32, message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { "SQLite error \(code): \(message)" }
}

import CSQLite
import FoundationEssentials

/// A prepared statement: bind parameters (1-based), step through rows, read columns
/// (0-based).
package final class Statement {
    private let handle: OpaquePointer
    private unowned let connection: SQLiteConnection

    init(_ handle: OpaquePointer, connection: SQLiteConnection) {
        self.handle = handle
        self.connection = connection
    }

    func finalize() { sqlite3_finalize(handle) }

    /// Readies the statement to run again; bind every parameter afresh.
    func reset() {
        sqlite3_reset(handle)
    }

    func bind(_ index: Int32, _ value: Int64) { sqlite3_bind_int64(handle, index, value) }

    package func bind(_ index: Int32, _ value: Double?) {
        if let value { sqlite3_bind_double(handle, index, value) } else { sqlite3_bind_null(handle, index) }
    }

    package func bind(_ index: Int32, _ value: Date?) { bind(index, value?.timeIntervalSince1970) }

    /// Binds `value`, or null when there is none.
    package func bind(_ index: Int32, _ value: String?) {
        guard let value else {
            sqlite3_bind_null(handle, index)
            return
        }
        bind(index, value)
    }

    package func bind(_ index: Int32, _ value: String) {
        var text = value
        text.withUTF8 { buffer in
            _ = buffer.withMemoryRebound(to: CChar.self) { chars in
                sqlite3_bind_text(handle, index, chars.baseAddress, Int32(chars.count), transientDestructor)
            }
        }
    }

    /// Binds `bytes` as a blob (copied).
    func bind(_ index: Int32, blob bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            _ = sqlite3_bind_blob(handle, index, buffer.baseAddress, Int32(buffer.count), transientDestructor)
        }
    }

    /// Binds text that lives as long as the program, without copying it.
    func bind(_ index: Int32, static text: StaticString) {
        let start = UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: CChar.self)
        sqlite3_bind_text(handle, index, start, Int32(text.utf8CodeUnitCount), nil)
    }

    /// Advances to the next row; `false` when the statement is done.
    @discardableResult
    package func step() throws -> Bool {
        let code = sqlite3_step(handle)
        if code == SQLITE_ROW { return true }
        if code == SQLITE_DONE { return false }
        let error = connection.error(code)
        sqlite3_reset(handle)
        throw error
    }

    func integer(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }

    package func double(_ column: Int32) -> Double? {
        sqlite3_column_type(handle, column) == SQLITE_NULL ? nil : sqlite3_column_double(handle, column)
    }

    package func date(_ column: Int32) -> Date? { double(column).map(Date.init(timeIntervalSince1970:)) }

    /// Whether the column holds a blob (not text, a number or NULL).
    func isBlob(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_BLOB }

    /// Runs `body` on the column's bytes, valid only during the call.
    func withBytes<Result>(_ column: Int32, _ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        let start = sqlite3_column_blob(handle, column)
        return try body(UnsafeRawBufferPointer(start: start, count: Int(sqlite3_column_bytes(handle, column))))
    }

    package func text(_ column: Int32) -> String {
        guard let pointer = sqlite3_column_text(handle, column) else { return "" }
        let length = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
    }

    /// The column's text, or `nil` when it is NULL.
    func optionalText(_ column: Int32) -> String? {
        sqlite3_column_type(handle, column) == SQLITE_NULL ? nil : text(column)
    }
}

/// A FIT data message: its global message number in the profile and its fields, in the
/// order they are written.
public struct FITMessage: Sendable, Equatable {
    /// The profile's message number, e.g. 0 for `file_id`, 225 for `set`.
    public var globalNumber: UInt16
    /// The fields, in the order written.
    public var fields: [FITField]

    /// A message numbered `globalNumber` holding `fields`.
    public init(_ globalNumber: UInt16, _ fields: [FITField]) {
        self.globalNumber = globalNumber
        self.fields = fields
    }

    /// What a definition message declares for this message: the number and, per field,
    /// its number, size and base type. Messages with the same layout share a definition.
    var layout: Layout {
        Layout(globalNumber: globalNumber, fields: fields.map { [$0.number, UInt8($0.bytes.count), $0.baseType.rawValue] })
    }

    /// A definition's content.
    struct Layout: Hashable {
        let globalNumber: UInt16
        let fields: [[UInt8]]
    }
}

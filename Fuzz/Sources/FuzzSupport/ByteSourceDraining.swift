import Workouts

/// What reading a byte source to its end gave: every byte, or the error that stopped it.
public enum Drained: Equatable, CustomStringConvertible {
    case bytes([UInt8])
    case refused(ImportError)

    /// How many bytes, or the error, for invariants' messages.
    public var description: String {
        switch self {
        case .bytes(let bytes): "\(bytes.count) bytes"
        case .refused(let error): "refused: \(error)"
        }
    }

    /// The bytes, when the source ended without an error.
    public var bytes: [UInt8]? {
        if case .bytes(let bytes) = self { return bytes }
        return nil
    }
}

/// Reads `source` to its end `piece` bytes at a time. More than `limit` bytes breaks an
/// invariant (`what` names the source), so a reader that never ends is caught, not waited on.
public func drain(_ source: any ByteSource, piece: Int, limit: Int, what: @autoclosure () -> String) -> Drained {
    var source = source
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: max(1, piece))
    do {
        while true {
            let count = try buffer.withUnsafeMutableBufferPointer { pointer throws(ImportError) in
                try source.read(into: pointer)
            }
            invariant(count >= 0 && count <= buffer.count, "\(what()) reads \(count) bytes into \(buffer.count)")
            if count == 0 { return .bytes(result) }
            result += buffer[..<count]
            invariant(result.count <= limit, "\(what()) gives more than \(limit) bytes")
        }
    } catch {
        invariant(!error.description.isEmpty, "\(what()) is refused with no message")
        return .refused(error)
    }
}

/// Finds the start tags of an XML document read a piece at a time, so a file of any size
/// is read in constant memory: comments, the DOCTYPE, processing instructions, end tags and
/// text are skipped; a start tag is handed out whole with the line it starts on.
///
/// It is no general XML parser: it reads what Apple Health's `export.xml` holds.
struct XMLTagScanner {
    /// The longest tag accepted, in bytes.
    static let maximumTagBytes = 1 << 20

    private var source: any ByteSource
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var count = 0
    private var offset = 0
    private var line = 1

    /// A scanner of the bytes `source` gives.
    init(source: any ByteSource) { self.source = source }

    /// The next start (or empty-element) tag's bytes from its name up to, not including,
    /// its `>` or `/>`, and the line it starts on; `nil` at the end of the document.
    mutating func nextStartTag() throws(ImportError) -> (tag: [UInt8], line: Int)? {
        while let byte = try nextByte() {
            guard byte == UInt8(ascii: "<") else { continue }
            let start = line
            guard let first = try nextByte() else { throw .malformed(line: start, "the document ends inside a tag") }
            switch first {
            case UInt8(ascii: "!"): try skipDeclaration(from: start)
            case UInt8(ascii: "?"), UInt8(ascii: "/"): try skipTag(from: start)
            default:
                var tag = [first]
                var quote: UInt8?
                while true {
                    guard let next = try nextByte() else { throw .malformed(line: start, "the document ends inside a tag") }
                    if let open = quote {
                        if next == open { quote = nil }
                    } else if next == UInt8(ascii: "\"") || next == UInt8(ascii: "'") {
                        quote = next
                    } else if next == UInt8(ascii: ">") {
                        if tag.last == UInt8(ascii: "/") { tag.removeLast() }
                        return (tag, start)
                    } else if next == UInt8(ascii: "<") {
                        throw .malformed(line: line, "'<' inside a tag")
                    }
                    tag.append(next)
                    guard tag.count <= Self.maximumTagBytes else {
                        throw .malformed(line: start, "a tag longer than \(Self.maximumTagBytes) bytes")
                    }
                }
            }
        }
        return nil
    }

    /// Skips `<!-- … -->`, `<![CDATA[ … ]]>` or `<!DOCTYPE … [ … ]>` after its `<!`.
    private mutating func skipDeclaration(from start: Int) throws(ImportError) {
        var depth = 0
        var quote: UInt8?
        var first = true
        while let byte = try nextByte() {
            if first, byte == UInt8(ascii: "-") {
                try skip(until: Array("-->".utf8), from: start)
                return
            }
            first = false
            if let open = quote {
                if byte == open { quote = nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ">") where depth <= 0: return
            default: break
            }
        }
        throw .malformed(line: start, "the document ends inside a declaration")
    }

    /// Skips a processing instruction or end tag up to its `>`.
    private mutating func skipTag(from start: Int) throws(ImportError) {
        while let byte = try nextByte() {
            if byte == UInt8(ascii: ">") { return }
        }
        throw .malformed(line: start, "the document ends inside a tag")
    }

    /// Skips bytes up to and including `terminator`.
    private mutating func skip(until terminator: [UInt8], from start: Int) throws(ImportError) {
        var recent: [UInt8] = []
        while let byte = try nextByte() {
            recent.append(byte)
            if recent.count > terminator.count { recent.removeFirst() }
            if recent == terminator { return }
        }
        throw .malformed(line: start, "the document ends inside a comment")
    }

    private mutating func nextByte() throws(ImportError) -> UInt8? {
        if offset == count {
            count = try buffer.withUnsafeMutableBufferPointer { pointer throws(ImportError) in try source.read(into: pointer) }
            offset = 0
            guard count > 0 else { return nil }
        }
        let byte = buffer[offset]
        offset += 1
        if byte == UInt8(ascii: "\n") { line += 1 }
        return byte
    }
}

/// Replacing text without Foundation's `replacingOccurrences(of:with:)`: the escapes exports
/// and summaries write (a CSV field's quotes doubled, a Markdown cell's `|`) and a secret
/// hidden in a server's answer.
extension StringProtocol {
    /// The text with every occurrence of `target` replaced by `replacement`, from the start,
    /// none overlapping (`aaa` with `aa` replaced by `b` is `ba`); an empty `target` changes
    /// nothing. Matches are exact, scalar for scalar: unlike the standard library's
    /// `replacing(_:with:)`, which compares whole characters, the `\n` of a `\r\n` is
    /// found; unlike Foundation, so is a `"` that a combining mark follows, so an escape is
    /// never skipped.
    public func replacingEveryOccurrence(of target: String, with replacement: String) -> String {
        let needle = Array(target.utf8)
        guard let first = needle.first, utf8.contains(first) else { return String(self) }
        // UTF-8 bytes: a valid needle can match only where a scalar starts.
        let text = Array(utf8)
        var output: [UInt8] = []
        output.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            if text[index] == first, text.count - index >= needle.count,
               text[index..<(index + needle.count)].elementsEqual(needle) {
                output.append(contentsOf: replacement.utf8)
                index += needle.count
            } else {
                output.append(text[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}

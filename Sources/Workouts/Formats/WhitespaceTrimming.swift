/// Trimming without Foundation's `CharacterSet`: the same characters
/// `trimmingCharacters(in: .whitespaces)` and `(in: .whitespacesAndNewlines)` remove, taken
/// off the ends one Unicode scalar at a time as Foundation does (a combining mark after a
/// leading space stays).
extension StringProtocol {
    /// The text without the spaces and tabs around it: Unicode's space separators (category
    /// Zs, such as U+0020 and U+00A0) and U+0009, what Foundation calls `.whitespaces`.
    public func trimmingWhitespace() -> String {
        trimmingScalars { $0.isSpaceOrTab }
    }

    /// The text without the spaces, tabs and line breaks around it: also U+000A to U+000D,
    /// U+0085 and the line and paragraph separators U+2028 and U+2029, what Foundation calls
    /// `.whitespacesAndNewlines`.
    public func trimmingWhitespaceAndNewlines() -> String {
        trimmingScalars { $0.isSpaceOrTab || $0.isLineBreak }
    }

    private func trimmingScalars(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        // Sliced as scalars: slicing the text itself would round to whole characters.
        let scalars = String(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
              let last = scalars.lastIndex(where: { !isTrimmed($0) }) else { return "" }
        return String(Substring(scalars[first...last]))
    }
}

extension Unicode.Scalar {
    fileprivate var isSpaceOrTab: Bool {
        self == "\t" || properties.generalCategory == .spaceSeparator
    }

    fileprivate var isLineBreak: Bool {
        switch value {
        case 0x0A...0x0D, 0x85: true
        default: properties.generalCategory == .lineSeparator || properties.generalCategory == .paragraphSeparator
        }
    }
}

/// Trimming without Foundation's `CharacterSet`: the same characters
/// `trimmingCharacters(in: .whitespaces)` and `(in: .whitespacesAndNewlines)` remove, taken
/// off the ends one Unicode scalar at a time as Foundation does (a combining mark after a
/// leading space stays).
extension StringProtocol {
    /// The text without the spaces and tabs around it: U+0009, U+0020, U+00A0, U+1680,
    /// U+2000 to U+200B, U+202F, U+205F and U+3000 (Unicode's space separators, the tab and
    /// the zero width space), the fixed list Foundation's `.whitespaces` holds.
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
        switch value {
        case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    fileprivate var isLineBreak: Bool {
        switch value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}

/// Trimming without Foundation's `CharacterSet`: what `trimmingCharacters(in: .whitespaces)`
/// and `trimmingCharacters(in: .whitespacesAndNewlines)` took off, one Unicode scalar at a
/// time from each end as Foundation did (so a combining mark after a leading space stays).
///
/// The same API as `Workouts`' `WhitespaceTrimming.swift` on the essentials-lower branch, which
/// replaces this file when the branches merge (every user here imports `Workouts` already).
extension StringProtocol {
    /// The text without the spaces and tabs at its ends: U+0009, Unicode's space separators
    /// (category Zs: U+0020, U+00A0, U+3000…) and U+200B (zero width space, which Foundation
    /// still counts), Foundation's `.whitespaces`.
    public func trimmingWhitespace() -> String {
        trimmingScalars { $0.isSpaceOrTab }
    }

    /// The text without the spaces, tabs and line breaks at its ends: those of
    /// `trimmingWhitespace()`, U+000A to U+000D, U+0085, and the line and paragraph
    /// separators U+2028 and U+2029, Foundation's `.whitespacesAndNewlines`.
    public func trimmingWhitespaceAndNewlines() -> String {
        trimmingScalars { $0.isSpaceOrTab || $0.isLineBreak }
    }

    private func trimmingScalars(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
              let last = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        var trimmed = String.UnicodeScalarView()
        trimmed.append(contentsOf: scalars[first...last])
        return String(trimmed)
    }
}

extension Unicode.Scalar {
    /// U+0009, U+200B or a space separator (Zs).
    fileprivate var isSpaceOrTab: Bool {
        self == "\t" || self == "\u{200B}" || properties.generalCategory == .spaceSeparator
    }

    /// U+000A to U+000D, U+0085, or a line or paragraph separator (Zl, Zp).
    fileprivate var isLineBreak: Bool {
        if (0x0A...0x0D).contains(value) || value == 0x85 { return true }
        switch properties.generalCategory {
        case .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}

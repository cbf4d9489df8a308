import ControlProtocol
import MessageText

/// Text measured and laid out the way a terminal shows it: East Asian wide characters and
/// emoji take two columns, combining marks none, and control characters are escaped so a
/// value can never break a line or a table apart.
enum TerminalText {
    /// The columns `text` takes on a terminal.
    static func width(of text: String) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// `text` followed by spaces up to `columns` terminal columns.
    static func padded(_ text: String, to columns: Int) -> String {
        text + String(repeating: " ", count: max(0, columns - width(of: text)))
    }

    /// `text` with control characters written as escapes (`\n`, `\t`, `\u{1B}`), so it stays
    /// on one line.
    static func escaped(_ text: String) -> String { VisibleText.escaped(text) }

    private static func width(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) || first.properties.isEmojiPresentation {
            return 2
        }
        return wideRanges.contains { $0.contains(first.value) } ? 2 : 1
    }

    /// Code points East Asian Width calls Wide or Fullwidth (the blocks that matter).
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}

import CYAML

/// What libyaml says when text is not YAML, as a problem that names both places involved:
/// where the construct being read began (libyaml's context mark: the opening quote, `[`,
/// `{` or block) and where the error was noticed (its problem mark, for an unclosed
/// construct often the end of the file). The problem is located where the construct
/// began, as that is where the fix usually goes.
struct YAMLSyntaxProblem {
    let problem: ConfigurationProblem

    /// The problem `parser` stopped at while reading `text` from `file`.
    init(_ parser: yaml_parser_t, file: String, text: UnsafeBufferPointer<UInt8>) {
        let reason = parser.problem.map { String(cString: $0) } ?? "unreadable YAML"
        let noticed: (line: Int, column: Int)
        if parser.error == YAML_READER_ERROR {
            // The reader counts bytes, not lines: its marks are not set.
            noticed = Self.lineAndColumn(ofOffset: Int(parser.problem_offset), in: text)
        } else {
            noticed = (Int(parser.problem_mark.line) + 1, Int(parser.problem_mark.column) + 1)
        }
        let noticedText = "line \(noticed.line), column \(noticed.column)"
        guard let context = parser.context.map({ String(cString: $0) }) else {
            problem = ConfigurationProblem(
                "YAML syntax error: \(reason)",
                at: SourceLocation(file: file, line: noticed.line, column: noticed.column))
            return
        }
        let began = (line: Int(parser.context_mark.line) + 1, column: Int(parser.context_mark.column) + 1)
        let beganText = "line \(began.line), column \(began.column)"
        let message = began == noticed
            ? "YAML syntax error \(context) at \(beganText): \(reason)"
            : "YAML syntax error \(context) that began at \(beganText): \(reason), noticed at \(noticedText)"
        problem = ConfigurationProblem(message, at: SourceLocation(file: file, line: began.line, column: began.column))
    }

    /// The line and column (from 1) of byte `offset` in `text`, columns counted in characters.
    private static func lineAndColumn(ofOffset offset: Int, in text: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in text.prefix(offset) {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}

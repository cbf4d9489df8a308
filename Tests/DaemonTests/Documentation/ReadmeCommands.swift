import Foundation

/// The commands of a Markdown file's code blocks, as a reader would type them: each line of
/// a `sh` block, joined with the next where it ends in `\`, comment lines and blank lines left
/// out.
struct ReadmeCommands {
    /// One command: its text as written (trailing comment included) and without the comment.
    struct Command: Equatable {
        /// The line as written, continuation lines joined; what the shell is given.
        let line: String
        /// The command without its trailing `# comment`: how the test names it.
        let name: String
    }

    /// The commands, in the order they appear.
    let commands: [Command]
    /// The language tags of the blocks that are not `sh` (empty when every block is `sh`).
    let otherBlocks: [String]

    init(markdown: String) {
        var commands: [Command] = [], otherBlocks: [String] = []
        var language: String?, pending = ""
        for rawLine in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if rawLine.hasPrefix("```") {
                if language == nil {
                    let tag = String(rawLine.dropFirst(3)).trimmingCharacters(in: .whitespaces)
                    language = tag
                    if tag != "sh" { otherBlocks.append(tag.isEmpty ? "(no language)" : tag) }
                } else {
                    language = nil
                }
                continue
            }
            guard language == "sh" else { continue }
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if pending.isEmpty, line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasSuffix("\\") {
                pending += line.dropLast() + " "
                continue
            }
            let whole = pending + line
            pending = ""
            commands.append(Command(line: whole, name: Self.withoutComment(whole)))
        }
        self.commands = commands
        self.otherBlocks = otherBlocks
    }

    /// `line` without a trailing ` # comment` (the README quotes no `#` inside a command).
    private static func withoutComment(_ line: String) -> String {
        guard let range = line.range(of: " #") else { return line }
        return String(line[..<range.lowerBound]).trimmingCharacters(in: .whitespaces)
    }
}

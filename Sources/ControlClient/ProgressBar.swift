@preconcurrency import Glibc

/// A one-line progress bar on standard error, drawn only when it is a terminal.
struct ProgressBar {
    let total: Int
    private let isTerminal = isatty(STDERR_FILENO) == 1
    private var drawnPercent = -1

    init(total: Int) { self.total = total }

    /// Shows `done` bytes of `total`.
    mutating func update(_ done: Int) {
        guard isTerminal, total > 0 else { return }
        let percent = min(100, done * 100 / total)
        guard percent != drawnPercent else { return }
        drawnPercent = percent
        let filled = percent * 30 / 100
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: 30 - filled)
        fputs("\r[\(bar)] \(percent)% of \(Self.megabytes(total)) MB", stderr)
    }

    /// Ends the bar's line.
    mutating func finish() {
        if isTerminal, drawnPercent >= 0 { fputs("\n", stderr) }
        drawnPercent = -1
    }

    private static func megabytes(_ bytes: Int) -> String {
        String(Double(bytes * 10 / 1_048_576) / 10)
    }
}

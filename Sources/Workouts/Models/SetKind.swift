/// What a set was for: working sets count toward volume, warm-ups only when configured.
public enum SetKind: String, CaseIterable, Codable, Sendable {
    case normal
    case warmUp = "warm-up"
    case drop
    case failure

    /// The kind a user or an export wrote, in any case: the raw values, and `warmup` and
    /// `dropset` as Hevy writes them; nil for anything else. Every request and import reads
    /// a set's kind through this.
    public init?(spelling: String) {
        switch spelling.lowercased() {
        case "normal": self = .normal
        case "warm-up", "warmup": self = .warmUp
        case "drop", "dropset": self = .drop
        case "failure": self = .failure
        default: return nil
        }
    }

    /// Whether the set is a working set (anything but a warm-up).
    public var isWorking: Bool { self != .warmUp }
}

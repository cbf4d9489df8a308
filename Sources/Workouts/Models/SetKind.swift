/// What a set was for: working sets count toward volume, warm-ups only when configured.
public enum SetKind: String, CaseIterable, Codable, Sendable {
    case normal
    case warmUp = "warm-up"
    case drop
    case failure

    /// Whether the set is a working set (anything but a warm-up).
    public var isWorking: Bool { self != .warmUp }
}

import Synchronization
import Workouts

/// The state last derived for each program, kept while nothing it was derived from has
/// changed: replaying five years of sessions takes milliseconds, and `today` is asked far
/// more often than sessions are logged. One lives as long as the dependencies it is in
/// (a reload starts a new one), and holds one state per program and unit.
public final class ProgramStateCache: Sendable {
    private struct Entry {
        let setup: ProgramSetup
        let changeCount: Int64
        let replay: ProgramReplay
    }

    private let entries = Mutex<[String: Entry]>([:])

    /// An empty cache.
    public init() {}

    /// The state of `setup` in `unit` when the log's `changeCount` is what it was when it was
    /// kept; else what `derive` gives, kept for next time.
    func replay(
        of setup: ProgramSetup, in unit: WeightUnit, changeCount: Int64, derive: () throws -> ProgramReplay
    ) rethrows -> ProgramReplay {
        let key = "\(unit.rawValue) \(setup.name)"
        if let entry = entries.withLock({ $0[key] }), entry.changeCount == changeCount, entry.setup == setup {
            return entry.replay
        }
        let replay = try derive()
        entries.withLock { $0[key] = Entry(setup: setup, changeCount: changeCount, replay: replay) }
        return replay
    }
}

import Configuration
import FoundationEssentials
import Scheduler

/// What the runtime reports about itself in `status` and in systemd's status line, and
/// what it started with.
struct RuntimeFacts {
    /// The settings liftd started with; those a reload cannot apply stay in force.
    let startingConfiguration: Configuration
    let startTime = Date()
    var configLoadedAt = Date()
    /// The newest errors, oldest first.
    private(set) var recentErrors: [RecentError] = []
    /// The next firing the scheduler will start.
    var upcomingFiring: UpcomingFiring?
    /// Whether READY=1 was sent, so status updates wait for it.
    var isReady = false

    /// Keeps `error`, and only the newest twenty.
    mutating func remember(_ error: RecentError) {
        recentErrors = Array((recentErrors + [error]).suffix(20))
    }
}

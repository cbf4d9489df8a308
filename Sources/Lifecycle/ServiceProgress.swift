/// Where each service of a group stands, as its events arrive.
struct ServiceProgress {
    private enum Stage {
        case starting
        case running
        case ended
    }

    private var stages: [Stage?]
    /// The first service that threw, and what.
    private(set) var firstFailure: (index: Int, error: any Error)?
    /// A service ended or failed: the group stops.
    private(set) var shouldStop = false

    /// Progress for `count` services, none started yet.
    init(count: Int) {
        stages = Array(repeating: nil, count: count)
    }

    /// Whether the service at `index` said it started (or has already ended).
    func hasStarted(_ index: Int) -> Bool {
        switch stages[index] {
        case .running, .ended: true
        case .starting, nil: false
        }
    }

    /// Whether the service at `index` was started and has not ended yet.
    func isRunning(_ index: Int) -> Bool {
        switch stages[index] {
        case .starting, .running: true
        case .ended, nil: false
        }
    }

    /// Takes in what a service said.
    mutating func record(_ event: ServiceEvent) {
        switch event {
        case .started(let index):
            if stages[index] != .ended { stages[index] = .running }
        case .ended(let index, let error):
            stages[index] = .ended
            shouldStop = true
            if let error, firstFailure == nil { firstFailure = (index, error) }
        }
    }

    /// Notes that the service at `index` was launched.
    mutating func launched(_ index: Int) {
        stages[index] = .starting
    }
}

import SignalStore

/// A small state for exercising the store: a log of what happened, in order.
struct LogState: State {
    var entries: [String] = []
    var count = 0
}

struct Increment: Signal, Equatable {
    static let wireName = "increment"
    var by = 1
}

struct DoubleCount: Signal, Equatable {
    static let wireName = "double"
}

struct Note: Signal, Equatable {
    static let wireName = "note"
    var text: String
}

struct Ping: Signal, Equatable {
    static let wireName = "ping"
}

struct Pong: Signal, Equatable {
    static let wireName = "pong"
}

struct Explode: Signal, Equatable {
    static let wireName = "explode"
}

struct Wait: Signal, Equatable {
    static let wireName = "wait"
}

struct Batch: Signal, Equatable {
    static let wireName = "batch"
    var size: Int
}

struct Boom: Error, CustomStringConvertible {
    var description: String { "boom" }
}

/// Appends `label: <signal>` to the log for every signal it declares.
struct Recorder: UseCase {
    let label: String
    let handledSignals: [any Signal.Type]
    var emittedSignals: [any Signal.Type] = []
    var name: String { label }

    func handle(_ signal: any Signal, state: LogState) async throws -> UseCaseResult<LogState> {
        .updating(state) { $0.entries.append("\(label): \(signal.wireName)") }
    }
}

/// Declares a signal but never takes it.
struct Decliner: UseCase {
    let handledSignals: [any Signal.Type]
    func handle(_ signal: any Signal, state: LogState) async throws -> UseCaseResult<LogState> {
        .notHandled
    }
}

extension UseCase where Self == ClosureUseCase<LogState, Increment> {
    /// Adds the increment to the count.
    static var increment: Self {
        ClosureUseCase(on: Increment.self, name: "increment") { signal, state in
            .updating(state) { $0.count += signal.by }
        }
    }
}

extension UseCase where Self == ClosureUseCase<LogState, DoubleCount> {
    /// Doubles the count.
    static var double: Self {
        ClosureUseCase(on: DoubleCount.self, name: "double") { _, state in
            .updating(state) { $0.count *= 2 }
        }
    }
}

extension Signal where Self == Increment {
    static func increment(by amount: Int) -> Self { Increment(by: amount) }
}

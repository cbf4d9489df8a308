import SignalStore

// `liftd-bench dispatch [--signals N] [--rounds R]`: signals per second through a store with
// 4 use cases and with 64 (one a 3-level compound), against the same handler called directly.

private struct BenchmarkState: State {
    var ticks = 0
}

private struct Tick: Signal {
    static let wireName = "tick"
}

/// A distinct signal type for every nesting depth, so filler use cases fill the routing table.
private struct Filler<Inner: Signal>: Signal {
    static var wireName: String { "filler-" + Inner.wireName }
}

private struct CountTicks: UseCase {
    let handledSignals: [any Signal.Type] = [Tick.self]
    func handle(_ signal: any Signal, state: BenchmarkState) async throws -> UseCaseResult<BenchmarkState> {
        guard signal is Tick else { return .notHandled }
        return .updating(state) { $0.ticks += 1 }
    }
}

private struct IgnoreFiller: UseCase {
    let handledSignals: [any Signal.Type]
    func handle(_ signal: any Signal, state: BenchmarkState) async throws -> UseCaseResult<BenchmarkState> {
        .handledWithoutChange
    }
}

/// `count` use cases, each handling its own filler signal type.
private func fillers<Inner: Signal>(_ count: Int, after _: Inner.Type = Tick.self) -> [any UseCase<BenchmarkState>] {
    guard count > 0 else { return [] }
    return [IgnoreFiller(handledSignals: [Filler<Inner>.self])] + fillers(count - 1, after: Filler<Inner>.self)
}

@Sendable func runDispatchBenchmark(_ arguments: [String]) async throws {
    let options = try BenchmarkOptions(arguments, defaults: ["signals": 20_000, "rounds": 7])
    let signals = options["signals"]
    let rounds = options["rounds"]

    let small = Store(initialState: BenchmarkState(), useCases: fillers(3) + [CountTicks()])
    let inner = fillers(64)
    let nested = CompoundUseCase("level-1", [CompoundUseCase("level-2", [CompoundUseCase("level-3", Array(inner[60...]))])])
    let large = Store(initialState: BenchmarkState(), useCases: Array(inner[..<62]) + [nested, CountTicks()])
    let routedTypes = await large.routes.handledSignals.count
    precondition(routedTypes == 65, "the 64-use-case store routes 65 signal types")

    let direct = try await medianNanoseconds(rounds: rounds, count: signals) {
        var state = BenchmarkState()
        let useCase = CountTicks()
        for _ in 0..<signals { state = try await useCase.handle(Tick(), state: state).state ?? state }
        precondition(state.ticks == signals)
    }
    let store4 = try await medianNanoseconds(rounds: rounds, count: signals) {
        for _ in 0..<signals { _ = await small.send(Tick()) }
    }
    let store64 = try await medianNanoseconds(rounds: rounds, count: signals) {
        for _ in 0..<signals { _ = await large.send(Tick()) }
    }
    let ticks = (await small.state.ticks, await large.state.ticks)
    precondition(ticks == ((rounds + 1) * signals, (rounds + 1) * signals), "every signal was handled")

    print("direct:  \(format(direct)) ns/signal")
    print("store4:  \(format(store4)) ns/signal")
    print("store64: \(format(store64)) ns/signal")
    print("dispatch: store64/store4=\(format(store64 / store4, digits: 3)) store4/direct=\(format(store4 / direct, digits: 1))")
}

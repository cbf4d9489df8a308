/// Placeholder until the dispatch benchmark lands.
@Sendable func runDispatchBenchmark(_ arguments: [String]) async throws {}

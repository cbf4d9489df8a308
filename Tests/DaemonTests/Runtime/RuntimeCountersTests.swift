import Testing
@testable import Daemon

@Suite("Runtime counters")
struct RuntimeCountersTests {
    @Test("Chains are counted by result and errors by code, from many tasks at once without losing one")
    func countsFromManyTasks() async {
        let counters = RuntimeCounters()
        #expect(counters.current.chainsSucceeded == 0 && counters.current.chainsFailed == 0)
        #expect(counters.current.errorsByCode.isEmpty)
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<400 {
                group.addTask {
                    counters.countChain(succeeded: index % 4 != 0)
                    if index % 4 == 0 { counters.countError(code: index % 8 == 0 ? "queue-full" : "use-case-failed") }
                }
            }
        }
        #expect(counters.current.chainsSucceeded == 300)
        #expect(counters.current.chainsFailed == 100)
        #expect(counters.current.errorsByCode == ["queue-full": 50, "use-case-failed": 50])
    }
}

import Synchronization
import Testing
@testable import SignalStore

@Suite("Logger")
struct LoggerTests {
    @Test("Entries less severe than the logger keeps are neither written nor built")
    func levelFilter() {
        let written = Mutex<[String]>([])
        let built = Mutex(0)
        let logger = Logger(leastSevereLevel: .info) { level, message, _ in
            written.withLock { $0.append("\(level.rawValue) \(message)") }
        }
        func message(_ text: String) -> String {
            built.withLock { $0 += 1 }
            return text
        }
        logger.log(.debug, message("chatty"), fields: ["LIFTD_SIGNAL": message("ping")])
        logger.log(.info, message("started"))
        logger.log(.error, message("failed"))
        #expect(written.withLock { $0 } == ["6 started", "3 failed"])
        #expect(built.withLock { $0 } == 2)
    }
}

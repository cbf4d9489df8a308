import Testing
@testable import Daemon

@Test("The Daemon module links")
func DaemonModuleLinks() {
    #expect(String(describing: DaemonModule.self) == "DaemonModule")
}

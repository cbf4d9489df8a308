import Configuration
import ControlServer
import Inbox
import Testing
@testable import Daemon

@Suite("The config's sections mapped onto the socket's and the inbox's settings")
struct ConfiguredSettingsTests {
    @Test("Every value of the socket section reaches the control server's settings")
    func socketSection() {
        var section = SocketSection(
            path: "/run/l.sock", mode: 0o600, group: "lifters", maximumLineLength: 2_048, maximumClients: 9,
            maximumClientsPerUser: 3, adminReserve: 2, idleTimeout: .seconds(61), lineTimeout: .seconds(7),
            requestDeadline: .seconds(3))
        section.maximumSubscribers = 5
        section.stopGracePeriod = .seconds(4)
        #expect(SocketSettings(section) == SocketSettings(
            path: "/run/l.sock", mode: 0o600, group: "lifters", maximumLineLength: 2_048, maximumClients: 9,
            maximumClientsPerUser: 3, adminReserve: 2, idleTimeout: .seconds(61), lineTimeout: .seconds(7),
            requestDeadline: .seconds(3), maximumSubscribers: 5, stopGracePeriod: .seconds(4)))
    }

    @Test("Every value of the inbox section reaches the inbox; without a folder it watches <import-directory>/inbox")
    func inboxSection() {
        let chosen = InboxSection(enabled: false, folder: "/sync/phone", settleTime: .seconds(3), doneRetention: .seconds(60))
        #expect(InboxSettings(chosen) == InboxSettings(
            enabled: false, folder: "/sync/phone", settleTime: .seconds(3), doneRetention: .seconds(60)))
        #expect(InboxSettings(InboxSection()).watchedFolder(importDirectory: "/srv/import") == "/srv/import/inbox")
    }

    @Test("The folders a watched folder may not be include each folder the inbox moves files to")
    func reservedFolders() {
        let folders = InboxFolders(inbox: "/srv/import/inbox", importDirectory: "/srv/import")
        let moved = [folders.done, folders.failed, folders.staging].map { String($0.dropFirst("/srv/import/".count)) }
        #expect(Set(moved).isSubset(of: InboxSection.reservedFolderNames), "\(moved)")
    }
}

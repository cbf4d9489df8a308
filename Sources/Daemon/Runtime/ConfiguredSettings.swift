import Configuration
import ControlServer
import Inbox

// The composition root maps the config's own values onto the settings of the modules they
// configure, which know nothing of the config file.

extension SocketSettings {
    /// The control server's settings from the config's `socket:` section.
    init(_ section: SocketSection) {
        self.init(
            path: section.path, mode: section.mode, group: section.group, maximumLineLength: section.maximumLineLength,
            maximumClients: section.maximumClients, maximumClientsPerUser: section.maximumClientsPerUser,
            adminReserve: section.adminReserve, idleTimeout: section.idleTimeout, lineTimeout: section.lineTimeout,
            requestDeadline: section.requestDeadline, maximumSubscribers: section.maximumSubscribers,
            stopGracePeriod: section.stopGracePeriod)
    }
}

extension InboxSettings {
    /// The inbox's settings from the config's `inbox:` section.
    init(_ section: InboxSection) {
        self.init(enabled: section.enabled, folder: section.folder, settleTime: section.settleTime,
                  doneRetention: section.doneRetention)
    }
}

import Synchronization

/// The request settings in force, shared between the runtime (which replaces them on
/// reload) and the socket's request handler (which reads them for every request).
final class RequestSettingsBox: Sendable {
    private let settings: Mutex<RequestSettings>

    init(_ settings: RequestSettings) {
        self.settings = Mutex(settings)
    }

    /// The settings in force.
    var current: RequestSettings {
        get { settings.withLock { $0 } }
        set { settings.withLock { $0 = newValue } }
    }
}

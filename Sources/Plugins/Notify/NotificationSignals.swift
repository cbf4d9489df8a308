import SignalStore

/// Every notification signal liftd sends: what the `notify` bundle's members (`report-log`,
/// `webhook`) handle by default, so each notifier sees each one.
///
/// Adding a notification is one line here; the type conforms to `NotificationSignal`, so
/// a config with no notifier still loads and a chain nobody listens to still succeeds.
public enum NotificationSignals {
    /// The notification signal types, in the order `liftd plugins` lists them.
    public static let all: [any NotificationSignal.Type] = [
        ReportReady.self,
        SignalFailed.self,
        PersonalRecordReached.self,
        RecordsUpdated.self,
        ImportFinished.self,
        BackupFinished.self,
        Progression.self,
        SessionReminder.self,
    ]

    /// The wire names of `all`.
    public static var names: [String] { all.map { $0.wireName } }

    /// The notification type named `name`.
    public static func type(named name: String) -> (any NotificationSignal.Type)? {
        all.first { $0.wireName == name }
    }
}

extension ReportReady: NotificationSignal {}
extension PersonalRecordReached: NotificationSignal {}
extension RecordsUpdated: NotificationSignal {}
extension ImportFinished: NotificationSignal {}
extension BackupFinished: NotificationSignal {}
extension Progression: NotificationSignal {}
extension SessionReminder: NotificationSignal {}

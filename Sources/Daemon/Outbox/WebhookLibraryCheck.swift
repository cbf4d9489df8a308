import Plugins

/// Loads libcurl when a config has a webhook, so its cost is paid at start-up or reload
/// rather than by the first notification, and a missing libcurl is a warning then rather
/// than a surprise later. A config without webhooks never loads it.
enum WebhookLibraryCheck {
    /// The warning for `loaded`: `nil` when it has no webhook or libcurl loads.
    static func warning(for loaded: LoadedConfiguration) -> String? {
        guard hasWebhook(loaded.configured), case .failure(let unavailable) = CurlLibrary.shared else { return nil }
        return "webhooks cannot be sent: \(unavailable)"
    }

    private static func hasWebhook(_ configured: [ConfiguredUseCase]) -> Bool {
        configured.contains { $0.useCase is WebhookUseCase || hasWebhook($0.members) }
    }
}

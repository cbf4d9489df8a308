import Plugins

/// Loads libcurl when a config has a webhook, so its cost is paid at start-up or reload
/// rather than by the first notification, and a missing libcurl is a warning then rather
/// than a surprise later. A config without webhooks never loads it.
enum WebhookLibraryCheck {
    /// The warning for `loaded`: `nil` when it has no webhook or `library` (by default the
    /// daemon's libcurl, loaded now) loads.
    static func warning(
        for loaded: LoadedConfiguration, library: @autoclosure () -> Result<CurlLibrary, CurlUnavailable> = CurlLibrary.shared
    ) -> String? {
        guard !loaded.webhooks.isEmpty, case .failure(let unavailable) = library() else { return nil }
        return "webhooks cannot be sent: \(unavailable)"
    }
}

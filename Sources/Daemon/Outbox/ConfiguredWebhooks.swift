import Plugins

extension LoadedConfiguration {
    /// Every webhook the config has, bundles' members included, in config order.
    var webhooks: [WebhookUseCase] { Self.webhooks(in: configured) }

    private static func webhooks(in configured: [ConfiguredUseCase]) -> [WebhookUseCase] {
        configured.flatMap { entry -> [WebhookUseCase] in
            if let webhook = entry.useCase as? WebhookUseCase { return [webhook] }
            return webhooks(in: entry.members)
        }
    }
}

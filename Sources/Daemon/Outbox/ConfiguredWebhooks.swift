import Plugins

extension LoadedConfiguration {
    /// Every webhook the config has, bundles' members included, in config order.
    var webhooks: [WebhookUseCase] { Self.webhooks(in: configured) }

    /// Every `exec` notifier that runs from the outbox, bundles' members included.
    var outboxPrograms: [ExecUseCase<LiftdState>] { Self.outboxPrograms(in: configured) }

    private static func outboxPrograms(in configured: [ConfiguredUseCase]) -> [ExecUseCase<LiftdState>] {
        configured.flatMap { entry -> [ExecUseCase<LiftdState>] in
            if let program = entry.useCase as? ExecUseCase<LiftdState>, program.options.outbox { return [program] }
            return outboxPrograms(in: entry.members)
        }
    }

    private static func webhooks(in configured: [ConfiguredUseCase]) -> [WebhookUseCase] {
        configured.flatMap { entry -> [WebhookUseCase] in
            if let webhook = entry.useCase as? WebhookUseCase { return [webhook] }
            return webhooks(in: entry.members)
        }
    }
}

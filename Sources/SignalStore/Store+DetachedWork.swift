extension Store {
    /// Runs the work `outcome`'s chain left, in order, outside the store; records its answer
    /// or error in `outcome` and runs the signals it asks for, or `SignalFailed`, as chains
    /// of their own.
    func runDetachedWork(of outcome: inout ChainOutcome) async {
        for work in outcome.detachedWork {
            do {
                let finished = try await work.run()
                if let reply = finished.reply { outcome.detachedReply = reply }
                for next in finished.signals { _ = await sendOnCallersExecutor(next) }
            } catch {
                let failure = ChainError(
                    ChainRunner<StoreState>.kind(of: error), signal: work.signal, useCase: work.useCase,
                    blamesSignal: (error as? any CodedError)?.blamesSignal ?? false)
                outcome.errors.append(failure)
                let notifies = await routes.handles(SignalFailed.self)
                if !failure.wasCancelled, notifies {
                    _ = await sendOnCallersExecutor(SignalFailed(failure, chain: outcome.chain))
                }
                return
            }
        }
    }
}

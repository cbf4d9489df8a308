import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// The webhook session's delegate: ends each attempt with its answer's status as soon as the
/// head arrives and cancels the rest, so a body of any size is never read; a task that ends
/// without a head (refused, cut off, cancelled) ends its attempt with why.
final class AnswerHeads: NSObject, URLSessionDataDelegate, Sendable {
    /// The attempt each running task ends, by task identifier.
    private let races = Mutex<[Int: AttemptRace]>([:])

    /// Routes `task`'s answer to `race`, which it ends.
    func route(_ task: URLSessionDataTask, to race: AttemptRace) {
        races.withLock { $0[task.taskIdentifier] = race }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let race = races.withLock { $0[dataTask.taskIdentifier] }
        race?.finish(WebhookAttempt(response: response, error: nil))
        completionHandler(.cancel)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let race = races.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        race?.finish(WebhookAttempt(response: task.response, error: error))
    }
}

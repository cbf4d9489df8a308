import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// The webhook session's delegate: ends each attempt with its answer's status as soon as the
/// head arrives (ending the attempt cancels its task, and any body that arrives is dropped);
/// a task that ends without a head (refused, cut off, cancelled) ends its attempt with why.
/// Not bounded: Foundation hands the delegate each piece of a body asynchronously, so a body
/// that arrives faster than the delegate's queue runs waits in that queue (a 1 GiB answer on
/// loopback, about one attempt in ten) until the cancel takes effect.
/// A redirect is followed only while its attempt runs: Foundation on Linux traps when a task
/// cancelled during a redirect later gets the redirect's answer.
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
        // Foundation on Linux ignores the disposition; the task's cancel (by `finish`) stops it.
        completionHandler(.cancel)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        // Answered while the attempt is known to run, so its cancel comes after the answer; an
        // ended attempt's task is being cancelled, and is never answered.
        let race = races.withLock { $0[task.taskIdentifier] }
        race?.whileRunning { completionHandler(request) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let race = races.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        race?.finish(WebhookAttempt(response: task.response, error: error))
    }
}

import Configuration
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Plugins
import Synchronization

/// Sends a webhook's HTTP request, one attempt at a time, within an overall deadline per
/// attempt. URLSession's own timeout on Linux only bounds the time between bytes, so a
/// server that trickles would never time out: the deadline here cancels the request. An
/// attempt ends with the answer's status, and its body is dropped (`AnswerHeads`).
final class WebhookSender: Sendable {
    /// Made on the first request, so a daemon without webhooks starts no network machinery
    /// (URLSession's threads and timers) and stays idle.
    private let madeSession = Mutex<URLSession?>(nil)
    /// Ends each attempt when its answer's head arrives.
    private let answers = AnswerHeads()

    /// A sender; its session is made when it first sends.
    init() {}

    /// A session with a delegate lives until it is invalidated: it goes with its sender.
    deinit {
        madeSession.withLock { $0?.invalidateAndCancel() }
    }

    /// The session: no cache, no cookies, no idle timeout of its own.
    private var session: URLSession {
        madeSession.withLock { made in
            if let made { return made }
            let session = Self.makeSession(delegate: answers)
            made = session
            return session
        }
    }

    private static func makeSession(delegate: AnswerHeads) -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = 86_400
        configuration.timeoutIntervalForResource = 86_400
        return URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    /// One attempt of `request`: the answer, or why there was none by its deadline.
    /// Cancelling the calling task cancels the request.
    func attempt(_ request: WebhookRequest) async -> WebhookAttempt {
        guard let url = URL(string: request.url) else { return .failed("the URL does not parse") }
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = "POST"
        urlRequest.httpBody = request.body
        for header in request.headers {
            urlRequest.setValue(header.value, forHTTPHeaderField: header.name)
        }
        let race = AttemptRace()
        let deadline = request.attemptTimeout
        let session = self.session, answers = self.answers
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                race.start(continuation)
                let task = session.dataTask(with: urlRequest)
                answers.route(task, to: race)
                let timer = Task {
                    guard (try? await Task.sleep(for: deadline)) != nil else { return }
                    race.finish(.failed("no complete answer within \(DurationText.format(deadline)); cancelled"))
                }
                race.hold(task: task, timer: timer)
                task.resume()
            }
        } onCancel: {
            race.finish(.failed("cancelled: liftd is stopping"))
        }
    }
}

/// The first of an answer, the deadline and a cancellation to arrive ends the attempt; the
/// others find it ended. Ending it cancels the data task and the timer.
final class AttemptRace: Sendable {
    private struct State {
        var continuation: CheckedContinuation<WebhookAttempt, Never>?
        var result: WebhookAttempt?
        var task: URLSessionDataTask?
        var timer: Task<Void, Never>?
    }

    private let state = Mutex(State())

    /// Waits with `continuation`; resumes it at once when the race already ended.
    func start(_ continuation: CheckedContinuation<WebhookAttempt, Never>) {
        let ended = state.withLock { state -> WebhookAttempt? in
            if let result = state.result { return result }
            state.continuation = continuation
            return nil
        }
        if let ended { continuation.resume(returning: ended) }
    }

    /// Keeps the task and timer to cancel when the race ends; cancels them at once if it has.
    func hold(task: URLSessionDataTask, timer: Task<Void, Never>) {
        let ended = state.withLock { state -> Bool in
            state.task = task
            state.timer = timer
            return state.result != nil
        }
        if ended {
            task.cancel()
            timer.cancel()
        }
    }

    /// Runs `body` unless the race has ended, holding off its end (and so the task's cancel)
    /// until `body` returns.
    func whileRunning(_ body: () -> Void) {
        state.withLock { state in
            if state.result == nil { body() }
        }
    }

    /// Ends the race with `result` unless it has ended.
    func finish(_ result: WebhookAttempt) {
        let ended = state.withLock { state -> State? in
            guard state.result == nil else { return nil }
            state.result = result
            let ended = state
            state.continuation = nil
            return ended
        }
        ended?.continuation?.resume(returning: result)
        ended?.task?.cancel()
        ended?.timer?.cancel()
    }
}

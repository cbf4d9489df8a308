import ChildProcessTesting
import ControlProtocol
import Foundation
import TestSupport

/// A test's subscriber on the control socket: sends `subscribe` and reads event lines.
/// Every read is bounded by `TestClient.receiveBound`.
final class EventSubscriber: Sendable {
    let client: TestClient

    /// Connects to `path` and sends `request` (a `subscribe` line), without reading.
    init(path: String, request: String = "subscribe") throws {
        client = try TestClient(path: path)
        try client.send(request + "\n")
    }

    /// Subscribes and waits for the confirmation; returns its members.
    static func subscribed(path: String, request: String = "subscribe") async throws -> EventSubscriber {
        let subscriber = try EventSubscriber(path: path, request: request)
        let confirmation = try await subscriber.nextLine()
        guard confirmation["event"] == .string("subscribed") else {
            throw IntegrationFailure("expected the subscription to be confirmed, got \(confirmation)")
        }
        return subscriber
    }

    /// The next line, as an object.
    func nextLine() async throws -> [String: JSONValue] {
        let client = self.client
        return try await offPool {
            guard let line = try client.readLine() else { throw IntegrationFailure("the event stream ended") }
            return try Self.members(line)
        }
    }

    /// The next line whose `event` is `name`, skipping others.
    func next(_ name: String) async throws -> [String: JSONValue] {
        while true {
            let line = try await nextLine()
            if line["event"] == .string(name) { return line }
        }
    }

    static func members(_ line: String) throws -> [String: JSONValue] {
        guard case .object(let members) = try JSONDecoder().decode(JSONValue.self, from: Data(line.utf8)) else {
            throw IntegrationFailure("not a JSON object: \(line)")
        }
        return members
    }
}

/// The standard test config's use cases and `finish-workout`, which fails when no workout is
/// in progress: a cheap failing chain.
let withFinishWorkout = DaemonSandbox.standardUseCases + ["finish-workout"]
/// An `exec` program, before `workouts`' own use case, that fails every `workouts`: a failure
/// of the daemon's, not the request's.
let failingWorkouts = ["exec: {command: [/bin/false], on: [workouts]}"]

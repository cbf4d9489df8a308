import ControlProtocol
import Foundation
import TestSupport
import Testing
@testable import Daemon

/// Starts liftd in a fresh sandbox and waits until it is ready.
func startDaemon(
    useCases: [String] = DaemonSandbox.standardUseCases, socket: [String] = [], extra: String = "",
    environment: [String: String] = [:]
) async throws -> DaemonProcess {
    let sandbox = try DaemonSandbox(useCases: useCases, socket: socket, extra: extra)
    let daemon = try DaemonProcess(sandbox, environment: environment)
    try await daemon.waitUntilReady()
    return daemon
}

/// Stops `daemon` with SIGTERM and expects a clean exit.
func stopCleanly(_ daemon: DaemonProcess) async throws {
    daemon.send(signal: SIGTERM)
    #expect(try await daemon.waitForExit() == 0)
}

/// The `result` member of a successful answer line; fails on an error answer.
func result(of line: String) throws -> JSONValue {
    let answer = try members(of: line)
    guard answer["ok"] == .bool(true), let result = answer["result"] else {
        throw IntegrationFailure("not a successful answer: \(line)")
    }
    return result
}

/// The error message of an error answer line.
func errorMessage(of line: String) throws -> String {
    guard case .object(let error)? = try members(of: line)["error"], case .string(let message)? = error["message"] else {
        throw IntegrationFailure("not an error answer: \(line)")
    }
    return message
}

extension JSONValue {
    /// The member `key` of an object, else nil.
    subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The elements of an array, else empty.
    var elements: [JSONValue] {
        if case .array(let items) = self { return items }
        return []
    }
}

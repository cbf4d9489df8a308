import ControlProtocol
import TestSupport
@testable import ControlServer

/// A started server on a fresh path, with the directory it lives in.
struct RunningServer {
    let server: ControlServer
    let directory: TemporaryDirectory
    let settings: SocketSettings
    var path: String { settings.path }

    func stop() async { await server.stop(gracePeriod: .seconds(5)) }
}

/// Starts a server at a new path (in a directory it creates) with `handler`, running
/// `loopCount` event loops (by default one per processor but one, as the daemon does).
func startServer(
    loopCount: Int = AllowedProcessors.loopCount(maximum: ControlServer.maximumLoopCount),
    adjust: (inout SocketSettings) -> Void = { _ in },
    isAdmin: @escaping ControlServer.AdminCheck = { _ in false },
    handler: @escaping ControlServer.Handler = echoHandler
) throws -> RunningServer {
    let directory = try TemporaryDirectory()
    var settings = SocketSettings.defaults(path: directory.path + "/run/liftd.sock")
    // A test that is not about the request deadline must not meet it: on a loaded machine a
    // test can be held up for longer than the default 30 seconds, and a `deadline-exceeded`
    // answer would then stand in for the behaviour the test waits for.
    settings.requestDeadline = .seconds(86_400)
    adjust(&settings)
    let server = try ControlServer(
        listener: try ListeningSocket.bind(settings), settings: settings, loopCount: loopCount, isAdmin: isAdmin, handler: handler)
    try server.start()
    return RunningServer(server: server, directory: directory, settings: settings)
}

/// Answers each request with its signal and fields, or with its parse error.
@Sendable func echoHandler(_ line: RequestLine, _ peer: PeerCredentials) async -> String {
    do {
        let request = try line.parse()
        return Response.success(.object(["signal": .string(request.signal), "fields": .object(request.fields)]),
                                id: request.id)
    } catch {
        return Response.failure(error)
    }
}

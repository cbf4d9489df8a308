import ChildProcessTesting
import Foundation
import Testing
@testable import Systemd

@Suite("Socket activation", .needsTool("/usr/bin/systemd-socket-activate", package: "systemd"))
struct SocketActivationTests {
    @Test("A socket passed by systemd-socket-activate as 'control' is found, and it serves")
    func activatedControlSocket() async throws {
        let activation = try await activate(socketNames: ["control"])
        #expect(activation.probeLine == "name=control environment=cleared")
        #expect(activation.reply == "hello from control\n")
    }

    @Test("A single passed socket is used whatever its name")
    func singleSocketAnyName() async throws {
        let activation = try await activate(socketNames: [nil])
        #expect(activation.probeLine == "name=unknown environment=cleared")
        #expect(activation.reply == "hello from unknown\n")
    }

    @Test("Among several passed sockets the one named 'control' is chosen")
    func controlAmongSeveral() async throws {
        let activation = try await activate(socketNames: ["metrics", "control"], connectTo: 1)
        #expect(activation.probeLine == "name=control environment=cleared")
        #expect(activation.reply == "hello from control\n")
    }

    @Test("Several passed sockets and none named 'control' stop the daemon with the names")
    func severalWithoutControl() async throws {
        let activation = try await activate(socketNames: ["a", "b"])
        #expect(activation.probeLine
            == "error: socket activation: 2 sockets passed (a, b), expected exactly one named 'control'")
        #expect(activation.reply.isEmpty)
    }

    @Test("Without LISTEN_FDS there is no activated socket")
    func notActivated() async throws {
        #expect(try await ProbeProcess.run(mode: "activation", environment: [:]) == ["none"])
    }

    @Test("Several passed sockets without exactly one named 'control' are an error naming them")
    func ambiguousSockets() throws {
        let passed = [ActivatedSocket(fileDescriptor: 3, name: "a"), ActivatedSocket(fileDescriptor: 4, name: "b")]
        #expect(throws: SocketActivationError.noSingleControlSocket(passedNames: ["a", "b"])) {
            try SocketActivation.choose(from: passed)
        }
        let twice = [ActivatedSocket(fileDescriptor: 3, name: "control"), ActivatedSocket(fileDescriptor: 4, name: "control")]
        #expect(throws: SocketActivationError.noSingleControlSocket(passedNames: ["control", "control"])) {
            try SocketActivation.choose(from: twice)
        }
        let mixed = [ActivatedSocket(fileDescriptor: 3, name: "metrics"), ActivatedSocket(fileDescriptor: 4, name: "control")]
        #expect(try SocketActivation.choose(from: mixed) == mixed[1])
    }

    @Test("A passed socket that is not a listening AF_UNIX stream is rejected with a clear error")
    func rejectsWrongSocketKinds() throws {
        let datagram = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
        defer { close(datagram) }
        var pair: [Int32] = [0, 0]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0)
        defer { pair.forEach { close($0) } }
        for descriptor in [datagram, pair[0]] {
            let passed = ActivatedSocket(fileDescriptor: descriptor, name: "control")
            #expect(throws: SocketActivationError.notUnixStreamListener(passed)) {
                try SocketActivation.validate(passed)
            }
        }
        let message = SocketActivationError.notUnixStreamListener(.init(fileDescriptor: 7, name: "control")).description
        #expect(message.contains("fd 7") && message.contains("not a listening AF_UNIX stream socket"))
    }

    @Test("A listening AF_UNIX stream socket passes validation")
    func acceptsListeningUnixStream() throws {
        let directory = try makeTemporaryDirectory()
        defer { rmdir(directory) }
        let listener = try UnixStreamClient.listen(path: directory + "/listening.sock")
        defer { close(listener); unlink(directory + "/listening.sock") }
        try SocketActivation.validate(ActivatedSocket(fileDescriptor: listener, name: "control"))
    }

    /// Starts the probe under `systemd-socket-activate` listening on one socket per name
    /// (`nil`: no `--fdname`), connects to socket `connectTo` (which starts the probe) and
    /// returns the probe's first line and what the connection received.
    private func activate(
        socketNames: [String?], connectTo index: Int = 0
    ) async throws -> (probeLine: String?, reply: String) {
        let directory = try makeTemporaryDirectory()
        let paths = socketNames.indices.map { directory + "/socket\($0)" }
        defer {
            paths.forEach { unlink($0) }
            rmdir(directory)
        }
        var launcher = ["/usr/bin/systemd-socket-activate"] + paths.flatMap { ["-l", $0] }
        let names = socketNames.compactMap { $0 }
        if !names.isEmpty { launcher.append("--fdname=" + names.joined(separator: ":")) }
        let probe = try ProbeProcess(mode: "activation", environment: [:], launcher: launcher)
        // Reading the probe blocks: on a thread of its own, never on the cooperative pool.
        let (listening, probeLine, reply) = try await offPool {
            defer { probe.kill() }
            let listening = try paths.map { _ in try probe.nextDiagnosticLine() }
            let reply = try UnixStreamClient.exchange(path: paths[index])
            return (listening, try probe.nextLine(), reply)
        }
        for (path, line) in zip(paths, listening) {
            #expect(line?.hasPrefix("Listening on \(path)") == true)
        }
        return (probeLine, reply)
    }
}

import Foundation
import Testing
@testable import Daemon

@Suite("Socket activation")
struct SocketActivationTests {
    @Test("A socket passed by systemd-socket-activate as 'control' is found, and it serves")
    func activatedControlSocket() throws {
        let directory = try makeTemporaryDirectory()
        defer { rmdir(directory) }
        let path = directory + "/liftd.sock"
        defer { unlink(path) }
        let probe = try ProbeProcess(mode: "activation", environment: [:],
                                     launcher: ["/usr/bin/systemd-socket-activate", "-l", path, "--fdname=control"])
        defer { probe.kill() }
        #expect(probe.nextDiagnosticLine()?.hasPrefix("Listening on \(path)") == true)
        let reply = try UnixStreamClient.exchange(path: path)
        #expect(probe.nextLine() == "name=control environment=cleared")
        #expect(reply == "hello from control\n")
    }

    @Test("A single passed socket is used whatever its name")
    func singleSocketAnyName() throws {
        let directory = try makeTemporaryDirectory()
        defer { rmdir(directory) }
        let path = directory + "/liftd.sock"
        defer { unlink(path) }
        let probe = try ProbeProcess(mode: "activation", environment: [:],
                                     launcher: ["/usr/bin/systemd-socket-activate", "-l", path])
        defer { probe.kill() }
        #expect(probe.nextDiagnosticLine()?.hasPrefix("Listening on \(path)") == true)
        let reply = try UnixStreamClient.exchange(path: path)
        #expect(probe.nextLine() == "name=unknown environment=cleared")
        #expect(reply == "hello from unknown\n")
    }

    @Test("Without LISTEN_FDS there is no activated socket")
    func notActivated() throws {
        #expect(try ProbeProcess.run(mode: "activation", environment: [:]) == ["none"])
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
}

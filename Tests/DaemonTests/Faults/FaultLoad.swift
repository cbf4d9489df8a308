import ChildProcessTesting
import Foundation
import Synchronization
import TestSupport

/// What load clients saw while a fault was injected: the requests the daemon acknowledged
/// (answered `ok`), and every answer that was neither an acknowledgement nor the end of the
/// connection. Only acknowledged requests are asserted on, so when the fault strikes does
/// not matter.
final class LoadRecord: Sendable {
    private let state = Mutex<(acknowledged: [String], unexpected: [String])>(([], []))

    /// The markers of the acknowledged requests.
    var acknowledged: [String] { state.withLock { $0.acknowledged } }
    /// Answers that were errors, or could not be read as answers.
    var unexpected: [String] { state.withLock { $0.unexpected } }
    /// How many requests were acknowledged so far.
    var count: Int { state.withLock { $0.acknowledged.count } }

    func acknowledge(_ marker: String) { state.withLock { $0.acknowledged.append(marker) } }
    func note(unexpected answer: String) { state.withLock { $0.unexpected.append(answer) } }
}

/// Set once to tell load clients to stop after their current request.
final class StopRequest: Sendable {
    private let value = Atomic<Bool>(false)
    var isSet: Bool { value.load(ordering: .acquiring) }
    func set() { value.store(true, ordering: .releasing) }
}

/// Runs `clients` connections to `path`, each sending `request(client, n)` for n = 0, 1, …
/// and reading its answer, until `stop` is set or the daemon goes away (the connection ends
/// or cannot be made). An `ok` answer acknowledges the request's marker
/// (`marker(client, n)`); any other answer is noted as unexpected. Returns when every client
/// has finished.
func runLoad(
    path: String, clients: Int, record: LoadRecord, stop: StopRequest,
    request: @escaping @Sendable (_ client: Int, _ number: Int) -> String,
    marker: @escaping @Sendable (_ client: Int, _ number: Int) -> String
) async throws {
    try await withThrowingTaskGroup(of: Void.self) { group in
        for client in 0..<clients {
            group.addTask {
                try await offPool {
                    guard let connection = try? TestClient(path: path) else { return }
                    var number = 0
                    while !stop.isSet {
                        guard (try? connection.send(request(client, number) + "\n")) != nil,
                              let answer = try? connection.readLine() else { return }
                        if (try? members(of: answer)["ok"]) == .bool(true) {
                            record.acknowledge(marker(client, number))
                        } else {
                            record.note(unexpected: answer)
                        }
                        number += 1
                    }
                }
            }
        }
        try await group.waitForAll()
    }
}

/// The database of a sandbox's daemon, read with the sqlite3 command-line tool.
struct DatabaseFile {
    let path: String

    init(_ sandbox: DaemonSandbox) { path = sandbox.path + "/var/liftd.sqlite" }

    /// The database file at `path` (a backup copy, say).
    init(path: String) { self.path = path }

    /// The rows `sql` selects, one line each (fails with sqlite3's stderr on an error).
    func query(_ sql: String) async throws -> [String] {
        let sqlite = try BuiltProducts.tool("/usr/bin/sqlite3", package: "sqlite3")
        let run = try await ProgramRun.run(sqlite, [path, sql])
        guard run.status == 0 else { throw IntegrationFailure("sqlite3 \(path) '\(sql)': \(run.standardError)") }
        return run.outputLines
    }

    /// `PRAGMA integrity_check`'s lines: `["ok"]` for a sound file.
    func integrityCheck() async throws -> [String] { try await query("PRAGMA integrity_check") }

    /// The notes of every stored set.
    func setNotes() async throws -> Set<String> { Set(try await query("SELECT notes FROM sets")) }
}

/// The workout id in a `start-workout` answer.
func workoutIdentifier(of answer: String) throws -> Int {
    guard case .integer(let identifier)? = try result(of: answer)["id"] else {
        throw IntegrationFailure("start-workout gave no workout id: \(answer)")
    }
    return identifier
}

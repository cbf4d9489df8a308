import Testing
@testable import Configuration

private func configuration(_ text: String) throws -> Configuration {
    try ConfigurationLoader.read(text, source: "r.yaml", environment: [:])
}

@Test("Only socket settings, the state directory and the database are named as needing a restart")
func restartOnlyChanges() throws {
    let running = try configuration("paths: {state-directory: /srv/a}\nsocket: {path: /run/l.sock}\nunits: kg\n")
    let appliedByReload = try configuration("""
        paths: {state-directory: /srv/a, output-directory: /srv/out, import-directory: /srv/in}
        socket: {path: /run/l.sock}
        units: lb
        time-zone: Europe/Berlin
        access: {others: none}
        exercises: {Landmine Press: {primary: [shoulders]}}
        """)
    #expect(appliedByReload.restartOnlyChanges(comparedTo: running) == [])
    let restartOnly = try configuration(
        "paths: {state-directory: /srv/b, database: /srv/db.sqlite}\nsocket: {path: /run/l.sock, max-clients: 40}\n")
    #expect(restartOnly.restartOnlyChanges(comparedTo: running)
        == ["socket.max-clients", "paths.state-directory", "paths.database"])
}

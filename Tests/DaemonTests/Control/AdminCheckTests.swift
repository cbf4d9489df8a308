import Configuration
import ControlServer
import Glibc
import Testing
@testable import Daemon

/// Whether the socket lets a peer into the admins' reserve follows the `access` rules.
@Suite("Admins for the socket's reserved slots")
struct AdminCheckTests {
    private let ownUser = getuid()
    private var peer: PeerCredentials { PeerCredentials(processID: getpid(), userID: ownUser, groupID: getgid()) }

    private func isAdmin(_ adjust: (inout AccessRules) -> Void, daemonUser: UInt32? = nil) -> Bool {
        var rules = AccessRules()
        rules.admin = AccessRules.Grant()
        adjust(&rules)
        let policy = AccessPolicy(rules: rules, daemonUserID: daemonUser ?? (ownUser == 4_242 ? 4_243 : 4_242))
        return RequestSettings(signals: SignalDirectory([]), access: policy).isAdmin(peer)
    }

    @Test("The own uid is no admin when no rule makes it one, and the level of others is below admin")
    func notAdmin() {
        #expect(!isAdmin { $0.operator.uids = [ownUser] })
        #expect(!isAdmin { $0.others = .operator })
    }

    @Test("The own uid is an admin when a rule names it by number or by name, when others are admins, or when the daemon runs as it")
    func admin() throws {
        let name = try #require(getpwuid(ownUser).map { String(cString: $0.pointee.pw_name) })
        #expect(isAdmin { $0.admin.uids = [ownUser] })
        #expect(isAdmin { $0.admin.users = [name] })
        #expect(isAdmin { $0.others = .admin })
        #expect(isAdmin({ _ in }, daemonUser: ownUser))
    }
}

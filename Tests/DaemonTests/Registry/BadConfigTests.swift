import Configuration
import Testing
@testable import Daemon

/// One bad config: the text, where the first problem must be reported, and what it must say.
struct BadConfig: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let line: Int
    let column: Int
    let saying: String

    var testDescription: String { name }
}

private let badConfigs: [BadConfig] = [
    BadConfig(name: "unknown muscle group", text: "exercises:\n  Landmine Press:\n    primary: [shoulders, tricep]\n",
              line: 3, column: 26, saying: "unknown muscle group 'tricep' in 'primary' (did you mean 'triceps'?)"),
    BadConfig(name: "unknown load type", text: "exercises:\n  Lat Pulldown (Machine):\n    load: asisted\n",
              line: 3, column: 11, saying: "unknown load 'asisted' in 'load' (did you mean 'assisted'?)"),
    BadConfig(name: "load alone for an exercise the catalog does not know",
              text: "exercises:\n  Sled Pull:\n    load: assisted\n", line: 3, column: 5,
              saying: "exercise 'Sled Pull': missing required key 'primary' (the built-in catalog does not know it)"),
    BadConfig(name: "unknown top-level key", text: "use-case:\n  - weekly\n",
              line: 1, column: 1, saying: "unknown key 'use-case' at the top level (did you mean 'use-cases'?)"),
    BadConfig(name: "YAML syntax error", text: "use-cases: [weekly\nunits: kg\n",
              line: 1, column: 12, saying: "YAML syntax error while parsing a flow sequence that began at line 1, "
                  + "column 12: did not find expected ',' or ']', noticed at line 2, column 6"),
    BadConfig(name: "duplicate bundle name", text: "bundles:\n  b: [weekly]\n  b: [writer]\n",
              line: 3, column: 3, saying: "duplicate key 'b': already given at line 2, column 3"),
    BadConfig(name: "unknown plugin", text: "use-cases:\n  - weekly\n  - weekley\n",
              line: 3, column: 5, saying: "unknown use case 'weekley' (did you mean 'weekly'?)"),
    BadConfig(name: "bundle cycle", text: "use-cases: [a]\nbundles:\n  a: [weekly, b]\n  b: [c]\n  c: [a]\n",
              line: 5, column: 7, saying: "bundle cycle: a → b → c → a"),
    BadConfig(name: "bundle containing itself", text: "bundles:\n  a:\n    - weekly\n    - a\n",
              line: 4, column: 7, saying: "bundle cycle: a → a"),
    BadConfig(name: "duplicate use case", text: "use-cases:\n  - weekly\n  - announcer\n  - weekly\n",
              line: 4, column: 5, saying: "duplicate use case 'weekly' in use-cases: already listed at line 2, column 5"),
    BadConfig(name: "bundle given options", text: "use-cases:\n  - b: {x: 1}\nbundles:\n  b: [weekly]\n",
              line: 2, column: 5, saying: "'b' is a bundle and takes no options"),
    BadConfig(name: "schedule signal nobody handles",
              text: "use-cases: [weekly, writer: {directory: o}]\nschedules:\n  w:\n    cron: '0 7 * * mon'\n    signal: week-endd\n",
              line: 5, column: 13, saying: "no configured use case handles signal 'week-endd' (did you mean 'week-ended'?)"),
    BadConfig(name: "declared effect nobody handles", text: "use-cases:\n  - weekly\n",
              line: 2, column: 5, saying: "'weekly' declares it may emit 'report-ready', but no configured use case handles it"),
    BadConfig(name: "option of the wrong type", text: "use-cases:\n  - weekly\n  - writer: {directory: [a, b]}\n",
              line: 3, column: 25, saying: "'writer': 'directory': expected a string, found a list"),
    BadConfig(name: "missing required option", text: "use-cases:\n  - weekly\n  - writer\n",
              line: 3, column: 5, saying: "'writer': missing required key 'directory'"),
    BadConfig(name: "unknown option", text: "use-cases:\n  - weekly\n  - writer:\n      directry: out\n",
              line: 4, column: 7, saying: "'writer': unknown option 'directry' (did you mean 'directory'?)"),
    BadConfig(name: "option that is not a duration",
              text: "use-cases:\n  - weekly\n  - writer: {directory: out, every: soon}\n",
              line: 3, column: 37, saying: "'every': expected a duration such as 500ms"),
    BadConfig(name: "option that is not a number",
              text: "use-cases:\n  - weekly:\n      label: monday\n      limit: ten\n  - writer: {directory: o}\n",
              line: 4, column: 14, saying: "'weekly': 'limit': expected a whole number, found a scalar 'ten'"),
    BadConfig(name: "bad socket mode", text: "socket:\n  mode: 0999\n",
              line: 2, column: 9, saying: "'mode': expected octal permission bits like 0660"),
    BadConfig(name: "unknown unit", text: "units: kgg\n",
              line: 1, column: 8, saying: "unknown unit 'kgg' (did you mean 'kg'?); expected kg or lb"),
    BadConfig(name: "unknown time zone", text: "time-zone: Europe/Berln\n",
              line: 1, column: 12, saying: "unknown time zone 'Europe/Berln' (did you mean 'Europe/Berlin'?)"),
    BadConfig(name: "bad jitter",
              text: "use-cases: [weekly, writer: {directory: o}]\nschedules:\n  w:\n    cron: '@daily'\n    signal: week-ended\n    jitter: 5 minutes\n",
              line: 6, column: 13, saying: "'jitter': expected a duration"),
    BadConfig(name: "schedule without cron", text: "schedules:\n  w:\n    signal: week-ended\n",
              line: 3, column: 5, saying: "schedule 'w': missing required key 'cron'"),
    BadConfig(name: "schedule key misspelled",
              text: "schedules:\n  w:\n    cron: '@daily'\n    timezone: UTC\n    signal: x\n",
              line: 4, column: 5, saying: "unknown key 'timezone' in 'schedules.w' (did you mean 'time-zone'?)"),
    BadConfig(name: "zero clients", text: "socket:\n  max-clients: 0\n",
              line: 2, column: 16, saying: "'max-clients': expected a whole number from 1 to 4096"),
    BadConfig(name: "zero clients per uid", text: "socket:\n  max-clients-per-uid: 0\n",
              line: 2, column: 24, saying: "'max-clients-per-uid': expected a whole number from 1 to 4096"),
    BadConfig(name: "admins' reserve taking every slot", text: "socket:\n  max-clients: 4\n  admin-reserve: 4\n",
              line: 3, column: 18, saying: "'admin-reserve': expected a whole number from 0 to 3 (below max-clients)"),
    BadConfig(name: "more subscribers than file descriptors allow", text: "socket:\n  max-subscribers: 5000\n",
              line: 2, column: 20, saying: "'max-subscribers': expected a whole number from 0 to 4096"),
    BadConfig(name: "line timeout without a unit", text: "socket:\n  line-timeout: ten\n",
              line: 2, column: 17, saying: "'line-timeout': expected a duration"),
    BadConfig(name: "user name where a uid belongs", text: "access:\n  admin:\n    uids: [root]\n",
              line: 3, column: 12, saying: "'uids': expected a numeric id like 1000, found a scalar 'root'"),
    BadConfig(name: "a list at the top level", text: "- weekly\n",
              line: 1, column: 1, saying: "expected a map of settings at the top level, found a list"),
    BadConfig(name: "exec handling an unknown signal",
              text: "use-cases:\n  - exec:\n      command: [/bin/true]\n      on: [week-ende]\n  - weekly\n  - writer: {directory: o}\n",
              line: 4, column: 12, saying: "unknown signal 'week-ende' (did you mean 'week-ended'?)"),
    BadConfig(name: "exec program that is not executable",
              text: "use-cases:\n  - exec:\n      command: [/nonexistent/notify, --now]\n      on: [week-ended]\n  - weekly\n  - writer: {directory: o}\n",
              line: 3, column: 17, saying: "expected an executable program, but '/nonexistent/notify' is not one"),
    BadConfig(name: "empty bundle", text: "bundles:\n  nothing: []\n",
              line: 2, column: 12, saying: "bundle 'nothing': expected a list of at least one use case"),
    BadConfig(name: "a use case entry with two names", text: "use-cases:\n  - {weekly: {}, writer: {}}\n",
              line: 2, column: 5, saying: "expected a use case name, or a map of one name to its options"),
]

@Test("A bad config is rejected with the line and column of its mistake", arguments: badConfigs)
func badConfigIsRejectedAtItsLocation(_ bad: BadConfig) throws {
    let problems = TestPlugins.problems(bad.text)
    let first = try #require(problems.first)
    #expect(first.location == SourceLocation(file: "test.yaml", line: bad.line, column: bad.column), "\(first)")
    #expect(first.message.contains(bad.saying), "\(first)")
}

@Test("Several problems in one config are all reported, in file order")
func severalProblemsAreReported() {
    let problems = TestPlugins.problems("units: stone\ntime-zone: Mars/Base\nsocket:\n  max-clients: none\n")
    #expect(problems.map(\.location.line) == [1, 2, 4])
    let error = ConfigurationError(problems)
    #expect(error.description.hasPrefix("test.yaml:1:8: 'units': unknown unit 'stone'"))
    #expect(error.description.split(separator: "\n").count == 3)
}

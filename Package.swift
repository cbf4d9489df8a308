// swift-tools-version:6.0
// liftd — a workout-automation daemon. Layers (see docs/ARCHITECTURE.md): dependencies point inward.
import PackageDescription

let package = Package(
    name: "liftd",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "liftd", targets: ["liftd"]),
        .executable(name: "liftctl", targets: ["liftctl"]),
        .executable(name: "liftd-bench", targets: ["liftd-bench"]),
        // The readers of untrusted input, for the fuzzing package in Fuzz/ (scripts/fuzz).
        .library(name: "LiftdInputReaders", targets: ["ControlProtocol", "Workouts", "Configuration", "Cron", "ZoneInfo"]),
    ],
    targets: [
        // System libraries (Debian's -dev packages).
        .systemLibrary(name: "CSystemd", pkgConfig: "libsystemd", providers: [.apt(["libsystemd-dev"])]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        // Linux headers Glibc does not import (timerfd, eventfd); part of libc, nothing to link.
        .systemLibrary(name: "CLinux"),
        // libcurl's header (libcurl4-openssl-dev), nothing linked: the daemon dlopens libcurl.so.4
        // when a webhook is configured.
        .systemLibrary(name: "CCurl", providers: [.apt(["libcurl4-openssl-dev"])]),

        // Layering: docs/ARCHITECTURE.md has the table of what each target may import, the graph
        // and the rules, and Tests/DaemonTests/Documentation/LayeringTests.swift checks every
        // `import` line under Sources/ against them.

        // The pattern itself, and its test harness.
        .target(name: "SignalStore", swiftSettings: [
            // Release builds of the daemon specialize the store's generic code for its state,
            // instead of looking up generic metadata on every signal (3x faster sends).
            .unsafeFlags(["-cross-module-optimization"], .when(configuration: .release)),
        ]),
        .target(name: "SignalStoreTesting", dependencies: ["SignalStore"]),

        // Pure layers.
        .target(name: "Workouts", dependencies: ["ZoneInfo"]),
        // Services started in one declared order and stopped in reverse (ServiceGroup).
        .target(name: "Lifecycle"),
        .target(name: "Cron", dependencies: ["ZoneInfo"]),
        // Time zones from the system's zoneinfo (TZif files and their POSIX TZ footers).
        .target(name: "ZoneInfo"),
        // JSON values in memory: the socket's wire values and the documents exports build.
        .target(name: "JSONValues"),
        // A thread of its own for blocking work (pthread_create, without Foundation's Thread).
        .target(name: "Threads"),
        // Durations in the whole units system calls, protocols and config take.
        .target(name: "DurationUnits"),
        // The pieces liftd's messages are written with: durations in liftd's spelling, "did you
        // mean" hints, and text from outside with its control characters escaped.
        .target(name: "MessageText", dependencies: ["DurationUnits"]),
        // What the scheduler and the rest agree on: the firing a signal carries, a schedule's
        // health, and the history the scheduler keeps its progress in.
        .target(name: "SchedulerContract", dependencies: ["SignalStore"]),

        // Data layer.
        .target(name: "WorkoutsSQLite", dependencies: ["Workouts", "SchedulerContract", "CSQLite"]),

        // Use cases users list in config (ControlProtocol for uploads' base64).
        .target(name: "Plugins", dependencies: [
            "SignalStore", "Workouts", "JSONValues", "ControlProtocol", "SchedulerContract", "MessageText", "ZoneInfo",
        ]),
        // The file-system side of plugins, which Plugins reaches through dependencies: durable
        // atomic report writes, site publishing (CLinux for syncfs), node_exporter's textfile,
        // the import directory and its staged uploads, the clean-up of what a crash left
        // (ControlProtocol for uploads' SHA-256).
        .target(name: "PluginFileSystem", dependencies: ["Plugins", "Workouts", "ControlProtocol", "CLinux"]),

        // The control socket's wire format: JSON values, request lines in both forms, responses,
        // error codes, reply encoding.
        .target(name: "ControlProtocol", dependencies: ["JSONValues"]),
        // liftctl's side of the socket: its command line, uploads, progress, readable answers.
        .target(name: "ControlClient", dependencies: ["ControlProtocol", "MessageText", "Threads", "Workouts", "ZoneInfo"]),
        // The daemon's side of the socket: event loops, connections, the listening socket, peer
        // credentials, SocketSettings. It answers each line through a handler it is given.
        .target(name: "ControlServer", dependencies: ["ControlProtocol", "DurationUnits", "CLinux", "Threads"]),

        // The config file: YAML read with libyaml into located nodes, the node decoder, the
        // settings in values of its own (the daemon maps them onto the socket's and the inbox's),
        // every problem at its file:line:col.
        .target(name: "Configuration", dependencies: ["Workouts", "MessageText", "ZoneInfo", "CYAML"]),

        // The inbox: a folder watched with inotify; each file imported once it settles, then moved
        // to done/ or failed/. It imports through a closure the daemon gives it.
        .target(name: "Inbox", dependencies: ["Lifecycle", "CLinux", "Threads"]),

        // The service manager: sd_notify, the watchdog, journal logging, socket activation.
        .target(name: "Systemd", dependencies: ["SignalStore", "CSystemd"]),

        // Programs run in a process group of their own, fed stdin and drained of stdout and
        // stderr, inheriting no descriptor: `exec` plugins, and the tests' child processes.
        .target(name: "ChildProcesses", dependencies: ["CLinux", "Threads"]),

        // The daemon's scheduler: sends each schedule's signal when Cron says it is due, sleeping
        // on a wall-clock timerfd, its progress kept in a ScheduleHistory the daemon gives it.
        .target(name: "Scheduler", dependencies: [
            "Cron", "SignalStore", "SchedulerContract", "MessageText", "Lifecycle", "ZoneInfo", "CLinux", "Threads",
        ]),

        // The composition root: the runtime, the plugin registry, the control signals, `exec`,
        // the outbox and its webhook sender (libcurl), liftd's command line.
        .target(
            name: "Daemon",
            dependencies: [
                "SignalStore", "Workouts", "WorkoutsSQLite", "Plugins", "PluginFileSystem", "Cron", "ControlProtocol", "ControlServer",
                "Configuration", "Systemd", "ChildProcesses", "Scheduler", "SchedulerContract", "DurationUnits", "Lifecycle",
                "Inbox", "MessageText", "ZoneInfo", "Threads", "CLinux", "CCurl",
            ]
        ),

        // Executables.
        .executableTarget(name: "liftd", dependencies: ["Daemon"]),
        .executableTarget(name: "liftctl", dependencies: ["ControlClient"]),
        // Test helper: exercises the systemd pieces in a child process the tests supervise.
        .executableTarget(
            name: "SystemdProbe", dependencies: ["Systemd", "SignalStore", "DurationUnits"], path: "Tests/SystemdProbe"),
        .executableTarget(name: "liftd-bench", dependencies: [
            "Configuration", "SignalStore", "Cron", "Workouts", "WorkoutsSQLite", "Plugins", "PluginFileSystem", "ControlClient", "Daemon", "ZoneInfo",
        ]),

        // The Swift plugin docs/PLUGINS.md shows, compiled so the example cannot rot; only the
        // daemon's tests register it (in a catalog of their own), liftd never does.
        .target(name: "PluginExample", dependencies: ["Plugins", "SignalStore"], path: "docs/examples/swift-plugin"),

        // Test support shared by test targets; none of it imports Daemon. Sample exports;
        // child processes that inherit no descriptor, and blocking waits kept off Swift's
        // cooperative pool.
        .target(name: "SampleExports", path: "Tests/SampleExports"),
        .target(name: "ChildProcessTesting", dependencies: ["ChildProcesses"], path: "Tests/ChildProcessTesting"),
        // Small helpers the test targets share: the gate, bounded waits, temporary directories, a
        // blocking control-socket client and readers of its answers, the notify receiver, and the
        // one launcher of the real `liftd`.
        .target(name: "TestSupport", dependencies: ["ControlProtocol", "ControlServer", "ChildProcessTesting"],
                path: "Tests/TestSupport"),
        // The site's pages read back and their figures checked against what `volume`, `trend` and
        // `records` answer, in-process (PluginsTests) or over the real socket (DaemonTests).
        .target(name: "SiteTesting", dependencies: ["Workouts"], path: "Tests/SiteTesting"),

        // Tests mirror sources.
        .testTarget(name: "SignalStoreTests", dependencies: ["SignalStore", "SignalStoreTesting", "TestSupport"]),
        .testTarget(name: "WorkoutsTests", dependencies: [
            "SampleExports", "Workouts", "ZoneInfo", "ChildProcessTesting", "TestSupport",
        ]),
        .testTarget(name: "WorkoutsSQLiteTests", dependencies: [
            "SampleExports", "WorkoutsSQLite", "Workouts", "SchedulerContract", "ChildProcessTesting", "ZoneInfo", "TestSupport",
        ]),
        .testTarget(name: "PluginsTests", dependencies: [
            "SampleExports", "Plugins", "PluginFileSystem", "SignalStore", "SignalStoreTesting", "Workouts", "WorkoutsSQLite",
            "ChildProcessTesting", "ControlProtocol", "SchedulerContract", "SiteTesting", "ZoneInfo",
        ]),
        .testTarget(name: "PluginFileSystemTests", dependencies: ["PluginFileSystem", "Plugins"]),
        .testTarget(name: "CronTests", dependencies: ["Cron", "ZoneInfo"]),
        .testTarget(name: "ZoneInfoTests", dependencies: ["ZoneInfo", "ChildProcessTesting"]),
        .testTarget(name: "DurationUnitsTests", dependencies: ["DurationUnits"]),
        .testTarget(name: "MessageTextTests", dependencies: ["MessageText"]),
        .testTarget(name: "JSONValuesTests", dependencies: ["JSONValues"]),
        .testTarget(name: "LifecycleTests", dependencies: ["Lifecycle"]),
        .testTarget(name: "ThreadsTests", dependencies: ["Threads"]),
        .testTarget(name: "InboxTests", dependencies: ["Inbox", "Lifecycle", "TestSupport"]),
        .testTarget(name: "ControlProtocolTests", dependencies: ["ControlProtocol"]),
        .testTarget(name: "ControlClientTests", dependencies: ["ControlClient", "ControlProtocol", "Workouts", "ZoneInfo"]),
        .testTarget(name: "ConfigurationTests", dependencies: [
            "Configuration", "MessageText", "Cron", "TestSupport", "Workouts", "ZoneInfo", "ChildProcessTesting",
        ]),
        .testTarget(name: "SchedulerTests", dependencies: [
            "Scheduler", "SchedulerContract", "Cron", "SignalStore", "Plugins", "WorkoutsSQLite", "TestSupport", "ZoneInfo",
        ]),
        .testTarget(name: "SystemdTests", dependencies: [
            "Systemd", "SignalStore", "SystemdProbe", "ChildProcessTesting", "TestSupport",
        ]),
        .testTarget(name: "ControlServerTests", dependencies: [
            "ControlServer", "ControlProtocol", "ChildProcessTesting", "TestSupport",
        ]),
        .testTarget(name: "DaemonTests", dependencies: [
            "Daemon", "SignalStore", "Plugins", "Cron", "ControlProtocol", "ControlServer", "Configuration", "Systemd",
            "Scheduler", "Inbox", "MessageText", "ChildProcessTesting", "TestSupport", "PluginExample", "SampleExports", "SignalStoreTesting",
            "SiteTesting", "ZoneInfo", "Workouts", "WorkoutsSQLite",
        ]),
    ],
    swiftLanguageModes: [.v6]
)

// Release builds of the modules a control-socket request passes through specialize their
// generic code across module boundaries, as SignalStore does, instead of calling value
// witnesses and looking up metadata for each request.
for target in package.targets where ["JSONValues", "ControlProtocol", "ControlServer", "Daemon"].contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? [])
        + [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]
}

// One concurrency setting for every module: an async function that is not isolated runs on its
// caller's executor unless it says `@concurrent`.
for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]
}

// Shipped modules see the members only of modules they import themselves, so none can use
// Foundation through a dependency that imports it (issue 32: FoundationEssentials only).
for target in package.targets where target.type == .regular || target.type == .executable {
    guard target.name != "liftd-bench" else { continue }
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("MemberImportVisibility")]
}

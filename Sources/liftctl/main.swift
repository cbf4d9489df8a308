import Daemon

print("liftctl \(DaemonModule.version)")

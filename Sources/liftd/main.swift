import Daemon

print("liftd \(DaemonModule.version)")

import Plugins

/// The `exec` plugin: runs an external program for the signals it names.
public enum ExecPlugin {
    /// The descriptor to register; it reads signal names, so it is built after the others.
    public static let descriptor = PluginDescriptor(
        name: "exec",
        summary: "runs a program with the signal and a state snapshot as JSON on stdin; "
            + "reads effect signals as JSON lines from stdout",
        defaults: ExecOptions(), readsSignalNames: true
    ) { options in ExecUseCase<LiftdState>(options: options) }
}

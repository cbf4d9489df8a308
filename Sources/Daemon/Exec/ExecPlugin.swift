import Configuration
import Plugins

/// The `exec` plugin: runs an external program for the signals it names.
public enum ExecPlugin {
    /// The descriptor to register (it resolves signal names, so register it with
    /// `resolvesSignalNames: true`; `PluginRegistry.standard` does).
    public static let descriptor = PluginDescriptor(
        name: "exec",
        summary: "runs a program with the signal and a state snapshot as JSON on stdin; "
            + "reads effect signals as JSON lines from stdout",
        options: [
            PluginOption("command", type: "list of string", default: nil,
                         "the program's path and arguments; no shell, no PATH search; relative to the config file"),
            PluginOption("on", type: "list of signal name", default: nil, "the signals it handles"),
            PluginOption("emits", type: "list of signal name", default: "[]", "the signals it may emit"),
            PluginOption("timeout", type: "duration", default: DurationText.format(ExecOptions.defaultTimeout),
                         "how long one run may take before it is killed"),
            PluginOption("name", type: "string", default: "exec(<program file name>)", "its name in logs"),
        ],
        make: { decoder in ExecUseCase<LiftdState>(options: try ExecOptions(from: decoder)) })
}

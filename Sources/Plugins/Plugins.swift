import SignalStore
import Workouts

/// The use cases users list in config.
public enum PluginsModule {}

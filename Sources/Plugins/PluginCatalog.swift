/// Every plugin liftd ships, in the order `liftd plugins` lists them.
/// Add a new plugin's descriptor here (one line each).
public enum PluginCatalog {
    /// All shipped plugins.
    public static let all: [PluginDescriptor] = [
        .startWorkout,
        .resumeWorkout,
        .logSet,
        .finishWorkout,
        .undoLastSet,
        .deleteWorkout,
        .deleteSet,
        .updateSet,
        .workouts,
        .workout,
        .volume,
        .importExport,
        .weeklyVolume,
        .summaryMarkdown,
        .summaryJSON,
        .summarySVG,
        .exportFHIR,
        .exportAppleHealth,
        .exportStrongCSV,
        .applyUnitsChange,
        .reportLog,
    ]
}

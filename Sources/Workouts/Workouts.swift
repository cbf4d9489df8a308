/// The workout domain: value models, pure rules and repository protocols.
public enum WorkoutsModule {}

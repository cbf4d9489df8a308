import Workouts

extension ImportFileUseCase {
    /// With `program=`: makes the file's `workouts` dated on or after the program's start
    /// its sessions, says how many in `reply`, and returns the `progression` events they
    /// caused against the state `before` the import. Without it, nothing.
    func assignSessions(
        of program: ProgramSetup?, in workouts: Set<WorkoutKey>, reply: inout ImportReply, before: ProgramReplay?,
        unit: WeightUnit
    ) throws -> [Progression] {
        guard let program else { return [] }
        reply.programSessions = try programLog.assign(
            workouts: Array(workouts), startingFrom: program.starts, to: program.name)
        guard let before else { return [] }
        return following.progressions(of: program, since: before, in: unit)
    }
}

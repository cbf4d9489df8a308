import Foundation

/// cronsim computing the benchmark's fire times in a Python subprocess that times only its
/// own computation loop.
struct CronsimRun {
    let python: String
    let workload: CronWorkload

    /// Fire times cronsim computes per second.
    func rate() throws -> Double {
        let request: [String: Any] = [
            "expressions": workload.expressions, "zones": workload.zoneNames,
            "starts": workload.starts, "fires": CronWorkload.firesPerStart,
        ]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", Self.script]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: request))
        try input.fileHandleForWriting.close()
        let answer = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let line = answer.split(separator: "\n").last, let rate = Double(line), rate > 0
        else {
            throw CronBenchmarkError(message: "cronsim run failed (is cronsim installed for \(python)?): \(answer)")
        }
        return rate
    }

    private static let script = """
        import json, sys, time
        from datetime import datetime
        from zoneinfo import ZoneInfo
        from cronsim import CronSim
        request = json.load(sys.stdin)
        zones = [ZoneInfo(name) for name in request["zones"]]
        fires = request["fires"]
        count = 0
        began = time.perf_counter()
        for zone in zones:
            for start in request["starts"]:
                start_time = datetime.fromtimestamp(start, zone)
                for expression in request["expressions"]:
                    times = CronSim(expression, start_time)
                    for _ in range(fires):
                        next(times)
                        count += 1
        print(count / (time.perf_counter() - began))
        """
}

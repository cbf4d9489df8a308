import ChildProcessTesting
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import Workouts
@testable import Plugins

/// The width and height in a PNG's IHDR chunk.
private func pngSize(_ data: Data) throws -> (width: Int, height: Int) {
    let bytes = [UInt8](data)
    try #require(bytes.count > 24 && bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "not a PNG")
    let number = { (offset: Int) in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (number(16), number(20))
}

@Test("The SVG chart is well-formed XML that rsvg-convert renders to a PNG of the chart's size",
      .needsTool("/usr/bin/rsvg-convert", package: "librsvg2-bin"))
func svgRendersToPNG() async throws {
    let harness = try TrainingHarness()
    let state = try await summarisedState(harness)
    let summary = try #require(state.weeklySummary)
    let svg = try SVGSummary().render(summary, units: .kilograms)
    let parser = XMLParser(data: svg)
    #expect(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")

    let converter = "/usr/bin/rsvg-convert"
    let input = harness.directory.appendingPathComponent("chart.svg")
    let output = harness.directory.appendingPathComponent("chart.png")
    try svg.write(to: input)
    _ = try await OracleProcess.run(converter, ["--format=png", "--output=\(output.path)", input.path], name: "rsvg-convert")
    let png = try Data(contentsOf: output)
    let expected = SVGSummary.size(rows: summary.muscleGroups.count)
    #expect(summary.muscleGroups.count > 3)
    #expect(try pngSize(png) == (expected.width, expected.height))
    #expect(png.count > 1_000)
}

@Test("The SVG chart draws a bar for this week and last week per muscle group, scaled to the largest")
func svgBarsPerMuscleGroup() async throws {
    let harness = try TrainingHarness()
    let state = try await summarisedState(harness)
    let summary = try #require(state.weeklySummary)
    let svg = String(decoding: try SVGSummary().render(summary, units: .pounds), as: UTF8.self)
    let bars = svg.components(separatedBy: "height=\"12\" fill=\"steelblue\"").count - 1
        + svg.components(separatedBy: "height=\"12\" fill=\"silver\"").count - 1
    #expect(bars == 2 * summary.muscleGroups.count + 2) // the legend's two swatches too
    #expect(svg.contains(#"<rect x="150" y="74" width="#))
    #expect(svg.contains(#"width="480.0" height="12""#))
    #expect(svg.contains("2025-W38 (lb)"))
}

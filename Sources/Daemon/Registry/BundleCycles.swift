import Configuration

/// Finds bundles that contain themselves, directly or through other bundles.
struct BundleCycles {
    let bundles: [BundleDefinition]

    /// Reports each cycle once, at the member entry that closes it, with the path of names.
    func report(into problems: inout ProblemCollector) {
        let byName = Dictionary(bundles.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var finished: Set<String> = []
        var path: [String] = []

        func visit(_ bundle: BundleDefinition) {
            path.append(bundle.name)
            defer {
                path.removeLast()
                finished.insert(bundle.name)
            }
            for member in bundle.members {
                guard let next = byName[member.name], !finished.contains(next.name) else { continue }
                if let start = path.firstIndex(of: next.name) {
                    let cycle = (path[start...] + [next.name]).joined(separator: " → ")
                    problems.add("bundle cycle: \(cycle); a bundle may not contain itself", at: member.location)
                } else {
                    visit(next)
                }
            }
        }

        for bundle in bundles where !finished.contains(bundle.name) {
            visit(bundle)
        }
    }
}

import Foundation
import Testing
@testable import Plugins

@Suite("DigestEncoder: bytes for page digests")
struct DigestEncoderTests {
    private struct Row: Encodable, Equatable {
        var name: String
        var sets: Int?
        var weight: Double
        var tags: [String]
        var nested: [[Int]]
    }

    private let row = Row(name: "Squat", sets: 5, weight: 100, tags: ["a", "b"], nested: [[1], [2]])

    @Test("The same value gives the same bytes; changing any one field changes them")
    func everyFieldCounts() throws {
        let bytes = try DigestEncoder.bytes(of: row)
        #expect(try DigestEncoder.bytes(of: row) == bytes)
        var changes: [Row] = []
        for change in 0..<7 {
            var other = row
            switch change {
            case 0: other.name = "Squats"
            case 1: other.sets = nil
            case 2: other.sets = 6
            case 3: other.weight = 100.5
            case 4: other.tags = ["ab"]
            case 5: other.tags = ["a", "b", ""]
            default: other.nested = [[1, 2]]
            }
            changes.append(other)
        }
        let all = try [bytes] + changes.map { try DigestEncoder.bytes(of: $0) }
        #expect(Set(all).count == all.count, "every change gives bytes of its own")
    }

    @Test("Strings split differently and arrays nested differently give different bytes")
    func boundariesAreKept() throws {
        #expect(try DigestEncoder.bytes(of: ["ab", "c"]) != DigestEncoder.bytes(of: ["a", "bc"]))
        #expect(try DigestEncoder.bytes(of: [[1], [2]]) != DigestEncoder.bytes(of: [[1, 2]]))
        #expect(try DigestEncoder.bytes(of: [[1], []]) != DigestEncoder.bytes(of: [[], [1]]))
    }

    @Test("A dictionary or set gives the same bytes whatever order it holds its elements in")
    func unorderedCollectionsAreSorted() throws {
        var small: [String: Int] = [:]
        var large = [String: Int](minimumCapacity: 4_096)
        var smallSet = Set<String>()
        var largeSet = Set<String>(minimumCapacity: 4_096)
        for number in 0..<200 {
            small["key \(number)"] = number
            large["key \(199 - number)"] = 199 - number
            smallSet.insert("element \(number)")
            largeSet.insert("element \(199 - number)")
        }
        try #require(Array(small.keys) != Array(large.keys), "the two dictionaries hold their keys in different orders")
        try #require(Array(smallSet) != Array(largeSet), "the two sets hold their elements in different orders")
        #expect(try DigestEncoder.bytes(of: small) == DigestEncoder.bytes(of: large))
        #expect(try DigestEncoder.bytes(of: smallSet) == DigestEncoder.bytes(of: largeSet))
        large["key 7"] = 8
        #expect(try DigestEncoder.bytes(of: small) != DigestEncoder.bytes(of: large))
    }

    @Test("A value whose encoding nests containers by hand is refused, not given bytes another value could give")
    func handNestedContainersAreRefused() throws {
        struct Nested: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                var inner = container.nestedUnkeyedContainer(forKey: .values)
                try inner.encode(1)
            }
            enum Key: CodingKey { case values }
        }
        #expect(throws: DigestEncoder.UnboundedValue.self) { try DigestEncoder.bytes(of: Nested()) }
    }
}

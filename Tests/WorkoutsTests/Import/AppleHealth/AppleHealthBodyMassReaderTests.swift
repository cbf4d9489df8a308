import Foundation
import SampleExports
import Testing
@testable import Workouts

private let now = Date(timeIntervalSince1970: 1_760_000_000)

private let export = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE HealthData [
    <!ELEMENT HealthData (ExportDate,Me,(Record|Workout)*)>
    <!ATTLIST Record type CDATA #REQUIRED unit CDATA #IMPLIED value CDATA #IMPLIED>
    ]>
    <HealthData locale="en_US">
     <ExportDate value="2025-03-20 10:36:11 +0100"/>
     <!-- a comment with <Record type="HKQuantityTypeIdentifierBodyMass"> inside -->
     <Record type="HKQuantityTypeIdentifierBodyMassIndex" unit="count" startDate="2025-03-01 07:00:00 +0100" value="22.5"/>
     <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Scale &amp; Co" unit="kg" creationDate="2025-03-01 07:01:00 +0100" startDate="2025-03-01 07:00:00 +0100" endDate="2025-03-01 07:00:00 +0100" value="80.5">
      <MetadataEntry key="HKWasUserEntered" value="0"/>
     </Record>
     <Record type="HKQuantityTypeIdentifierBodyMass" unit="lb"
       startDate="2025-03-08 07:00:00 -0500" value="176"/>
     <Record type="HKQuantityTypeIdentifierBodyMass" unit="g" startDate="2025-03-09 07:00:00 +0000" value="80000"/>
     <Record type="HKQuantityTypeIdentifierBodyMass" unit="kg" startDate="2025-03-10 07:00:00 +0000" value="4000"/>
     <Record type="HKQuantityTypeIdentifierBodyMass" unit="kg" startDate="yesterday" value="80"/>
     <Record type="HKQuantityTypeIdentifierHeartRate" unit="count/min" startDate="2025-03-01 07:00:00 +0100" value="72"/>
    </HealthData>
    """

/// Every entry of `xml` read a byte at a time (the smallest pieces a stream may give).
private func readAll(_ xml: String, maximumRead: Int = 1) throws(ImportError) -> (AppleHealthBodyMassReader, [BodyweightEntry]) {
    var reader = AppleHealthBodyMassReader(source: MemoryByteSource(Array(xml.utf8), maximumRead: maximumRead), now: now)
    var entries: [BodyweightEntry] = []
    while let batch = try reader.nextBatch(limit: 1) { entries += batch }
    return (reader, entries)
}

@Test("BodyMass records in kg and lb become bodyweights; BodyMassIndex, other types and comments do not")
func bodyMassRecordsAreRead() throws {
    let (reader, entries) = try readAll(export)
    #expect(entries.map(\.kilograms) == [80.5, 176 * WeightUnit.kilogramsPerPound])
    #expect(entries.map(\.measuredAt) == [
        Date(timeIntervalSince1970: 1_740_808_800), Date(timeIntervalSince1970: 1_741_435_200),
    ])
    #expect(entries.allSatisfy { $0.source == "apple-health" })
    #expect(reader.recordsRead == 5)
    #expect(reader.skippedCount == 3)
}

@Test("A body-mass record with another unit, a weight out of range or a bad date is skipped with its line and why")
func badRecordsAreSkippedByLine() throws {
    let (reader, _) = try readAll(export, maximumRead: 7)
    #expect(reader.skipped.map(\.line) == [15, 16, 17])
    #expect(reader.skipped[0].reason.contains("unit 'g'"))
    #expect(reader.skipped[1].reason.contains("weight must be between 20 and 400 kg"))
    #expect(reader.skipped[2].reason.contains("startDate 'yesterday'"))
}

@Test("A value Swift would read as hexadecimal, infinite or not a number is skipped, not taken as a weight")
func onlyPlainDecimalValuesAreWeights() throws {
    let records = ["0x50", "inf", "nan", " 80", "80kg", "8e1"].map { value in
        #"<Record type="HKQuantityTypeIdentifierBodyMass" unit="kg" startDate="2025-03-01 07:00:00 +0000" value="\#(value)"/>"#
    }
    let (reader, entries) = try readAll("<HealthData>\n" + records.joined(separator: "\n") + "\n</HealthData>")
    #expect(entries.map(\.kilograms) == [80], "only 8e1, a decimal with an exponent, is a weight")
    #expect(reader.skipped.map(\.reason) == ["0x50", "inf", "nan", " 80", "80kg"].map { "value '\($0)' is not a number" })
}

@Test("A startDate that does not exist (second 60, an offset past ±18:00, a day the month lacks) or is not Apple's form is skipped")
func impossibleDatesAreSkipped() throws {
    let dates = ["2025-03-01 07:00:60 +0000", "2025-01-16 07:00:00 +1900", "2025-02-29 07:00:00 +0000",
                 "2025-03-01 07:00:00 +02:00", "2025-03-01 07:00:00 -0530"]
    let records = dates.map { date in
        #"<Record type="HKQuantityTypeIdentifierBodyMass" unit="kg" startDate="\#(date)" value="80"/>"#
    }
    let (reader, entries) = try readAll("<HealthData>\n" + records.joined(separator: "\n") + "\n</HealthData>")
    #expect(entries.map(\.measuredAt) == [Date(timeIntervalSince1970: 1_740_832_200)], "only -0530 is Apple's form")
    #expect(reader.skipped.map(\.line) == [2, 3, 4, 5])
    #expect(reader.skipped.allSatisfy { $0.reason.hasPrefix("startDate '") })
}

@Test("A record giving one attribute twice is not XML: the file is refused with the line")
func repeatedAttributeIsRefused() {
    let xml = "<HealthData>\n<Record type=\"HKQuantityTypeIdentifierBodyMass\" unit=\"kg\" startDate=\"2025-03-01 07:00:00 +0000\" "
        + "value=\"80\" value=\"90\"/>\n</HealthData>"
    #expect(throws: ImportError.malformed(line: 2, "attribute 'value' of <Record> is given twice")) {
        _ = try readAll(xml, maximumRead: 100)
    }
}

@Test("A file that is not an Apple Health export, or ends inside a tag, is refused with the line")
func malformedDocumentsAreRefused() {
    #expect(throws: ImportError.malformed(line: 1, "<html> is not an Apple Health export's <HealthData>")) {
        _ = try readAll("<html><body/></html>", maximumRead: 100)
    }
    #expect(throws: ImportError.malformed(line: 2, "the document ends inside a tag")) {
        _ = try readAll("<HealthData>\n<Record type=\"HKQuantityTypeIdentifierBodyMass\" unit=", maximumRead: 100)
    }
    #expect(throws: ImportError.malformed(line: 1, "no <HealthData> element: not an Apple Health export.xml")) {
        _ = try readAll("<?xml version=\"1.0\"?>\n", maximumRead: 100)
    }
}

@Test("Real sample: the healthkit-to-sqlite export holds a BodyMassIndex record and no BodyMass one", .realSampleTier)
func realSampleHasNoBodyMass() throws {
    let xml = try SampleData.contents(SampleData.appleHealth)
    var reader = AppleHealthBodyMassReader(source: MemoryByteSource(Array(xml)), now: now)
    #expect(try reader.nextBatch() == nil)
    #expect(reader.recordsRead == 0)
    #expect(String(decoding: xml, as: UTF8.self).contains("HKQuantityTypeIdentifierBodyMassIndex"))
}

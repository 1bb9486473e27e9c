import FieldEngine
import Foundation
import PackagePaths
import Testing

/// The sample of Scripts/date-sweep.py that `swift test` keeps: texts in each date format,
/// with and without ranges, and what Python's datetime says of them (a whole value and its ISO
/// form, a prefix of one, or neither). The script checks every day and millions of prefixes in
/// release; this checks that the engine still agrees with the answers it wrote.
@Suite("Dates: the sweep's sample against Python's datetime")
struct DateSweepSampleTests {
  struct Row: Sendable, CustomStringConvertible {
    var layout: String
    var minimum: String?
    var maximum: String?
    var text: String
    var answer: String
    var description: String { "\(layout) \(minimum ?? "-")..\(maximum ?? "-") \"\(text)\"" }
  }

  static let file = PackageRoot.url("Tests/FieldEngineTests/Dates/date-sweep-sample.tsv")

  /// The rows and the date and time the script called now.
  static func read() throws -> (rows: [Row], now: LocalDateTime) {
    let text = try String(contentsOf: file, encoding: .utf8)
    let lines = text.split(separator: "\n")
    let header = try #require(lines.first)
    let stamp = try #require(header.split(separator: " ").last?.dropLast(2))
    let parts = stamp.split(whereSeparator: { "-T:".contains($0) }).compactMap { Int($0) }
    try #require(parts.count == 6, "no date and time in \(header)")
    let now = LocalDateTime(
      year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4], second: parts[5])
    let rows = lines.dropFirst().map { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      return Row(
        layout: fields[0], minimum: fields[1] == "-" ? nil : fields[1],
        maximum: fields[2] == "-" ? nil : fields[2],
        text: fields[3], answer: fields[4])
    }
    return (rows, now)
  }

  @Test("every sampled text is taken or refused as datetime says, whole values in ISO 8601 as it writes them")
  func sample() throws {
    let (rows, now) = try Self.read()
    #expect(rows.count > 1000)
    #expect(Set(rows.map(\.layout)).count == 6)
    #expect(Set(rows.map { $0.answer.prefix(1) }) == ["c", "i", "x"])
    var formats: [String: TextFormat] = [:]
    for row in rows {
      let key = "\(row.layout)\t\(row.minimum ?? "")\t\(row.maximum ?? "")"
      let format =
        try formats[key]
        ?? TextFormat.date(DateFormat(row.layout, minimum: row.minimum, maximum: row.maximum), now: now)
      formats[key] = format
      let answer: String
      switch format.state(of: row.text) {
      case .complete: answer = "c " + (format.isoValue(of: row.text) ?? "?")
      case .incomplete: answer = "i"
      case .impossible: answer = "x"
      }
      #expect(answer == row.answer, "\(row)")
      // Typed a character at a time, a text that can still become a value is taken whole (the
      // separators typed for the user after it aside). Any other is refused somewhere, or its
      // digits were put in their slots with the separators typed for the user ("120" in
      // MM/DD/YYYY shows "12/0"): either way, what the field holds can still become a value.
      var field = Field(id: "date", rules: FieldRules(format: format))
      let refused = row.text.contains { field.apply(.insert(String($0))).status == .refused }
      if row.answer != "x" {
        #expect(!refused, "\(row)")
        #expect(field.text.hasPrefix(row.text), "\(row): \(field.text)")
      } else {
        #expect(refused || !field.text.hasPrefix(row.text), "\(row): \(field.text)")
      }
      #expect(format.state(of: field.text) != .impossible, "\(row): \(field.text)")
    }
  }
}

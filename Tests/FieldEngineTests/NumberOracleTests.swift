import FieldEngine
import Foundation
import Testing

/// Typed numbers against an independent reading: every short text over a small alphabet is
/// checked against Foundation's `Decimal` and a regular expression of the shape, for formats
/// with bounds on either side of zero and with and without places.
@Suite("Numbers against Decimal")
struct NumberOracleTests {
  static let bounds: [String?] = [nil, "-12", "-1.5", "0", "0.25", "1", "5.5", "15", "51"]
  static let alphabet: [Character] = ["-", ".", "0", "1", "5"]

  /// Every format built from two bounds in order and a number of places.
  static let formats: [NumberFormat] = {
    var formats: [NumberFormat] = []
    for (index, low) in bounds.enumerated() {
      for high in bounds[index...] where low == nil || high == nil || low != high || low == "0" {
        for places in [nil, 0, 1] as [Int?] {
          formats.append(.decimal(minimum: low, maximum: high, places: places))
        }
        let integral = [low, high].allSatisfy { $0.map { !$0.contains(".") } ?? true }
        if integral { formats.append(NumberFormat(isDecimal: false, minimum: low, maximum: high)) }
      }
    }
    return formats
  }()

  /// True when `text` is a complete value of `number`, read without the engine.
  static func isComplete(_ text: String, _ number: NumberFormat) -> Bool {
    let shape = number.isDecimal && number.places != 0 ? #"^-?([0-9]+(\.[0-9]+)?|\.[0-9]+)$"# : #"^-?[0-9]+$"#
    guard text.range(of: shape, options: .regularExpression) != nil else { return false }
    let minimum = number.minimum.flatMap { Decimal(string: $0) }
    if text.hasPrefix("-"), let minimum, minimum >= 0 { return false }
    let fraction = text.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first ?? ""
    if let places = number.places, fraction.count > places { return false }
    var spelled = text.hasPrefix("-") ? "-0" + text.dropFirst() : "0" + text
    if spelled.hasSuffix(".") { spelled += "0" }
    guard let value = Decimal(string: spelled) else { return false }
    if let minimum, value < minimum { return false }
    if let maximum = number.maximum.flatMap({ Decimal(string: $0) }), value > maximum { return false }
    return true
  }

  @Test("complete exactly when Decimal says so; refused exactly when no completion is in range")
  func againstDecimal() throws {
    let all = allTexts(over: Self.alphabet, upTo: 4)
    var checked = 0
    for number in Self.formats {
      let format = try TextFormat.number(number)
      let complete = Set(all.filter { Self.isComplete($0, number) })
      var extendable = Set<String>()
      for text in complete {
        for length in 0...text.count { extendable.insert(String(text.prefix(length))) }
      }
      for text in all {
        let state = format.state(of: text)
        #expect((state == .complete) == complete.contains(text), "\(number) on \(text.debugDescription)")
        if extendable.contains(text) {
          #expect(state != .impossible, "\(number) refuses \(text.debugDescription), a prefix of a value")
        } else if text.count <= 2 {
          // Short texts: with these bounds, a completion in range has at most four characters.
          #expect(state == .impossible, "\(number) takes \(text.debugDescription), which cannot complete")
        }
        checked += 1
      }
    }
    #expect(checked > 100_000)
  }
}

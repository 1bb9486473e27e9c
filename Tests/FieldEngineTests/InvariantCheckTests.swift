import Testing

@testable import FieldEngine

/// The engine's invariants are checked after every edit of every test (`InvariantChecksOn` turns
/// the checks on before `main`): a broken one stops the process, naming it.
@Suite("Invariant checks after every edit")
struct InvariantCheckTests {
  /// A field made unsound behind the engine's back, as only a bug could make it.
  enum Corruption: String, Codable, Sendable, CaseIterable {
    /// A short text: the whole field is checked; the anchor inside "é".
    case anchorInsideCharacter
    /// A text past the whole-check limit: checked in windows; the anchor inside an "é" at the start.
    case anchorInsideCharacterOfLongText
    /// A long text whose cached format states at the end were not updated.
    case staleFormatStatesOfLongText
    /// A long text whose checkpoint near the cursor is off by a character.
    case formatCheckpointOffBoundaryInLongText

    /// The field, broken; the next edit must stop the process.
    func brokenField() -> Field {
      var field = Field(id: "broken")
      switch self {
      case .anchorInsideCharacter:
        field.apply(.paste("é"))
        field.buffer.anchorOffset = 1
      case .anchorInsideCharacterOfLongText:
        field.apply(.paste(String(repeating: "é", count: 10_000)))
        field.buffer.anchorOffset = 1
      case .staleFormatStatesOfLongText, .formatCheckpointOffBoundaryInLongText:
        field.rules.format = try! .pattern("[a-zé]*")
        field.apply(.paste(String(repeating: "é", count: 5_000)))
        if self == .staleFormatStatesOfLongText {
          field.trail.end = FormatPosition(states: [])
        } else {
          field.trail.offsets[field.trail.offsets.count - 1] += 1
        }
      }
      return field
    }

    /// What the check must name.
    var expectedProblem: String {
      switch self {
      case .anchorInsideCharacter, .anchorInsideCharacterOfLongText:
        "anchor at UTF-8 offset 1 is not a character boundary"
      case .staleFormatStatesOfLongText: "cached format states at the end differ from a re-reading"
      case .formatCheckpointOffBoundaryInLongText: "format checkpoints off character boundaries"
      }
    }
  }

  @Test("the checks are on in every test process")
  func onInTests() {
    #expect(Field.checksInvariantsAfterEveryEdit)
  }

  @Test(
    "a broken invariant stops the process at the next edit, naming the field, the edit and the problem",
    arguments: Corruption.allCases)
  func brokenInvariantStops(corruption: Corruption) async throws {
    #expect(
      corruption.brokenField().invariantViolations().contains { $0.contains(corruption.expectedProblem) })
    let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      [corruption] in
      var field = corruption.brokenField()
      field.apply(.move(.end, extending: true))
    }
    let errors = String(decoding: try #require(exit).standardErrorContent, as: UTF8.self)
    #expect(
      errors.contains(
        "field \"broken\": invariants broken after move(FieldEngine.Motion.end, extending: true)"))
    #expect(errors.contains(corruption.expectedProblem), "\(errors)")
  }

  @Test("past 8 KiB the checks read windows: a million characters pasted, then moves, typing, undo")
  func longTextsAreSampled() {
    var field = Field(id: "long")
    field.rules.allowedCharacters = "abé "
    field.apply(.paste(String(repeating: "ab é", count: 250_000)))
    #expect(field.buffer.metrics.characters == 1_000_000)
    field.apply(.move(.start))
    for _ in 0..<100 { field.apply(.move(.characterRight)) }
    for character in "ab é" { field.apply(.insert(String(character))) }
    field.apply(.insert("\u{301}"))
    field.apply(.selectAll)
    field.apply(.insert("a"))
    field.apply(.undo)
    #expect(field.buffer.metrics.characters == 1_000_004)
    #expect(field.invariantViolations() == [])
  }

  @Test("past 8 KiB a format's cached states are checked in windows: typing at the end and in the middle")
  func longFormattedTextsAreSampled() {
    var field = Field(id: "long")
    field.rules.format = try! .pattern("[a-zé]*")
    field.apply(.paste(String(repeating: "é", count: 5_000)))
    for character in "ab" { field.apply(.insert(String(character))) }
    field.apply(.move(.start))
    for _ in 0..<40 { field.apply(.move(.characterRight)) }
    for character in "ab" { field.apply(.insert(String(character))) }
    field.apply(.deleteBackward)
    #expect(field.text.count == 5_003)
    #expect(field.invariantViolations() == [])
  }
}

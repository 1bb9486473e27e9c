import FieldEngine
import FuzzSupport
import RandomEdits

/// Fuzz target for the engine: the bytes are the choices of a random edit sequence
/// (`RandomEdits`: random rules, formats included, then an edit each few bytes), checked by the
/// same `RandomEdits.check` as the random-edit test: the invariants after every edit, refusals
/// that change nothing and say why, insertions that never leave text no continuation makes valid,
/// and undo back to the empty field and redo forward to the same text. A sequence stops at 200
/// edits, when the bytes run out, or once the text passes 4 KiB.
///
/// - Returns: what broke, empty when nothing did.
public func fuzzEngine(_ data: [UInt8]) -> [String] {
  var input = FuzzInput(data)
  return RandomEdits.check(&input, maxEdits: 200).problems
}

extension FuzzInput: Choices {}

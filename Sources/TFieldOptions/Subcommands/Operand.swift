/// The plain words a subcommand takes after its options: `form`'s file, `choose`'s items.
public struct Operand: Equatable, Sendable {
  /// How help names it: "FILE|-", "ITEM".
  public let name: String
  /// What each word is.
  public let value: ValueKind
  /// True when it may be given any number of times (`ITEM …`); otherwise it is required, once.
  public let repeats: Bool
  /// What it is, for help and the docs.
  public let help: String
}

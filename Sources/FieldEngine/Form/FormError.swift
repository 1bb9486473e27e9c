/// A form that cannot be built.
public enum FormError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A form needs at least one field.
  case noFields
  /// Two fields share an id.
  case duplicateID(String)
  /// A field's rules make no sense.
  case misconfigured(id: String, ConfigurationError)
  /// A page without elements (pages counted from 0).
  case emptyPage(Int)
  /// An element that cannot be asked (elements counted from 0 across pages).
  case invalidElement(index: Int, id: String, Problem)
  /// A page whose condition cannot hold (pages counted from 0).
  case invalidPage(index: Int, Problem)

  /// What is wrong with an element or a page.
  public enum Problem: Equatable, Sendable {
    /// A choice with no options and no command to read them from.
    case noOptions
    /// Two options with the same value.
    case duplicateOption(String)
    /// At least more than at most, or more than there are options (and no "Other…").
    case impossibleLimits(atLeast: Int, atMost: Int?, options: Int)
    /// A value chosen at first that is no option's.
    case defaultNotAnOption(String)
    /// A condition naming an element the form does not have.
    case conditionOnUnknown(String)
    /// A condition naming an element after it (or on its own page, for a page).
    case conditionOnLater(String)
    /// A condition naming the element it is on.
    case conditionOnItself
    /// A condition naming a note, which has no value.
    case conditionOnNote(String)
    /// A condition on a value the element it names can never have.
    case impossibleValue(field: String, value: String)
    /// "sameAs" naming no text element of the form (or the element itself).
    case sameAsUnknown(String)
    /// Options from a command on an element that is no choice; options on a text.
    case optionsOnNonChoice
  }

  /// The error in words.
  public var description: String { Wording.describe(self) }
}

import FieldChoices
import FieldKeys
import TFieldOptions

extension Checks {
  /// Every `--bind` value parses (fzf's key names, the list's actions), and its commands use no
  /// placeholder the preview refuses.
  static func bindings(_ given: GivenOptions) throws(UsageError) {
    for binding in given.choice.bindings {
      let bindings: [ListBinding]
      do {
        bindings = try ListBinding.parse(binding)
      } catch {
        switch error {
        case .unknownKey(let key): throw .badBinding(binding, part: key, .key)
        case .unknownAction(let action): throw .badBinding(binding, part: action, .action)
        case .missingAction(let entry): throw .badBinding(binding, part: entry, .entry)
        }
      }
      // A command's placeholders are the preview's, refused the same way.
      for command in bindings.flatMap(\.actions).compactMap(\.command) {
        if case .temporaryFile(let placeholder)? = PreviewTemplate.problem(command) {
          throw .preview(flag: "--bind", got: placeholder, reason: .temporaryFile)
        }
      }
    }
  }

  /// Every `--expect` key is one of fzf's key names.
  static func expectedKeys(_ given: GivenOptions) throws(UsageError) {
    for name in given.choice.expectedKeys where FzfKeyNames.events(name) == nil {
      throw .unknownKey(flag: "--expect", name)
    }
  }
}

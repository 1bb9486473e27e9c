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
        throw bindingProblem(error, in: binding)
      }
      // A command's placeholders are the preview's, refused the same way.
      for command in bindings.flatMap(\.actions).compactMap(\.command) {
        if case .temporaryFile(let placeholder)? = PreviewTemplate.problem(command) {
          throw .preview(flag: "--bind", got: placeholder, reason: .temporaryFile)
        }
      }
    }
  }

  /// Every `--bind` value of `input`, `write`, `form`, `prompt` and `confirm` parses: fzf's key
  /// names, and actions the subcommand has (readline's function names for editing, its own).
  static func fieldBindings(_ given: GivenOptions) throws(UsageError) {
    for binding in given.settings.display.bindings {
      let entries: [BindEntry]
      do {
        entries = try BindEntry.parse(binding)
      } catch {
        throw bindingProblem(error, in: binding)
      }
      let known = given.settings.subcommand.map(BindActions.names) ?? []
      for entry in entries where !known.contains(entry.action.lowercased()) {
        throw .bindAction(
          given.settings.subcommand ?? .input, binding: binding, action: entry.action, known: known)
      }
    }
  }

  /// The usage error of a `--bind` value that does not parse.
  private static func bindingProblem(_ problem: ListBinding.Problem, in binding: String) -> UsageError {
    switch problem {
    case .unknownKey(let key): .badBinding(binding, part: key, .key)
    case .unknownAction(let action): .badBinding(binding, part: action, .action)
    case .missingAction(let entry): .badBinding(binding, part: entry, .entry)
    }
  }

  /// Every `--expect` key is one of fzf's key names.
  static func expectedKeys(_ given: GivenOptions) throws(UsageError) {
    for name in given.choice.expectedKeys where FzfKeyNames.events(name) == nil {
      throw .unknownKey(flag: "--expect", name)
    }
  }
}

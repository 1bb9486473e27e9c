import FieldKeys
import TFieldOptions

/// The key tables of the subcommands with a terminal, for `--bind`: which actions each has, and
/// the changes a command line's `--bind` values make.
public enum BindActions {
  /// The action names `subcommand`'s `--bind` takes (its table's own first, then readline's);
  /// empty for a subcommand without keys of its own (`choose` reads fzf's actions itself).
  public static func names(_ subcommand: Subcommand) -> [String] {
    switch subcommand {
    case .input, .form: KeyBindings<FormCommand>.form.actionNames()
    case .write: KeyBindings<TextAreaCommand>.textArea.actionNames()
    case .prompt: KeyBindings<PromptCommand>.prompt.actionNames()
    case .confirm: KeyBindings<ConfirmCommand>.confirm.actionNames()
    case .choose, .check, .completions, .shell: []
    }
  }

  /// The key changes of `--bind` values the checks passed (`Checks.fieldBindings`).
  public static func customization(_ values: [String]) -> KeyCustomization {
    var keys = KeyCustomization()
    for value in values {
      for entry in (try? BindEntry.parse(value)) ?? [] {
        try? keys.bind([entry.event], to: entry.action)
      }
    }
    return keys
  }
}

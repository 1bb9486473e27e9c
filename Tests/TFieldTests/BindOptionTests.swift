import Testing

@testable import tfield

/// `--bind` in the subcommands with a terminal besides `choose`: a usage error names what is
/// wrong, and for an action, the subcommand's actions.
@Suite("--bind in input, write, form, prompt and confirm")
struct BindOptionTests {
  @Test(
    "a key or action the subcommand lacks is a usage error naming it, and the actions it has",
    arguments: [
      (
        ["input", "--bind", "ctrl-k:yes"],
        "tfield: --bind \"ctrl-k:yes\": \"yes\" is not an action tfield input has; its actions: ignore, accept, abort"
      ),
      (
        ["confirm", "--bind", "ctrl-k:kill-line"],
        "tfield: --bind \"ctrl-k:kill-line\": \"kill-line\" is not an action tfield confirm has; its actions: ignore, yes, no, toggle, accept"
      ),
      (
        ["write", "--bind", "up:previous-history"],
        "tfield: --bind \"up:previous-history\": \"previous-history\" is not an action tfield write has"
      ),
      (
        ["prompt", "--bind", "hyper-x:accept"],
        "tfield: --bind \"hyper-x:accept\": \"hyper-x\" is not a key name"
      ),
      (["form", "--bind", "ctrl-k", "f.json"], "tfield: --bind \"ctrl-k\": \"ctrl-k\" is not KEY:ACTION"),
      (
        ["input", "--bind", "ctrl-k:kill\u{1B}[2J"],
        "tfield: --bind \"ctrl-k:kill\\u001b[2J\": \"kill\\u001b[2J\" is not an action"
      ),
    ])
  func usageErrors(arguments: [String], message: String) {
    let result = Tool.run(arguments, stdin: { .success([]) })
    #expect(result.status == .error)
    #expect(result.errors.hasPrefix(message), "\(result.errors)")
    #expect(!VisibleMessageTests.hasRawControl(result.errors), "\(result.errors)")
  }

  @Test("the actions listed are the ones the subcommand's table takes; input's and prompt's differ")
  func actionLists() {
    let input = Tool.run(["input", "--bind", "x:nope"]).errors
    let prompt = Tool.run(["prompt", "--bind", "x:nope"]).errors
    #expect(input.contains("next-field") && !input.contains("next-control"))
    #expect(prompt.contains("next-control") && !prompt.contains("next-field"))
    #expect(input.contains("history-search-backward") && input.contains("unix-word-rubout"))
  }
}

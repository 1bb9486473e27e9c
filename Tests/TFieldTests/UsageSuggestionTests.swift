import Testing

@testable import TFieldArguments
@testable import TFieldOptions
@testable import tfield

/// A mistyped subcommand or option: what was meant, from the option table, as swift-argument-parser
/// ("Unknown option '--max-lenght'. Did you mean '--max-length'?") and git suggest it; an option
/// where the subcommand should be says the subcommand is missing.
@Suite("tfield usage mistakes and suggestions")
struct UsageSuggestionTests {
  @Test(
    "each mistake's message, exit 2",
    arguments: [
      (
        ["--max-length", "3"],
        "missing subcommand before --max-length (input, write, form, check, prompt, choose, confirm, completions or shell); "
          + "see tfield --help"
      ),
      (
        ["--max-length=3"],
        "missing subcommand before --max-length (input, write, form, check, prompt, choose, confirm, completions or shell); "
          + "see tfield --help"
      ),
      (
        ["--max-lenght", "3"],
        "missing subcommand before --max-lenght (did you mean --max-length?); see tfield --help"
      ),
      (["--hepl"], "missing subcommand before --hepl (did you mean --help?); see tfield --help"),
      (["inptu"], "unknown subcommand \"inptu\" (did you mean input?); see tfield --help"),
      (["chose", "a"], "unknown subcommand \"chose\" (did you mean choose?); see tfield --help"),
      (["help", "comfirm"], "unknown subcommand \"comfirm\" (did you mean confirm?); see tfield --help"),
      (
        ["input", "--max-lenght", "3"],
        "input: unknown option --max-lenght (did you mean --max-length?); see tfield input --help"
      ),
      (
        ["check", "--requried"],
        "check: unknown option --requried (did you mean --required?); see tfield check --help"
      ),
      (
        ["choose", "--mutli"],
        "choose: unknown option --mutli (did you mean --multi?); see tfield choose --help"
      ),
      // A flag of another subcommand is not a typo: no suggestion of one of this subcommand's.
      (["input", "--title", "x"], "input: unknown option --title; see tfield input --help"),
      // Too far from anything: no suggestion.
      (
        ["xyz"],
        "unknown subcommand \"xyz\" (input, write, form, check, prompt, choose, confirm, completions or shell); see tfield --help"
      ),
      (["check", "--max-len", "3"], "check: unknown option --max-len; see tfield check --help"),
    ])
  func mistake(arguments: [String], message: String) {
    let result = Tool.run(arguments, stdin: { .success([]) })
    #expect(result.status == .error)
    #expect(result.errors == "tfield: " + message + "\n")
  }

  @Test(
    "edits: insertions, deletions, replacements and swapped neighbours count one each",
    arguments: [
      ("input", "input", 0), ("inptu", "input", 1), ("chose", "choose", 1), ("fomr", "form", 1),
      ("--max-lenght", "--max-length", 1), ("check", "choose", 4), ("", "form", 4), ("form", "", 4),
    ])
  func distance(word: String, candidate: String, edits: Int) {
    #expect(Suggestion.distance(Array(word), Array(candidate)) == edits)
  }
}

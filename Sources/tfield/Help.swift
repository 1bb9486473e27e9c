import TFieldArguments

/// The `--help` texts and the version.
enum Help {
  /// `tfield --version`.
  static let version = "tfield 0.1.0"

  private static let rules = """
    Rules (the same for input, check, prompt, and choose's new items):
      --max-length N       at most N characters (user-perceived: "👍🏽" is 1)
      --max-scalars N      at most N Unicode scalars
      --max-bytes N        at most N bytes of UTF-8
      --max-utf16 N        at most N UTF-16 code units
      --max-columns N      at most N terminal columns
      --allow CHARS        only these characters
      --deny CHARS         never these characters
      --on-type POLICY     what typing does with what does not fit: reject (default), truncate, filter
      --on-paste POLICY    the same for paste and --value: reject, truncate, filter (default)
      --required           the value must not be empty
      --min-length N       at least N characters (an empty value passes unless --required)
      --mask TEMPLATE      an input mask: 0 digit, 9 optional digit, L letter, ? optional letter,
                           A letter or digit, a optional, & any character, C optional, > upper case,
                           < lower case, | as typed, \\x the literal x, anything else a literal
      --integer            a whole number, like -12
      --decimal            a decimal number, like -2.5
      --min N, --max N     the smallest and largest number allowed (with --integer or --decimal)
      --places N           at most N digits after the point (with --decimal)
      --pattern REGEX      a pattern checked while typing: literals, [classes], ranges, ., \\d \\w \\s,
                           * + ? {m,n}, |, groups; keys that can no longer lead to a match are refused
                           (only one of --mask, --integer/--decimal, --pattern)
    """

  /// A form file that works as written, with most keys: `tfield form --help` shows it, and a test
  /// runs it.
  static let formTemplate = """
    {"title": "Sign up", "fields": [
      {"id": "name", "label": "Name", "value": "", "placeholder": "First Last", "required": true,
       "minLength": 2, "maxLength": 40, "onType": "reject", "onPaste": "filter"},
      {"id": "code", "label": "Code", "allow": "0123456789ABCDEF", "maxBytes": 8, "password": true},
      {"id": "phone", "label": "Phone", "mask": "(999) 000-0000"},
      {"id": "age", "label": "Age", "integer": true, "min": 0, "max": 130},
      {"id": "price", "label": "Price", "decimal": true, "min": 0, "max": 99.99, "places": 2},
      {"id": "plate", "label": "Plate", "pattern": "[A-Z]{2}[0-9]{4}"}]}
    """

  /// The help of the tool, or of a subcommand.
  static func text(for subcommand: Subcommand?) -> String {
    switch subcommand {
    case nil:
      """
      tfield: constrained text fields for shell scripts

      Usage:
        tfield input [RULES] [--label TEXT] [--value TEXT] [--output FORMAT]
        tfield form FILE|- [--output FORMAT]
        tfield check [RULES] [--value TEXT] [--output plain|json]
        tfield prompt [RULES] [--title TEXT] [--message TEXT] [--value TEXT] [--password]
                      [--placeholder TEXT] [--output FORMAT]
        tfield choose [--other] [--selected ITEM] [--title TEXT] [RULES] [--output FORMAT] [ITEM …]
        tfield --version

      The fields draw on /dev/tty, so v=$(tfield input) works. FORMAT is plain, json, shell or url.
      Exit status: 0 submitted, chosen or valid, 1 cancelled or invalid, 2 error, 130 Ctrl-C,
      128+n killed by signal n (the terminal restored first; 141: stdout closed early).
      See tfield SUBCOMMAND --help.

      """
    case .input?:
      """
      Usage: tfield input [RULES] [--label TEXT] [--value TEXT] [--output FORMAT]

      One field on the terminal (/dev/tty); the value goes to stdout. Enter submits when the
      checks pass, Escape cancels (exit 1), Ctrl-C interrupts (exit 130).

        --label TEXT         the label beside the field
        --placeholder TEXT   shown dimmed while the field is empty
        --password           echo one • per character; F4 shows the text
        --unmasked           print a --mask field's value without its literals
        --value TEXT         the initial text, put through the paste policy; what it loses is shown
        --output FORMAT      plain (default), json, shell (for eval "v=$(…)"), url

      """ + rules + "\n"
    case .form?:
      """
      Usage: tfield form FILE|- [--output FORMAT]

      The fields of a JSON form file (- reads it from stdin) on the terminal; prints their values.
        --output FORMAT      json (default: one object of id -> value), plain (one value a line),
                             shell (id='value' lines for eval), url (id=value&id=value)

      FILE, for example:

      """ + formTemplate + """


        Only "fields" and each field's "id" are required; a field has at most one of "mask",
        "integer"/"decimal" and "pattern". The other keys: "maxScalars", "maxUTF16", "maxColumns"
        (lengths in other units), "deny", "unmasked"; see the README.

        """
    case .check?:
      """
      Usage: tfield check [RULES] [--value TEXT] [--output plain|json]

      Checks a value against the rules and validators, with no terminal. Without --value, reads
      all of stdin and removes one trailing newline (LF or CRLF). Exit 0 when the value passes,
      1 when it does not (one line per violation on stderr, or the JSON report).
        --output json        {"valid": …, "violations": [{"rule": …, "message": …}]} on stdout

      """ + rules + "\n"
    case .prompt?:
      """
      Usage: tfield prompt [RULES] [--title TEXT] [--message TEXT] [--value TEXT] [--password]
                           [--placeholder TEXT] [--output FORMAT]

      A prompt dialog centred on the terminal (/dev/tty): the title, the message, one field and
      OK and Cancel; the value goes to stdout. Tab moves between the field and the buttons;
      Enter on the field or OK submits when the checks pass; Escape or Cancel cancels (exit 1);
      Ctrl-C interrupts (exit 130).

        --title TEXT         the title on the box's border
        --message TEXT       the message above the field
        --placeholder TEXT   shown dimmed while the field is empty
        --password           echo one • per character; F4 shows the text
        --value TEXT         the initial text, put through the paste policy
        --output FORMAT      plain (default), json, shell (for eval "v=$(…)"), url

      """ + rules + "\n"
    case .choose?:
      """
      Usage: tfield choose [--other] [--selected ITEM] [--title TEXT] [RULES] [--output FORMAT] [ITEM …]

      An editable list on the terminal (/dev/tty); the chosen item goes to stdout. The items are
      the arguments, or the lines of stdin when there are none. ↑ ↓ Home End Page Up Page Down
      move; typing filters (case-insensitive); Enter chooses; Escape cancels (exit 1); Ctrl-C
      interrupts (exit 130).

        --other              a last row "Other…" prompts for a new item under the RULES; it is
                             added (once), the list sorted case-insensitively and the item chosen
        --selected ITEM      mark ITEM as the current choice
        --title TEXT         the title row
        --output FORMAT      plain (default), json, shell (for eval "v=$(…)"), url

      """ + rules + "\n"
    }
  }
}

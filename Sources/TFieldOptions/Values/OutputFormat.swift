/// How `input`, `form`, `prompt` and `choose` print what was entered.
public enum OutputFormat: String, CaseIterable, Sendable {
  /// The value and a newline (`form`: each value on its own line, in field order).
  case plain
  /// A JSON string (`form`: one object of id -> value, in field order).
  case json
  /// Quoted for `eval` (`form`: one `id='value'` line per field).
  case shell
  /// Percent-encoded as a URL query component (`form`: `id=value&id=value`).
  case url
}

/// How `check` reports.
public enum CheckOutput: String, CaseIterable, Sendable {
  /// Nothing on success; one line per violation on stderr.
  case plain
  /// `{"valid": …, "violations": […]}` on stdout.
  case json
}

/// What `tfield confirm` prints besides its exit status.
public enum ConfirmOutput: String, CaseIterable, Sendable {
  /// Nothing: the exit status answers (0 yes, 1 no).
  case plain
  /// `true` or `false`, and a newline.
  case json
}

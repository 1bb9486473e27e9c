import FieldIO

extension ComponentRunner {
  /// Runs the component on the terminal and returns it as it ended. The terminal is read on a
  /// thread of its own, so no thread of Swift's cooperative pool waits while the user thinks.
  ///
  /// - Parameters:
  ///   - component: the form, prompt, list or other component to run.
  ///   - presentation: full screen (the default) or inline below the cursor.
  ///   - usesColor: whether colour roles are drawn as colours (where the terminal has them), or
  ///     as attributes; by default, colours unless NO_COLOR is set and not empty.
  ///   - deadline: when the component must have ended: then it ends timed out
  ///     (`ComponentStatus.timedOut`), keys typed but not yet read are discarded, and the terminal
  ///     is restored. Once less than ten seconds are left, the last row shows them. Nil waits for
  ///     ever.
  /// - Throws: `TerminalSessionError` when there is no usable terminal; nothing was changed then.
  ///
  /// Cancelling the awaiting `Task` ends the component at once as the terminal hanging up does
  /// (cancelled, unless it ends otherwise on ``ComponentEvent/endOfInput``), keys typed but not
  /// yet read discarded and the terminal restored; the component comes back ended, and nothing
  /// is thrown. A `Task` already cancelled gets the component back cancelled, the terminal never
  /// touched.
  ///
  /// ```swift
  /// let prompt = PromptController(title: "Name", question: "Who is speaking?", field: Field(id: "name"))
  /// let name = try await ComponentRunner.run(prompt, presentation: .inline()).value
  /// ```
  public static func run<Component: TerminalComponent>(
    _ component: Component, presentation: Presentation = .fullScreen, usesColor: Bool? = nil,
    deadline: Deadline? = nil
  ) async throws(TerminalSessionError) -> Component {
    if Task.isCancelled {
      var cancelled = component
      cancelled.status = .cancelled
      return cancelled
    }
    let ended: Result<Component, TerminalSessionError> = await OwnThread.run { stop in
      Result { () throws(TerminalSessionError) in
        try run(component, presentation: presentation, usesColor: usesColor, deadline: deadline, stop: stop)
      }
    }
    return try ended.get()
  }
}

import FieldIO

extension ComponentRunner {
  /// Runs the component as ``run(_:presentation:usesColor:deadline:)`` does, from an `async`
  /// context: the terminal is read on a thread of its own, so no thread of Swift's cooperative
  /// pool waits while the user thinks.
  ///
  /// Cancelling the awaiting `Task` ends the component at once as the terminal hanging up does
  /// (cancelled, unless it ends otherwise on ``ComponentEvent/endOfInput``), keys typed but not
  /// yet read discarded and the terminal restored; the component comes back ended, and nothing
  /// is thrown. A `Task` already cancelled gets the component back cancelled, the terminal never
  /// touched.
  ///
  /// ```swift
  /// func askName() async throws -> String? {
  ///   let prompt = PromptController(title: "Name", question: "Who is speaking?", field: Field(id: "name"))
  ///   return try await ComponentRunner.run(prompt, presentation: .inline()).value
  /// }
  /// ```
  ///
  /// Swift resolves overloads in top-level code as in synchronous code: there, `try await
  /// ComponentRunner.run(…)` calls the blocking form (and warns that nothing is awaited). Call
  /// it from an `async` function, as above, or ask through ``Ask``, whose questions are `async`
  /// alone.
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

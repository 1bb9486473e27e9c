import FieldIO
import FieldKeys

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// A component whose text is edited with emacs or vi keys (`EditingSettings`).
package protocol EditsWithKeys {
  /// How its text is edited.
  var editing: EditingSettings { get set }
}

/// A question ready to ask: the component that asks it on the terminal, how a submitted one
/// gives its answer, and how to ask it in plain lines. One implementation for every way of
/// asking: ``Ask``'s calls, their `async` forms, and `tfield`'s subcommands.
/// A component whose keys a program changes (``KeyCustomization``): each of the package's.
package protocol KeyCustomizable {
  /// The changes to its keys.
  var keys: KeyCustomization { get set }
}

extension FormController: KeyCustomizable {}
extension PromptController: KeyCustomizable {}
extension ChoiceListController: KeyCustomizable {}
extension ConfirmController: KeyCustomizable {}
extension TextAreaController: KeyCustomizable {}

package struct Question<Component: TerminalComponent, Answer: Equatable & Sendable>: Sendable {
  /// The component drawn on the terminal.
  package var component: Component
  /// The answer a submitted component gives.
  package var answer: @Sendable (Component) -> Answer
  /// The same question in plain lines.
  package var plain: @Sendable (inout PlainTerminal) -> PlainEnding<Answer>

  package init(
    _ component: Component, answer: @escaping @Sendable (Component) -> Answer,
    plain: @escaping @Sendable (inout PlainTerminal) -> PlainEnding<Answer>
  ) {
    self.component = component
    self.answer = answer
    self.plain = plain
  }

  /// The component with its text edited as `editing` says, when `editing` asks for other keys
  /// than the default and the component edits text; else as it is.
  private func component(editing: EditingSettings) -> Component {
    guard editing != .emacs, var edited = component as? any EditsWithKeys else { return component }
    edited.editing = editing
    return edited as? Component ?? component
  }

  /// Asks on the terminal, drawn, or in plain lines when asked for or when the terminal cannot
  /// place the cursor; from standard input's lines when plain and there is no terminal. `stop`,
  /// given from another thread, ends the question as cancelled, the terminal restored.
  package func ask(_ settings: AskSettings, stop: WakeSignal? = nil) -> Result<Answer, AskError> {
    if !settings.plain {
      do {
        let ended = try ComponentRunner.run(
          Self.withKeys(component(editing: settings.keys.editing(over: settings.editing)), settings.keys),
          presentation: settings.presentation, usesColor: settings.usesColor, theme: settings.theme,
          deadline: settings.deadline, stop: stop)
        switch ended.status {
        case .submitted: return .success(answer(ended))
        case .cancelled, .running: return .failure(.cancelled)
        case .interrupted: return .failure(.interrupted)
        case .timedOut: return .failure(.timedOut)
        }
      } catch .terminalCannotPlaceCursor {
        // TERM=dumb, an Emacs shell buffer: the same question in plain lines.
      } catch .terminalTypeUnset where settings.plainWithoutTerminalType {
        // No TERM: plain lines need none.
      } catch .unknownTerminalType where settings.plainWithoutTerminalType {
        // A TERM terminfo does not know: plain lines need no entry.
      } catch {
        return .failure(.noTerminal(error))
      }
    }
    var lines: PlainTerminal
    do {
      lines = try PlainTerminal.terminal(deadline: settings.deadline)
    } catch .noTerminal where settings.plain {
      lines = PlainTerminal.standardStreams(deadline: settings.deadline)
    } catch {
      return .failure(.noTerminal(error))
    }
    lines.stop = stop
    let ending = plain(&lines)
    if ending == .timedOut { lines.discardUnreadInput() }
    lines.end()
    switch ending {
    case .answered(let answer): return .success(answer)
    case .cancelled: return .failure(.cancelled)
    case .timedOut: return .failure(.timedOut)
    case .refused(let reasons): return .failure(.refused(reasons))
    case .noAnswer: return .failure(.noAnswer)
    }
  }

  /// `component` with `keys`' changes after its own, when it is one of the package's components.
  static func withKeys(_ component: Component, _ keys: KeyCustomization) -> Component {
    guard !keys.isEmpty, var customizable = component as? any KeyCustomizable else { return component }
    customizable.keys.append(keys)
    return customizable as? Component ?? component
  }

  /// Asks as ``ask(_:stop:)`` does, on a thread of its own, so that no thread of Swift's
  /// cooperative pool waits while the user thinks. Cancelling the awaiting `Task` ends the
  /// question at once, as cancelled, with the terminal restored.
  package func ask(_ settings: AskSettings) async -> Result<Answer, AskError> {
    if Task.isCancelled { return .failure(.cancelled) }
    let result = await OwnThread.run { stop in ask(settings, stop: stop) }
    // Stopped while reading standard input's lines, the question saw its input end.
    if Task.isCancelled, case .failure = result { return .failure(.cancelled) }
    return result
  }
}

/// A thread of its own for work that blocks (a question waiting for its user), outside Swift's
/// cooperative pool.
package enum OwnThread {
  /// Runs `body` on a thread of its own and waits for its result without holding a thread of
  /// the cooperative pool. Cancelling the awaiting `Task` gives `body`'s signal, which it watches
  /// to end early. Where no thread can be made, `body` runs on the caller's.
  package static func run<Result: Sendable>(_ body: @escaping @Sendable (WakeSignal) -> Result) async
    -> Result
  {
    let stop = WakeSignal()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let started = start { continuation.resume(returning: body(stop)) }
        if !started { continuation.resume(returning: body(stop)) }
      }
    } onCancel: {
      stop.signal()
    }
  }

  /// Runs `body` on a new detached thread; false when no thread could be made (nothing ran).
  package static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
    let box = Unmanaged.passRetained(Body(body)).toOpaque()
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    #if os(macOS)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    let started = pthread_create(
      &thread, &attributes,
      { raw in
        #if os(macOS)
          let body = Unmanaged<Body>.fromOpaque(raw).takeRetainedValue()
        #else
          let body = Unmanaged<Body>.fromOpaque(raw!).takeRetainedValue()
        #endif
        body.run()
        return nil
      }, box)
    if started != 0 { Unmanaged<Body>.fromOpaque(box).release() }
    return started == 0
  }

  private final class Body: Sendable {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }
}

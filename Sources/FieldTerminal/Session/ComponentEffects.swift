/// What a program's loop does after handing a ``ComponentDriver`` its input: paint the frame,
/// repaint the whole terminal, suspend; and whether the component has ended. The driver
/// returns one from each call; ``ComponentRunner`` acts on them in one place, and a program
/// with a loop of its own does the same.
///
/// ```swift
/// var driver = ComponentDriver(ConfirmController(question: "Go on?"))
/// let bytes = Array("y".utf8)  // read from the terminal
/// let effects = driver.feed(bytes, now: .now)
/// if effects.repaint { print(driver.frame().textGrid().joined(separator: "\n")) }
/// if effects.ended { print(driver.component.value == true ? "yes" : "no") }
/// ```
public struct ComponentEffects: Equatable, Sendable {
  /// The frame changed: draw ``ComponentDriver/frame()`` again.
  public var repaint = false
  /// Repaint the whole terminal, whatever another program wrote over it (Ctrl-L); `repaint` is
  /// true too.
  public var redraw = false
  /// The user asked to suspend (Ctrl-Z): a program that can, restores the terminal and stops
  /// (`SIGTSTP`), and repaints everything when continued.
  public var suspend = false
  /// The component has ended (``TerminalComponent/status`` is not `.running`).
  public var ended = false
  /// Ring the terminal's bell (BEL).
  package var bell = false
  /// A shell command to run before the component goes on (fzf's `execute`, the editor of
  /// Ctrl-X Ctrl-E); then ``ComponentDriver/commandRan(now:)``. Keys wait until then.
  package var command: ShellCommandRequest?

  /// Nothing to do.
  public init() {}

  /// These effects, then `later`'s: the flags of either, the later command if it has one.
  package func then(_ later: ComponentEffects) -> ComponentEffects {
    var both = later
    both.repaint = repaint || later.repaint
    both.redraw = redraw || later.redraw
    both.suspend = suspend || later.suspend
    both.ended = ended || later.ended
    both.bell = bell || later.bell
    both.command = later.command ?? command
    return both
  }
}

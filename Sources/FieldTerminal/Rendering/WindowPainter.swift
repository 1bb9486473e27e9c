#if os(macOS)
  import CNCursesMacOS
#else
  import CNCursesW
#endif

/// Draws a component into a window of a program's own ncurses screen: the way to put a field, a
/// prompt or a list inside a screen the program draws itself (its border, its status line).
///
/// The program keeps its ncurses screen and its loop. It gives the component a region of its
/// screen as a window (`derwin(stdscr, rows, columns, top, left)`, or any `WINDOW *`), passed as
/// an `OpaquePointer` so that its own ncurses import and ours need not agree on types. Input: the
/// program reads the terminal's bytes itself (raw mode, `read(2)` on the terminal, not `getch`)
/// and feeds them to a `ComponentDriver`, which decodes them with the package's decoder (UTF-8,
/// escape sequences, bracketed paste). Each time the driver's effects ask for a repaint
/// (`ComponentEffects.repaint`), it calls `paint(_:)` with the component's frame, then draws its
/// own windows, then `doupdate()`: the
/// painter marks the window for the update and sends nothing itself, so the terminal sees one
/// write. Paint the component's window last before `doupdate()` when it should keep the cursor.
///
/// The component is laid out for the window's size (`driver.layout(in:)` with `size`); it
/// never draws outside the window. Colour roles are drawn as attributes (reverse, bold, dim,
/// underline), so the program's colour pairs are left alone. `Examples/EmbeddedField` is a
/// program built this way.
///
/// `derwin`, `doupdate` and `tf_stdscr()` (ncurses' `stdscr`) come from the system library module
/// the package links, `CNCursesW` (`CNCursesMacOS` on macOS), which a program that depends on
/// TerminalFields imports beside it:
///
/// ```swift
/// import CNCursesW  // on macOS: import CNCursesMacOS
/// import TerminalFields
///
/// let form = try Form([Field(id: "name", label: "Name")])
/// let region = derwin(tf_stdscr(), 8, 60, 2, 4)
/// let painter = WindowPainter(window: OpaquePointer(region!))
/// var driver = ComponentDriver(FormController(form: form, title: "Name"))
/// driver.layout(in: Region(width: painter.size.width, height: painter.size.height))
/// painter.paint(driver.frame())
/// doupdate()
/// ```
public struct WindowPainter {
  private let window: UnsafeMutablePointer<WINDOW>
  private let painter = Painter(usesColor: false, glyphs: .currentLocale())

  /// A painter for `window`, a `WINDOW *` of the program's ncurses screen.
  public init(window: OpaquePointer) {
    self.window = UnsafeMutablePointer<WINDOW>(window)
  }

  /// The window's size in cells: what to lay the component out for.
  public var size: (width: Int, height: Int) {
    var rows: Int32 = 0
    var columns: Int32 = 0
    tf_getmaxyx(window, &rows, &columns)
    return (Int(columns), Int(rows))
  }

  /// Draws the frame into the window (erasing what was there) and marks it for the next
  /// `doupdate()`, which the program sends.
  public func paint(_ frame: Frame) {
    painter.draw(frame, on: window)
  }
}

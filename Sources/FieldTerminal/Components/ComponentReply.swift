import FieldIO
import FieldKeys

/// What an event did to a component, for its host to act on: nothing to paint, paint again,
/// repaint the whole terminal, suspend, or open a child over the component.
///
/// ```swift
/// struct Greeting: TerminalComponent {
///   var status = ComponentStatus<String>.running
///   var name = "World"
///   var region = Region.standard
///
///   mutating func handle(_ event: ComponentEvent) -> ComponentReply<Self> {
///     guard case .key(.key(.function(2), _)) = event else { return .unchanged }
///     let prompt = PromptController(title: "Name", question: "Who are you?", field: Field(id: "name"))
///     return .present(prompt) { parent, prompt in
///       if let name = prompt.value { parent.name = name }
///       return .changed
///     }
///   }
///
///   mutating func layout(in region: Region) { self.region = region }
///
///   func frame() -> Frame {
///     var frame = Frame(width: region.width, height: region.height)
///     frame.put("Hello, \(name)!", row: 0, column: 0)
///     return frame
///   }
/// }
/// ```
public struct ComponentReply<Component: TerminalComponent>: Sendable {
  /// What the host does.
  var effects: ReplyEffects
  /// With a command to run: what the component does once it has run (the rest of a chain of
  /// actions, as fzf runs `execute(…)+accept`), or nil.
  private(set) var resumption: (@Sendable (inout Component) -> Self)?

  private init(_ effects: ReplyEffects) { self.effects = effects }

  /// Nothing on the screen changed: the host does not paint. Only when ``TerminalComponent/frame()``
  /// draws what it drew before the event (the host checks it in tests).
  public static var unchanged: Self { Self(ReplyEffects()) }
  /// The frame may have changed: the host paints it again.
  public static var changed: Self { Self(ReplyEffects(changesFrame: true)) }
  /// The frame changed, but painting it can wait: the component asks to be woken
  /// (``TerminalComponent/wake``) when it wants it painted and replies ``changed`` then, unless an
  /// earlier reply paints it first. For a frame that would otherwise be drawn far more often than
  /// anyone can read it (the count while a million items are read).
  package static var changedLater: Self { Self(ReplyEffects(defersFrame: true)) }
  /// Paint the whole terminal again, as Ctrl-L asks (whatever another program wrote over it goes).
  public static var redraw: Self { Self(ReplyEffects(changesFrame: true, redraws: true)) }
  /// Suspend, as Ctrl-Z asks: the runner restores the terminal and stops the process (SIGTSTP),
  /// as a shell's Ctrl-Z does, and paints everything again after `fg`. A program that drives the
  /// component itself decides what to do (``ComponentEffects/suspend``).
  public static var suspend: Self { Self(ReplyEffects(changesFrame: true, suspends: true)) }

  /// The terminal's bell is rung (fzf's `bell`).
  package static var bell: Self { Self(ReplyEffects(rings: true)) }

  /// Opens `child` over the component: the host lays it out for the same region, sends it the
  /// keys and notices, and draws it over the component (``TerminalComponent/draw(over:)``) until
  /// it ends. Then it is closed and `completion` gets the component and the child as it ended
  /// (its status, its value and whatever else it holds), and says what that changed. Children
  /// can open children of their own.
  public static func present<Child: TerminalComponent>(
    _ child: Child,
    then completion: @escaping @Sendable (inout Component, Child) -> ComponentReply<Component>
  ) -> Self {
    Self(ReplyEffects(changesFrame: true, child: PresentedChild<Component, Child>(child, completion)))
  }

  /// True when the frame may have changed.
  public var changesFrame: Bool { effects.changesFrame }

  /// This reply and the one after it, for keys handled one after another (a keyboard macro's):
  /// the frame changes when either changes it, and a command or child of the later wins.
  package func then(_ later: Self) -> Self {
    var combined = later
    combined.effects.changesFrame = later.effects.changesFrame || effects.changesFrame
    combined.effects.defersFrame = later.effects.defersFrame || effects.defersFrame
    combined.effects.redraws = later.effects.redraws || effects.redraws
    combined.effects.suspends = later.effects.suspends || effects.suspends
    combined.effects.rings = later.effects.rings || effects.rings
    if later.effects.command == nil && later.effects.child == nil {
      combined.effects.command = effects.command
      combined.effects.child = effects.child
      combined.resumption = resumption
    }
    return combined
  }

  /// This reply, which runs a command, with what the component does once the command has run:
  /// the host hands the component to `next` then, and acts on its reply (keys typed meanwhile
  /// wait until then).
  package func afterCommand(_ next: @escaping @Sendable (inout Component) -> Self) -> Self {
    var reply = self
    reply.resumption = next
    return reply
  }

  /// Run a shell command: on the terminal, program mode left until it ends and the screen drawn
  /// anew after it (fzf's `execute`); or, `silently`, with no terminal while the screen stays
  /// (`execute-silent`). The program waits for it either way.
  package static func run(_ command: String, silently: Bool) -> Self {
    run(Array(command.utf8), silently: silently)
  }

  /// Run a shell command line given as bytes (an item's, quoted into it, need not be UTF-8).
  package static func run(_ command: [UInt8], silently: Bool, environment: [String: String]? = nil) -> Self {
    Self(
      ReplyEffects(
        changesFrame: true,
        command: ShellCommandRequest(command: command, silently: silently, environment: environment)))
  }

  /// Run the editor on `file` (Ctrl-X Ctrl-E), on the terminal, its path the command's `$1`; the
  /// editor's status goes to the file's ``EditorFile/status``, and the component is woken as soon
  /// as the editor ends (before a deadline is looked at), to read the file back.
  package static func edit(_ file: EditorFile) -> Self {
    Self(
      ReplyEffects(
        changesFrame: true,
        command: ShellCommandRequest(
          command: Array(EditorFile.command.utf8), argument: file.path, silently: false, status: file.status,
          shell: .posix))
    )
  }
}

/// A shell command a component asks the program to run (``ComponentReply/run(_:silently:)``).
package struct ShellCommandRequest: Equatable, Sendable {
  /// The command line, as bytes (an item's, quoted into it, need not be UTF-8).
  package var command: [UInt8]
  /// The command's `$1`, if any (a path, never quoted into the command line).
  package var argument: String?
  /// The shell that runs the line: the program's command shell, or `/bin/sh` for a line written
  /// for sh (the editor's).
  package var shell: CommandShell
  /// True to run it with no terminal, the screen left as it is.
  package var silently: Bool
  /// Where the command's wait status goes, if the component asking wants it.
  package var status: CommandStatus?
  /// The command's environment; nil for this process's.
  package var environment: [String: String]?

  package init(
    command: [UInt8], argument: String? = nil, silently: Bool, status: CommandStatus? = nil,
    environment: [String: String]? = nil, shell: CommandShell = .current
  ) {
    self.command = command
    self.argument = argument
    self.shell = shell
    self.silently = silently
    self.status = status
    self.environment = environment
  }
}

/// What a reply asks of its host, whatever component gave it.
struct ReplyEffects: Sendable {
  var changesFrame = false
  /// The frame changed, to be painted later (``ComponentReply/changedLater``).
  var defersFrame = false
  var redraws = false
  var suspends = false
  var rings = false
  var command: ShellCommandRequest?
  var child: (any HostedChild)?
}

/// A component open over another, as the host's stack holds it: its own type hidden, with what
/// its parent does with it when it ends.
protocol HostedChild: Sendable {
  var isFinished: Bool { get }
  /// The child, to read from outside the host.
  var component: any TerminalComponent { get }
  /// Hands the child an event (checked as ``TerminalComponent/handleChecked(_:)`` checks).
  mutating func handle(_ event: ComponentEvent) -> ReplyEffects
  /// The command the child asked for has run: what it does next (``ComponentReply/afterCommand(_:)``).
  mutating func commandRan() -> ReplyEffects
  var wake: Wake { get }
  mutating func layout(in region: Region)
  func draw(over frame: inout Frame)
  func inlineHeight(width: Int, screenHeight: Int) -> Int
  /// Hands the ended child to its parent's completion.
  func complete<Parent: TerminalComponent>(_ parent: inout Parent) -> ReplyEffects
  /// Hands an ended child, opened by this one, to this one.
  mutating func receive(_ ended: any HostedChild) -> ReplyEffects
}

/// A child of type `Child` opened by a `Parent`.
struct PresentedChild<Parent: TerminalComponent, Child: TerminalComponent>: HostedChild {
  var child: Child
  let completion: @Sendable (inout Parent, Child) -> ComponentReply<Parent>
  /// What the child does once the command it asked for has run.
  private var resumption: (@Sendable (inout Child) -> ComponentReply<Child>)?

  init(_ child: Child, _ completion: @escaping @Sendable (inout Parent, Child) -> ComponentReply<Parent>) {
    self.child = child
    self.completion = completion
  }

  var isFinished: Bool { child.isFinished }
  var component: any TerminalComponent { child }
  mutating func handle(_ event: ComponentEvent) -> ReplyEffects { take(child.handleChecked(event)) }
  mutating func commandRan() -> ReplyEffects {
    guard let next = resumption else { return ReplyEffects() }
    resumption = nil
    return take(next(&child))
  }

  /// A reply's effects, keeping what the child does after a command it asks for.
  private mutating func take(_ reply: ComponentReply<Child>) -> ReplyEffects {
    if reply.effects.command != nil { resumption = reply.resumption }
    return reply.effects
  }
  var wake: Wake { child.wake }
  mutating func layout(in region: Region) { child.layout(in: region) }
  func draw(over frame: inout Frame) { child.draw(over: &frame) }
  func inlineHeight(width: Int, screenHeight: Int) -> Int {
    child.inlineHeight(width: width, screenHeight: screenHeight)
  }

  func complete<Target: TerminalComponent>(_ parent: inout Target) -> ReplyEffects {
    // The stack pairs each child with the component that opened it: the types always match.
    guard var typed = parent as? Parent else { return ReplyEffects() }
    let reply = completion(&typed, child)
    parent = typed as! Target
    return reply.effects
  }

  mutating func receive(_ ended: any HostedChild) -> ReplyEffects { ended.complete(&child) }
}

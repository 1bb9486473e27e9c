import FieldKeys

/// What handling a key, a notice or a wake did to a component, for its host to act on: paint
/// again, repaint the whole terminal, suspend, or open a child over the component.
///
/// ```swift
/// mutating func handle(_ event: KeyEvent) -> ComponentReply<Self> {
///   guard case .key(.function(2), _) = event else { return .unchanged }
///   let prompt = PromptController(title: "Name", question: "Who are you?", field: Field(id: "name"))
///   return .present(prompt) { parent, prompt in
///     if let name = prompt.value { parent.name = name }
///     return .changed
///   }
/// }
/// ```
public struct ComponentReply<Component: TerminalComponent>: Sendable {
  /// What the host does.
  var effects: ReplyEffects

  private init(_ effects: ReplyEffects) { self.effects = effects }

  /// Nothing on the screen changed: the host does not paint.
  public static var unchanged: Self { Self(ReplyEffects()) }
  /// The frame may have changed: the host paints it again.
  public static var changed: Self { Self(ReplyEffects(changesFrame: true)) }
  /// Paint the whole terminal again, as Ctrl-L asks (whatever another program wrote over it goes).
  public static var redraw: Self { Self(ReplyEffects(changesFrame: true, redraws: true)) }
  /// Suspend, as Ctrl-Z asks: the runner restores the terminal and stops the process (SIGTSTP),
  /// as a shell's Ctrl-Z does, and paints everything again after `fg`. A program that drives the
  /// component itself decides what to do (`ComponentDriver.takeSuspendRequest()`).
  public static var suspend: Self { Self(ReplyEffects(changesFrame: true, suspends: true)) }

  /// Opens `child` over the component: the host lays it out for the same screen, sends it the
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
    var effects = later.effects
    effects.changesFrame = effects.changesFrame || self.effects.changesFrame
    effects.redraws = effects.redraws || self.effects.redraws
    effects.suspends = effects.suspends || self.effects.suspends
    if effects.command == nil && effects.child == nil {
      effects.command = self.effects.command
      effects.child = self.effects.child
    }
    return Self(effects)
  }

  /// Run a shell command: on the terminal, program mode left until it ends and the screen drawn
  /// anew after it (fzf's `execute`); or, `silently`, with no terminal while the screen stays
  /// (`execute-silent`). The program waits for it either way.
  package static func run(_ command: String, silently: Bool) -> Self {
    run(Array(command.utf8), silently: silently)
  }

  /// Run a shell command line given as bytes (an item's, quoted into it, need not be UTF-8).
  package static func run(_ command: [UInt8], silently: Bool) -> Self {
    Self(ReplyEffects(changesFrame: true, command: ShellCommandRequest(command: command, silently: silently)))
  }
}

/// What a reply asks of its host, whatever component gave it.
/// A shell command a component asks the program to run (``ComponentReply/run(_:silently:)``).
package struct ShellCommandRequest: Equatable, Sendable {
  /// The command line, for `sh -c`, as bytes.
  package var command: [UInt8]
  /// True to run it with no terminal, the screen left as it is.
  package var silently: Bool
}

struct ReplyEffects: Sendable {
  var changesFrame = false
  var redraws = false
  var suspends = false
  var command: ShellCommandRequest?
  var child: (any HostedChild)?
}

/// A component open over another, as the host's stack holds it: its own type hidden, with what
/// its parent does with it when it ends.
protocol HostedChild: Sendable {
  var isFinished: Bool { get }
  /// The child, to read from outside the host.
  var component: any TerminalComponent { get }
  mutating func handle(_ event: KeyEvent) -> ReplyEffects
  mutating func show(_ notice: InputNotice) -> ReplyEffects
  mutating func wake(now: ContinuousClock.Instant) -> ReplyEffects
  var wakeDescriptor: Int32? { get }
  var wakeDeadline: ContinuousClock.Instant? { get }
  mutating func resize(width: Int, height: Int, inline: Bool)
  mutating func endOfInput()
  mutating func timeOut()
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

  init(_ child: Child, _ completion: @escaping @Sendable (inout Parent, Child) -> ComponentReply<Parent>) {
    self.child = child
    self.completion = completion
  }

  var isFinished: Bool { child.isFinished }
  var component: any TerminalComponent { child }
  mutating func handle(_ event: KeyEvent) -> ReplyEffects { child.handle(event).effects }
  mutating func show(_ notice: InputNotice) -> ReplyEffects { child.show(notice).effects }
  mutating func wake(now: ContinuousClock.Instant) -> ReplyEffects { child.wake(now: now).effects }
  var wakeDescriptor: Int32? { child.wakeDescriptor }
  var wakeDeadline: ContinuousClock.Instant? { child.wakeDeadline }
  mutating func resize(width: Int, height: Int, inline: Bool) {
    if child.isInline != inline { child.isInline = inline }
    child.resize(width: width, height: height)
  }
  mutating func endOfInput() { child.endOfInput() }
  mutating func timeOut() { child.timeOut() }
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

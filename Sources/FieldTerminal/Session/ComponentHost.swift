import FieldKeys

/// Keeps the books for a component: its size and presentation, the revision a painter compares,
/// the requests to redraw and to suspend, its deadlines, and the children opened over it.
///
/// The component says what a key did (``ComponentReply``); the host moves ``revision`` when the
/// frame changed, remembers a redraw or a suspend until they are taken, and keeps a stack of
/// children: keys and notices go to the top one, ``frame()`` draws the component with each child
/// over it, and a child that ends is closed and handed to what opened it. `ComponentRunner` and
/// `ComponentDriver` each own one; tests drive one without a terminal.
///
/// ```swift
/// var host = ComponentHost(FormController(form: form, title: "Sign in"))
/// host.resize(width: 80, height: 24)
/// host.handle(.text("a"))
/// let frame = host.frame()   // the form, and any dialog open over it
/// ```
@dynamicMemberLookup
public struct ComponentHost<Component: TerminalComponent>: Sendable {
  /// The component.
  public private(set) var component: Component
  /// The children open over the component, the one that gets the keys last.
  var children: [any HostedChild] = []
  /// Counts the changes that can alter the frame: paint again only when it moved.
  public private(set) var revision = 0
  /// The screen (or region) width in cells.
  public private(set) var width = 80
  /// The screen (or region) height in rows.
  public private(set) var height = 24
  /// True when the component is drawn inline (below the cursor) rather than on the whole
  /// screen; the component and its children are told.
  public var isInline = false {
    didSet {
      guard isInline != oldValue else { return }
      component.isInline = isInline
      resize(width: width, height: height)
    }
  }
  private var redrawRequested = false
  private var suspendRequested = false
  private var commandRequested: ShellCommandRequest?
  /// Who asked for the command not yet reported run (``commandRan()``): 0 the component, n the
  /// nth child (which keeps what it does next itself).
  private var commandAsker: Int?
  /// What the component does once the command it asked for has run.
  private var componentResumption: (@Sendable (inout Component) -> ComponentReply<Component>)?

  /// Hosts `component`, laid out for 80x24 until ``resize(width:height:)``.
  public init(_ component: Component) {
    self.component = component
    self.isInline = component.isInline
  }

  /// The component's properties, read through the host: `host.status`, `host.form`.
  public subscript<Property>(dynamicMember keyPath: KeyPath<Component, Property>) -> Property {
    component[keyPath: keyPath]
  }

  /// The component's settable properties, changed through the host (which then paints again).
  public subscript<Property>(dynamicMember keyPath: WritableKeyPath<Component, Property>) -> Property {
    get { component[keyPath: keyPath] }
    set {
      component[keyPath: keyPath] = newValue
      revision += 1
    }
  }

  /// Changes the component from code (a value set, a message shown), and paints again.
  @discardableResult
  public mutating func update<Result>(_ change: (inout Component) throws -> Result) rethrows -> Result {
    revision += 1
    return try change(&component)
  }

  /// The component's status.
  public var status: ComponentStatus<Component.Value> { component.status }
  /// True once the component has ended.
  public var isFinished: Bool { component.isFinished }
  /// The submitted value, or nil.
  public var value: Component.Value? { component.value }
  /// What the component leaves in the scrollback inline.
  public var transcript: [String] { component.transcript }

  /// The children open over the component, the one that gets the keys last.
  public var openChildren: [any TerminalComponent] { children.map(\.component) }

  /// The open child of type `Child` nearest the top, or nil.
  public func child<Child: TerminalComponent>(_ type: Child.Type) -> Child? {
    children.reversed().lazy.compactMap { $0.component as? Child }.first
  }

  /// Hands a key to the top child, or to the component when none is open.
  public mutating func handle(_ event: KeyEvent) {
    guard !isFinished else { return }
    if children.isEmpty {
      applyComponent(component.handle(event))
    } else {
      apply(children[children.count - 1].handle(event), asker: children.count)
    }
    closeEnded()
  }

  /// Hands what the input layer reports to the top child, or to the component.
  public mutating func show(_ notice: InputNotice) {
    guard !isFinished else { return }
    if children.isEmpty {
      applyComponent(component.show(notice))
    } else {
      apply(children[children.count - 1].show(notice), asker: children.count)
    }
    closeEnded()
  }

  /// Lays the component and its children out for a new size.
  public mutating func resize(width: Int, height: Int) {
    self.width = width
    self.height = height
    component.resize(width: width, height: height)
    for index in children.indices { children[index].resize(width: width, height: height, inline: isInline) }
    revision += 1
  }

  /// The component with each open child drawn over it. Pure.
  public func frame() -> Frame {
    var frame = component.frame()
    for child in children { child.draw(over: &frame) }
    return frame
  }

  /// The rows the component takes inline, and any child open over it.
  public func inlineHeight(width: Int, screenHeight: Int) -> Int {
    children.reduce(component.inlineHeight(width: width, screenHeight: screenHeight)) {
      max($0, $1.inlineHeight(width: width, screenHeight: screenHeight))
    }
  }

  /// The terminal hung up: the component ends (by default cancelled), and its children close.
  public mutating func endOfInput() {
    guard !isFinished else { return }
    component.endOfInput()
    children.removeAll()
    revision += 1
  }

  /// The time given to answer ran out: the component ends (timed out), and its children close.
  public mutating func timeOut() {
    guard !isFinished else { return }
    component.timeOut()
    children.removeAll()
    revision += 1
  }

  /// Returns true once after a key asked for a full redraw (Ctrl-L).
  public mutating func takeRedrawRequest() -> Bool {
    defer { redrawRequested = false }
    return redrawRequested
  }

  /// Returns true once after a key asked to suspend (Ctrl-Z).
  public mutating func takeSuspendRequest() -> Bool {
    defer { suspendRequested = false }
    return suspendRequested
  }

  /// The shell command a key asked to run, once (fzf's `execute`); ``commandRan()`` reports it
  /// run.
  package mutating func takeCommandRequest() -> ShellCommandRequest? {
    defer { commandRequested = nil }
    return commandRequested
  }

  /// True while a command asked for waits to be taken: keys wait until it has run.
  package var awaitsCommand: Bool { commandRequested != nil }

  /// The command taken with ``takeCommandRequest()`` has run: what asked for it does what it
  /// does next (the rest of a chain of actions).
  package mutating func commandRan() {
    guard !isFinished, let asker = commandAsker else { return }
    commandAsker = nil
    if asker == 0 {
      guard let next = componentResumption else { return }
      componentResumption = nil
      applyComponent(next(&component))
    } else if asker <= children.count {
      apply(children[asker - 1].commandRan(), asker: asker)
    }
    if isFinished { children.removeAll() }
    closeEnded()
  }

  /// The descriptor to poll beside the terminal: the top child's that has one, or the
  /// component's; nil when none has.
  public var wakeDescriptor: Int32? {
    children.reversed().lazy.compactMap(\.wakeDescriptor).first ?? component.wakeDescriptor
  }

  /// The earliest time the component or a child wants ``wake(now:)``, or nil.
  public var wakeDeadline: ContinuousClock.Instant? {
    children.lazy.compactMap(\.wakeDeadline).reduce(component.wakeDeadline) { earliest, deadline in
      earliest.map { min($0, deadline) } ?? deadline
    }
  }

  /// Lets the component and each child do their work besides keys.
  public mutating func wake(now: ContinuousClock.Instant) {
    guard !isFinished else { return }
    applyComponent(component.wake(now: now))
    for index in children.indices where !isFinished {
      apply(children[index].wake(now: now), asker: index + 1)
    }
    if isFinished { children.removeAll() }
    closeEnded()
  }

  /// Acts on the component's reply, keeping what it does after a command it asks for.
  private mutating func applyComponent(_ reply: ComponentReply<Component>) {
    apply(reply.effects, asker: 0)
    if reply.effects.command != nil { componentResumption = reply.resumption }
  }

  /// Acts on a reply of the component (`asker` 0) or of the child at depth `asker`: the
  /// revision, the requests, a child to open.
  private mutating func apply(_ effects: ReplyEffects, asker: Int) {
    if effects.changesFrame { revision += 1 }
    if effects.redraws { redrawRequested = true }
    if effects.suspends { suspendRequested = true }
    if let command = effects.command {
      commandRequested = command
      commandAsker = asker
      componentResumption = nil
    }
    if var child = effects.child {
      child.resize(width: width, height: height, inline: isInline)
      children.append(child)
    }
  }

  /// Closes the children that ended, top first, each handed to what opened it.
  private mutating func closeEnded() {
    while let top = children.last, top.isFinished {
      children.removeLast()
      revision += 1
      if children.isEmpty {
        apply(top.complete(&component), asker: 0)
      } else {
        apply(children[children.count - 1].receive(top), asker: children.count)
      }
      if isFinished { children.removeAll() }
    }
  }
}

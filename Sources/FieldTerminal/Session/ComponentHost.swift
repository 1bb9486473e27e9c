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
      apply(component.handle(event).effects)
    } else {
      apply(children[children.count - 1].handle(event))
    }
    closeEnded()
  }

  /// Hands what the input layer reports to the top child, or to the component.
  public mutating func show(_ notice: InputNotice) {
    guard !isFinished else { return }
    if children.isEmpty {
      apply(component.show(notice).effects)
    } else {
      apply(children[children.count - 1].show(notice))
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

  /// The shell command a key asked to run, once (fzf's `execute`).
  package mutating func takeCommandRequest() -> ShellCommandRequest? {
    defer { commandRequested = nil }
    return commandRequested
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
    apply(component.wake(now: now).effects)
    for index in children.indices where !isFinished { apply(children[index].wake(now: now)) }
    if isFinished { children.removeAll() }
    closeEnded()
  }

  /// Acts on a reply: the revision, the requests, a child to open.
  private mutating func apply(_ effects: ReplyEffects) {
    if effects.changesFrame { revision += 1 }
    if effects.redraws { redrawRequested = true }
    if effects.suspends { suspendRequested = true }
    if let command = effects.command { commandRequested = command }
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
        apply(top.complete(&component))
      } else {
        apply(children[children.count - 1].receive(top))
      }
      if isFinished { children.removeAll() }
    }
  }
}

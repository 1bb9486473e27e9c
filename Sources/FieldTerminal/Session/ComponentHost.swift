import FieldKeys

/// Keeps the books for a component: where it is laid out, the command it asked for and what it
/// does once the command has run, and the children opened over it. ``ComponentDriver`` owns one;
/// tests drive one without a decoder.
///
/// Each event gives back what the loop does (``ComponentEffects``): the replies of the
/// component and its children, put together. Keys and notices go to the top child; a wake goes
/// to the component and to each child; ``frame()`` draws the component with each child over it;
/// a child that ends is closed and handed to what opened it.
///
/// ```swift
/// var host = ComponentHost(FormController(form: form, title: "Sign in"))
/// host.layout(in: Region(width: 80, height: 24))
/// let effects = host.send(.key(.text("a")))
/// let frame = host.frame()   // the form, and any dialog open over it
/// ```
package struct ComponentHost<Component: TerminalComponent>: Sendable {
  /// The component.
  package private(set) var component: Component
  /// The children open over the component, the one that gets the keys last.
  var children: [any HostedChild] = []
  /// Where the component and its children are laid out.
  package private(set) var region = Region.standard
  /// True from a reply that asks for a command until ``commandRan()``: keys wait meanwhile.
  package private(set) var awaitsCommand = false
  /// Who asked for the command not yet reported run: 0 the component, n the nth child (which
  /// keeps what it does next itself).
  private var commandAsker: Int?
  /// What the component does once the command it asked for has run.
  private var componentResumption: (@Sendable (inout Component) -> ComponentReply<Component>)?

  /// Hosts `component`, laid out for ``Region/standard`` until ``layout(in:)``.
  package init(_ component: Component) {
    self.component = component
  }

  /// Changes the component from code (a value set, a message shown); paint again after it.
  @discardableResult
  package mutating func update<Result>(_ change: (inout Component) throws -> Result) rethrows -> Result {
    try change(&component)
  }

  /// The component's status.
  package var status: ComponentStatus<Component.Value> { component.status }
  /// True once the component has ended.
  package var isFinished: Bool { component.isFinished }
  /// The submitted value, or nil.
  package var value: Component.Value? { component.value }

  /// The children open over the component, the one that gets the keys last.
  package var openChildren: [any TerminalComponent] { children.map(\.component) }

  /// The open child of type `Child` nearest the top, or nil.
  package func child<Child: TerminalComponent>(_ type: Child.Type) -> Child? {
    children.reversed().lazy.compactMap { $0.component as? Child }.first
  }

  /// Hands `event` on and says what the loop does: a key or a notice to the top child (or the
  /// component when none is open); a wake to the component and each child, the signals they
  /// wait for lowered first; the terminal's end or the time's to each (children first, which then
  /// close), after which a component still running ends cancelled or timed out.
  @discardableResult
  package mutating func send(_ event: ComponentEvent) -> ComponentEffects {
    var effects = ComponentEffects()
    guard !isFinished else { return ended(effects) }
    switch event {
    case .key, .notice:
      if children.isEmpty {
        effects = applyComponent(component.handleChecked(event))
      } else {
        effects = apply(children[children.count - 1].handle(event), asker: children.count)
      }
    case .wake:
      wake.lowerSignals()
      effects = applyComponent(component.handleChecked(event))
      for index in children.indices where !isFinished {
        effects = effects.then(apply(children[index].handle(event), asker: index + 1))
      }
    case .endOfInput, .timeOut:
      for index in children.indices.reversed() { _ = children[index].handle(event) }
      children.removeAll()
      _ = component.handleChecked(event)
      if status == .running { component.status = event == .timeOut ? .timedOut : .cancelled }
      effects.repaint = true
    }
    effects = effects.then(closeEnded())
    return ended(effects)
  }

  /// Lays the component and its children out for `region`; paint again after it.
  package mutating func layout(in region: Region) {
    self.region = region
    component.layout(in: region)
    for index in children.indices { children[index].layout(in: region) }
  }

  /// The component with each open child drawn over it. Pure.
  package func frame() -> Frame {
    var frame = component.frame()
    for child in children { child.draw(over: &frame) }
    return frame
  }

  /// The rows the component takes inline, and any child open over it.
  package func inlineHeight(width: Int, screenHeight: Int) -> Int {
    children.reduce(component.inlineHeight(width: width, screenHeight: screenHeight)) {
      max($0, $1.inlineHeight(width: width, screenHeight: screenHeight))
    }
  }

  /// What wakes the component or a child besides keys.
  package var wake: Wake {
    children.isEmpty ? component.wake : Wake([component.wake] + children.map(\.wake))
  }

  /// The command a reply asked for has run: what asked for it does what it does next (the rest
  /// of a chain of actions).
  package mutating func commandRan() -> ComponentEffects {
    awaitsCommand = false
    guard !isFinished, let asker = commandAsker else { return ended(ComponentEffects()) }
    commandAsker = nil
    var effects = ComponentEffects()
    if asker == 0 {
      if let next = componentResumption {
        componentResumption = nil
        effects = applyComponent(next(&component))
      }
    } else if asker <= children.count {
      effects = apply(children[asker - 1].commandRan(), asker: asker)
    }
    effects = effects.then(closeEnded())
    return ended(effects)
  }

  /// `effects`, ended when the component has.
  private func ended(_ effects: ComponentEffects) -> ComponentEffects {
    var effects = effects
    effects.ended = isFinished
    return effects
  }

  /// Acts on the component's reply, keeping what it does after a command it asks for.
  private mutating func applyComponent(_ reply: ComponentReply<Component>) -> ComponentEffects {
    let effects = apply(reply.effects, asker: 0)
    if reply.effects.command != nil { componentResumption = reply.resumption }
    return effects
  }

  /// Acts on a reply of the component (`asker` 0) or of the child at depth `asker`: a command
  /// to wait for, a child to open; what the loop does.
  private mutating func apply(_ reply: ReplyEffects, asker: Int) -> ComponentEffects {
    var effects = ComponentEffects()
    effects.repaint = reply.changesFrame
    effects.redraw = reply.redraws
    effects.suspend = reply.suspends
    effects.bell = reply.rings
    if let command = reply.command {
      effects.command = command
      awaitsCommand = true
      commandAsker = asker
      componentResumption = nil
    }
    if var child = reply.child {
      child.layout(in: region)
      children.append(child)
    }
    return effects
  }

  /// Closes the children that ended, top first, each handed to what opened it.
  private mutating func closeEnded() -> ComponentEffects {
    var effects = ComponentEffects()
    if isFinished { children.removeAll() }
    while let top = children.last, top.isFinished {
      children.removeLast()
      effects.repaint = true
      if children.isEmpty {
        effects = effects.then(apply(top.complete(&component), asker: 0))
      } else {
        effects = effects.then(apply(children[children.count - 1].receive(top), asker: children.count))
      }
      if isFinished { children.removeAll() }
    }
    return effects
  }
}

import FieldEngine
import Testing

@testable import FieldChoices
@testable import FieldTerminal

/// Whole screens with their styles, each component in its states: the text grid and, beside it,
/// the style grid (`Frame.styleGrid`: `f`/`F` focus, `e`/`E` error, `h` hint, `s`/`S` success,
/// `R` reverse, `B` bold, `d` dim, `u` underline; upper case when bold or reverse too).
@Suite("Styled golden screens")
struct StyledGoldenTests {
  static func form() throws -> FormController {
    var vowels = Field(id: "vowels", label: "Vowels")
    vowels.rules.maxLength = 5
    vowels.rules.allowedCharacters = "AEIOUaeiou"
    var secret = Field(id: "secret", label: "Secret")
    secret.isPassword = true
    let fields = [Field(id: "name", label: "Name"), vowels, secret]
    return FormController(form: try Form(fields), title: "Styles").sized(40, 11)
  }

  @Test("a form: the focus mark and label, a selection in reverse, a refused key, a hidden password")
  func formStates() throws {
    var form = try Self.form()
    for character in "Ada" { form.handle(.text(String(character))) }
    form.handle(.key(.left, [.shift]))
    #expect(
      form.frame().textGrid() == [
        " Styles",
        "",
        "› Name    [Ada                         ]",
        "           no limit",
        "  Vowels  [           ]",
        "           max 5 · only AEIOUaeiou · 0/5",
        "  Secret  [                            ]",
        "           no limit · F4 shows",
        "",
        "",
        " Tab next · Enter submit · Esc cancel …",
      ])
    #expect(
      form.frame().styleGrid() == [
        ".BBBBBB",
        "",
        "F.FFFF....fuuRuuuuuuuuuuuuuuuuuuuuuuuuuf",
        "...........hhhhhhhh",
        "...........uuuuuuuuuuu",
        "...........hhhhhhhhhhhhhhhhhhhhhhhhhhhhh",
        "...........uuuuuuuuuuuuuuuuuuuuuuuuuuuu",
        "...........hhhhhhhhhhhhhhhhhhh",
        "",
        "",
        ".hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh",
      ])
    form.handle(.key(.tab, []))
    form.handle(.text("b"))
    #expect(
      form.frame().textGrid() == [
        " Styles",
        "",
        "  Name    [Ada                         ]",
        "           no limit",
        "› Vowels  [           ]",
        "           max 5 · only AEIOUaeiou · 0/5",
        "  Secret  [                            ]",
        "           no limit · F4 shows",
        "",
        " 'b' is not allowed: only AEIOUaeiou",
        " Tab next · Enter submit · Esc cancel …",
      ])
    #expect(
      form.frame().styleGrid() == [
        ".BBBBBB",
        "",
        "...........uuuuuuuuuuuuuuuuuuuuuuuuuuuu",
        "...........hhhhhhhh",
        "F.FFFFFF..fuuuuuuuuuuuf",
        "...........hhhhhhhhhhhhhhhhhhhhhhhhhhhhh",
        "...........uuuuuuuuuuuuuuuuuuuuuuuuuuuu",
        "...........hhhhhhhhhhhhhhhhhhh",
        "",
        ".EEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEE",
        ".hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh",
      ])
    form.handle(.key(.tab, []))
    form.handle(.paste("pw"))
    #expect(
      form.frame().textGrid() == [
        " Styles",
        "",
        "  Name    [Ada                         ]",
        "           no limit",
        "  Vowels  [           ]",
        "           max 5 · only AEIOUaeiou · 0/5",
        "› Secret  [••                          ]",
        "           no limit · F4 shows",
        "",
        "",
        " Tab next · Enter submit · Esc cancel …",
      ])
    #expect(
      form.frame().styleGrid() == [
        ".BBBBBB",
        "",
        "...........uuuuuuuuuuuuuuuuuuuuuuuuuuuu",
        "...........hhhhhhhh",
        "...........uuuuuuuuuuu",
        "...........hhhhhhhhhhhhhhhhhhhhhhhhhhhhh",
        "F.FFFFFF..fuuuuuuuuuuuuuuuuuuuuuuuuuuuuf",
        "...........hhhhhhhhhhhhhhhhhhh",
        "",
        "",
        ".hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh",
      ])
  }

  @Test("a prompt: a refused key on its notice row, then the focus on OK")
  func promptStates() throws {
    let spec = FieldSpec(id: "n", rules: FieldRules(limits: [LengthLimit(3)]))
    var prompt = try PromptController(title: "Name", question: "Who?", spec: spec).sized(40, 12)
    for character in "abcd" { prompt.handle(.text(String(character))) }
    #expect(
      prompt.frame().textGrid() == [
        "",
        " ┌─ Name ─────────────────────────────┐",
        " │ Who?                               │",
        " │                                    │",
        " │ [abc    ]                          │",
        " │ max 3 · 3/3                        │",
        " │         [ OK ]  [ Cancel ]         │",
        " │ limit of 3 characters reached      │",
        " │ Tab next · Enter OK · Esc cancel   │",
        " └────────────────────────────────────┘",
        "",
        "",
      ])
    #expect(
      prompt.frame().styleGrid() == [
        "",
        ".BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB",
        "",
        "",
        "...fuuuuuuuf",
        "...hhhhhhhhhhh",
        "",
        "...EEEEEEEEEEEEEEEEEEEEEEEEEEEEE",
        "...hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh",
        "",
        "",
        "",
      ])
    prompt.handle(.key(.tab, []))
    #expect(
      prompt.frame().textGrid() == [
        "",
        " ┌─ Name ─────────────────────────────┐",
        " │ Who?                               │",
        " │                                    │",
        " │ [abc    ]                          │",
        " │ max 3 · 3/3                        │",
        " │         [ OK ]  [ Cancel ]         │",
        " │                                    │",
        " │ Tab next · Enter OK · Esc cancel   │",
        " └────────────────────────────────────┘",
        "",
        "",
      ])
    #expect(
      prompt.frame().styleGrid() == [
        "",
        ".BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB",
        "",
        "",
        "....uuuuuuu",
        "...hhhhhhhhhhh",
        "...........FFFFFF",
        "",
        "...hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh",
        "",
        "",
        "",
      ])
  }

  @Test("a list: the choice marked, the highlight in reverse; Other…'s prompt over it on a small screen")
  func listStates() {
    let items = ChoiceList(
      items: ["apple", "banana", "cherry"], marked: ["banana"], configuration: .init(allowsOther: true))
    var list = ChoiceListController(title: "Fruit", list: items).hosted(30, 9)
    list.handle(.key(.down, []))
    #expect(
      list.frame().textGrid() == [
        " Fruit",
        " Query: [            ] 3 of 3",
        "    apple",
        "  ✓ banana",
        "›   cherry",
        "    Other…",
        "",
        "",
        " type a query · Enter choose…",
      ])
    #expect(
      list.frame().styleGrid() == [
        ".BBBBB",
        "........fuuuuuuuuuuuuf.hhhhhh",
        "",
        "..S",
        "F...FFFFFF",
        "",
        "",
        "",
        ".hhhhhhhhhhhhhhhhhhhhhhhhhhhh",
      ])
    list.handle(.key(.end, []))
    list.handle(.key(.enter, []))
    #expect(
      list.frame().textGrid() == [
        " ┌─ New item ───────────────┐",
        " │ Type the new item; Ente… │",
        " │                          │",
        " │ [                      ] │",
        " │ no limit                 │",
        "›│    [ OK ]  [ Cancel ]    │",
        " │                          │",
        " │ Tab next · Enter OK · E… │",
        " └──────────────────────────┘",
      ])
    #expect(
      list.frame().styleGrid() == [
        ".BBBBBBBBBBBBBBBBBBBBBBBBBBBB",
        "",
        "",
        "...fuuuuuuuuuuuuuuuuuuuuuuf",
        "...hhhhhhhh",
        "F",
        "",
        "...hhhhhhhhhhhhhhhhhhhhhhhh",
        "",
      ])
  }

  @Test("too small: the notice alone, as an error, with no cursor")
  func tooSmall() throws {
    let form = try Self.form().sized(10, 3)
    #expect(
      form.frame().textGrid() == [
        "make the",
        "window",
        "larger: …",
      ])
    #expect(
      form.frame().styleGrid() == [
        "EEEEEEEE",
        "EEEEEE",
        "EEEEEEEEE",
      ])
    #expect(form.frame().cursor == nil)
  }
}

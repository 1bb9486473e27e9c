import FieldEngine
import TerminalFields

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// fields-demo: the seeds' labelled fields on page 1 of a form, the other kinds (a note, a select,
/// a multiselect, a yes/no question) on page 2; F2 prompts for the focused field's value, F3
/// offers a list of sample values (both go in through the field's rules). Enter on page 1 goes to
/// page 2; submitting prints the values as one JSON object in the form's order (an array for the
/// multiselect, `true` or `false` for the question) and exits 0; Escape exits 1; Ctrl-C exits 130;
/// no terminal exits 2. Full screen; `--inline` draws it below the cursor instead and leaves a
/// transcript.
func fail(_ message: String) -> Never {
  let bytes = Array("fields-demo: \(message)\n".utf8)
  _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  exit(2)
}

/// What `fields-demo --help` prints.
let help = """
  Usage: fields-demo [--inline]

  A form on the terminal. Page 1: the seeds' labelled fields, each with its rules: type into them,
  paste, undo; F2 prompts for the focused field's value and F3 offers a list of sample values
  (both go in through the field's rules). Page 2: the other kinds: a note, a select (type to
  narrow it, Enter takes), a multiselect (Space ticks) and a yes/no question (y or n). Tab moves
  between the fields, and from the last field of page 1 to page 2; Enter goes on, and on the last
  element prints the values as one JSON object in the form's order on stdout (an array for the
  multiselect, true or false for the question). The keys: docs/keys.md.

  Options:
    --inline     draw the form below the cursor and leave a transcript, instead of full screen
    -h, --help   show this help

  Exit status: 0 submitted; 1 cancelled (Escape); 2 an error (no usable terminal, an unknown
  argument); 130 Ctrl-C; 128+n killed by signal n, the terminal restored first.

  """

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
  print(help, terminator: "")
  exit(0)
}
if let unknown = arguments.first(where: { $0 != "--inline" }) {
  fail("unknown argument \(unknown) (fields-demo takes --inline; see fields-demo --help)")
}
let presentation: Presentation = arguments.contains("--inline") ? .inline() : .fullScreen

let form: Form
do {
  form = try DemoForm.form()
} catch let error as ConfigurationError {
  fail(error.description)
} catch let error as FormError {
  fail(error.description)
} catch {
  fail("\(error)")
}

var controller = FormController(form: form, title: DemoForm.title)
controller.offersDialogs = true
controller.choices = DemoForm.choices
let ended: FormController
do {
  ended = try ComponentRunner.Blocking.run(controller, presentation: presentation)
} catch {
  fail("\(error)")
}

switch ended.status {
case .submitted(let values):
  print(JSONText.object(values))
  exit(0)
case .cancelled, .running:
  exit(1)
case .interrupted:
  exit(130)
case .timedOut:
  exit(124)
}

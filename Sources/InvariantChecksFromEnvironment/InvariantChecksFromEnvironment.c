// Linked into TerminalFields' own programs (fields-demo, tfield, the examples, the session probe),
// this turns FieldEngine's invariant checks on before `main` when the environment holds
// TF_CHECK_INVARIANTS=1, as the tmux end-to-end tests set it: every edit then checks the field's
// invariants and stops the program, naming what is wrong, when one is broken
// (`Field.checksInvariantsAfterEveryEdit`). Without the variable a program pays one getenv at start.

#include <stdlib.h>
#include <string.h>

#include "InvariantChecksFromEnvironment.h"

__attribute__((constructor)) static void checkInvariantsWhenAsked(void) {
  const char *value = getenv("TF_CHECK_INVARIANTS");
  if (value != NULL && strcmp(value, "1") == 0) terminalfields_check_invariants_after_every_edit();
}

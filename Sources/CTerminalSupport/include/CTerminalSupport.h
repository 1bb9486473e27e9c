// Async-signal-safe terminal restoration for FieldTerminal's TerminalSession.
//
// Signal handlers must touch only C-level state and call only async-signal-safe functions, so they
// live here, in C. The session gives this file, once, everything a handler needs: the tty's file
// descriptor, the termios saved before anything changed, the termios of program mode, and the byte
// strings (precomputed from terminfo) that leave and re-enter program mode. One session at a time.
#ifndef TF_CTERMINALSUPPORT_H
#define TF_CTERMINALSUPPORT_H

#include <stddef.h>

/// Starts the session on `tty_fd`: saves its termios (tcgetattr) and opens the self-pipe.
/// Returns 0, or -1 with errno set (e.g. ENOTTY), or -2 when a session is already active.
int tf_support_begin(int tty_fd);

/// Copies the bytes that leave program mode (paste off, keypad off, cursor visible, leave the
/// alternate screen, or clear the inline region); written by every restore, from a signal handler
/// or not. Truncated at 1 KiB. Safe to call while signals may arrive: a handler always writes a
/// whole set, the old or the new.
void tf_support_set_leave_bytes(const char *bytes, size_t count);

/// Copies the bytes that re-enter program mode after SIGCONT. Truncated at 1 KiB.
void tf_support_set_enter_bytes(const char *bytes, size_t count);

/// Records the tty's current termios as program mode (called after raw/noecho/nonl).
void tf_support_save_program_mode(void);

/// Records the current dispositions of every signal the session handles (call before newterm,
/// which installs handlers of its own).
void tf_support_save_original_actions(void);

/// Installs the session's handlers: termination (every signal whose default action ends the
/// process: TERM, HUP, INT, QUIT, PIPE, ALRM, USR1, USR2, XCPU, XFSZ, SYS, VTALRM, PROF, on Linux IO,
/// PWR and STKFLT, and the real-time signals), crash (SEGV, ABRT, BUS, ILL, FPE, TRAP), job control
/// (TSTP, CONT) and SIGWINCH. A termination signal whose disposition saved by
/// tf_support_save_original_actions was not the default (ignored, as under nohup, or handled by
/// the program) is left as it was. A termination handler restores the terminal, then the signal
/// takes its default action. The crash handler runs on an alternate signal stack (set up for the
/// calling thread unless it has one), so that a stack overflow restores the terminal too.
int tf_support_install_handlers(void);

/// Puts back the dispositions saved by tf_support_save_original_actions.
void tf_support_restore_original_actions(void);

/// Writes the leave bytes and sets the saved termios. Async-signal-safe.
void tf_support_restore_terminal(void);

/// Sets the termios saved at tf_support_begin. Async-signal-safe.
void tf_support_restore_termios(void);

/// The read end of the self-pipe, readable after SIGWINCH or SIGCONT; -1 when inactive.
int tf_support_wake_fd(void);

/// Empties the self-pipe.
void tf_support_drain_wake(void);

/// Returns 1 and clears the flag when a SIGWINCH (or SIGCONT) arrived since the last call.
int tf_support_take_resize(void);

/// Returns 1 and clears the flag when the program re-entered program mode after SIGCONT.
int tf_support_take_redraw(void);

/// Reads the tty's size with ioctl(TIOCGWINSZ). Returns 0, or -1 with errno set.
int tf_support_window_size(int fd, int *rows, int *columns);

/// Records a process group (a background command's) to be killed with SIGKILL when a signal
/// ends this program, and when it exits (an atexit handler, installed by the first call, kills
/// the groups still recorded and reaps their leaders, so that a command being cancelled on
/// another thread as `exit` is called is gone when the program is). Returns 0, or -1 when the
/// table of groups (256) is full. Thread-safe.
int tf_support_add_child_group(int group);

/// Forgets a process group recorded by tf_support_add_child_group. Thread-safe.
void tf_support_remove_child_group(int group);

/// Kills every recorded process group (SIGKILL), forgets it, and reaps its leader (waiting up to
/// a second for each): what the atexit handler does. Thread-safe.
void tf_support_end_child_groups(void);

/// Records a temporary file and the private directory that holds it (an editor's copy of a
/// field's text), removed with everything else in the directory when a signal ends the program
/// or when it exits (an atexit handler, installed by the first call). One at a time; paths up to
/// 4 KiB.
void tf_support_remember_temporary(const char *file, const char *directory);

/// Forgets the temporary recorded by tf_support_remember_temporary, if `directory` is its
/// directory (the program removed it).
void tf_support_forget_temporary(const char *directory);

/// Records the path of the Unix socket a picker listens on (`tfield choose --listen=PATH.sock`),
/// removed when a signal ends the program or when it exits (an atexit handler, installed by the
/// first call). One at a time; paths up to 4 KiB.
void tf_support_remember_socket(const char *path);

/// Forgets the socket recorded by tf_support_remember_socket (the program removed it).
void tf_support_forget_socket(void);

/// Removes `file`, everything else in `directory` (an editor's swap file; on Linux, where the
/// directory is read with getdents64, which is async-signal-safe), and `directory`.
/// Async-signal-safe.
void tf_support_remove_private_directory(const char *directory, const char *file);

/// Accepts a connection on `listener`, close-on-exec from the start on Linux (accept4) and
/// non-blocking. Returns the descriptor, or -1 with errno set.
int tf_support_accept(int listener);

/// Makes a pipe whose ends are close-on-exec from the start (pipe2 on Linux) and numbered above
/// 2. Returns 0, or -1 with errno set.
int tf_support_make_pipe(int ends[2]);

/// tf_support_spawn's flags: the child leads a process group of its own; `program` is looked up
/// in PATH when it holds no slash; every signal's disposition is set to its default (without it,
/// only SIGINT, SIGQUIT, SIGTSTP and the signals this program handles are, and an ignored one
/// stays ignored).
#define TF_SPAWN_NEW_GROUP 1
#define TF_SPAWN_SEARCH_PATH 2
#define TF_SPAWN_DEFAULT_SIGNALS 4

/// Starts `program` with `argv` and `envp` (NULL: this process's environment), its stdin, stdout
/// and stderr copies of `descriptors` (-1: /dev/null; each above 2), no signal blocked, as `flags`
/// says. On Linux the child is killed (SIGKILL) when the thread that started it ends, so that no
/// command outlives the program even when it is killed by SIGKILL: start commands from a thread
/// that outlives them. Returns 0 and sets `process`, or the error number (exec's own, when the
/// program could not be run).
int tf_support_spawn(const char *program, char *const argv[], char *const envp[], const int descriptors[3],
                     int flags, int *process);

/// Closes the self-pipe and marks the session inactive (handlers then do nothing but re-raise).
void tf_support_end(void);

// Runs `program` with `argv` (a shell and its words, then the command line: the caller builds
// it) on the terminal: program mode left (the alternate screen and the tty's settings as they
// were), the command's stdin, stdout and stderr the terminal, the program ignoring SIGINT and
// SIGQUIT meanwhile as system(3) does; then program mode comes back and a redraw is requested. A
// signal that ends the program meanwhile kills the command first. The command's wait status, or
// -1 without a session or when it could not start. The command's environment is `envp` (NULL:
// this process's).
int tf_support_run_in_terminal(const char *program, char *const argv[], char *const envp[]);

// Runs `program` with `argv` in a process group of its own with stdin, stdout and stderr
// /dev/null, and waits for it, the terminal left as it is (a program's signals end the group with
// it). The command's wait status, or -1 when it could not start. The command's environment is
// `envp` (NULL: this process's).
int tf_support_run_silently(const char *program, char *const argv[], char *const envp[]);

// Starts `program` with `argv` in a process group of its own (ended with the program), stdin and
// stderr /dev/null, its stdout a pipe: returns the pipe's reading end (close-on-exec) and sets
// `process`, or -1 when it could not start. The command's environment is `envp` (NULL: this
// process's).
int tf_support_spawn_reader(const char *program, char *const argv[], char *const envp[], int *process);

// The program's path for `name`, as execvp looks it up in this process's PATH (a name with a
// slash is used as it is): a new string (free it), or NULL with errno set.
char *tf_support_resolve_program(const char *name);

// Kills the group a reader's command leads, reaps it, and closes the reading end.
void tf_support_end_reader(int process, int fd);

#endif

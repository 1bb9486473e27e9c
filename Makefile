# Builds, installs and packages tfield, the command-line tool, for people who want it on their PATH
# rather than in a checkout: `make` builds the static release binary, `make install` puts it, its
# manual page and its shell completions where man, bash-completion, zsh and fish look, `make deb`
# builds a Debian package and `make dist` a release archive. `swift build`, `swift run` and
# `swift test` work without it. docs/install.md says how to use each target. The habits of the
# repository are targets too (README's "Contributing" section): `make lint`, `make format`,
# `make fuzz`, `make bench`.
#
#   make && sudo make install              # /usr/local
#   make install PREFIX=~/.local           # no root
#   make install DESTDIR=/tmp/stage PREFIX=/usr
#   make uninstall [PREFIX=...]            # removes exactly what install put there
#   make deb                               # .build/tfield_VERSION_ARCH.deb
#   make dist                              # .build/tfield-VERSION-linux-ARCH.tar.gz, SHA256SUMS
#   make lint                              # swift format lint --strict: any finding fails
#   make format                            # swift format --in-place, the same folders
#   make fuzz [FUZZ_SECONDS=10] [FUZZERS="decoder engine"]   # every fuzzer (Fuzz/run.sh)
#   make bench [BENCH_RUNS=1] [BENCH_LINES=100000]           # the benchmarks, against their peers

SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c

SWIFT ?= swift
PREFIX ?= /usr/local
DESTDIR ?=
BINDIR ?= $(PREFIX)/bin
MANDIR ?= $(PREFIX)/share/man
BASH_COMPLETIONS ?= $(PREFIX)/share/bash-completion/completions
ZSH_COMPLETIONS ?= $(PREFIX)/share/zsh/site-functions
FISH_COMPLETIONS ?= $(PREFIX)/share/fish/vendor_completions.d

# The release binaries; TFIELD and DEMO may name prebuilt ones instead (the install test passes
# the binary `swift test` built), and then nothing is built.
BUILD ?= .build/release
TFIELD ?= $(BUILD)/tfield
DEMO ?= $(BUILD)/fields-demo

# The one version, read from the Swift source that `tfield --version` prints.
VERSION := $(shell sed -n 's/^ *public static let number = "\(.*\)"$$/\1/p' Sources/TFieldOptions/Version.swift)
DEB_ARCH := $(shell dpkg --print-architecture 2>/dev/null || uname -m)
DIST_ARCH := $(shell uname -m)
# Archive and package entries get this time: the last commit's, so the same commit gives the
# same bytes (reproducible-builds.org's SOURCE_DATE_EPOCH wins when it is set).
SOURCE_DATE_EPOCH ?= $(shell git log -1 --format=%ct 2>/dev/null || echo 0)
MAINTAINER ?= The TerminalFields authors <terminalfields@users.noreply.github.com>

DEB := .build/tfield_$(VERSION)_$(DEB_ARCH).deb
DIST_NAME := tfield-$(VERSION)-linux-$(DIST_ARCH)
DIST := .build/$(DIST_NAME).tar.gz

# What `make install` writes, each file once: uninstall removes these and nothing else.
INSTALLED := $(BINDIR)/tfield $(MANDIR)/man1/tfield.1 $(BASH_COMPLETIONS)/tfield \
  $(ZSH_COMPLETIONS)/_tfield $(FISH_COMPLETIONS)/tfield.fish

.PHONY: all build demo test docs install install-demo uninstall deb dist version clean-packages \
  lint format fuzz bench

all: build

# swift build decides what is stale; install only builds a binary that is missing, so that
# `sudo make install` needs no toolchain on root's PATH and writes nothing root-owned into .build.
build:
	$(SWIFT) build -c release --product tfield

$(BUILD)/tfield:
	$(SWIFT) build -c release --product tfield

$(BUILD)/fields-demo:
	$(SWIFT) build -c release --product fields-demo

demo:
	$(SWIFT) run fields-demo

test:
	$(SWIFT) test

docs:
	Scripts/build-docs.sh

version:
	@echo $(VERSION)

install: $(TFIELD)
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(BASH_COMPLETIONS) \
	  $(DESTDIR)$(ZSH_COMPLETIONS) $(DESTDIR)$(FISH_COMPLETIONS)
	install -m 0755 -s $(TFIELD) $(DESTDIR)$(BINDIR)/tfield
	install -m 0644 docs/tfield.1 $(DESTDIR)$(MANDIR)/man1/tfield.1
	$(TFIELD) completions bash > $(DESTDIR)$(BASH_COMPLETIONS)/tfield
	$(TFIELD) completions zsh > $(DESTDIR)$(ZSH_COMPLETIONS)/_tfield
	$(TFIELD) completions fish > $(DESTDIR)$(FISH_COMPLETIONS)/tfield.fish
	chmod 0644 $(DESTDIR)$(BASH_COMPLETIONS)/tfield $(DESTDIR)$(ZSH_COMPLETIONS)/_tfield \
	  $(DESTDIR)$(FISH_COMPLETIONS)/tfield.fish

install-demo: $(DEMO)
	install -d $(DESTDIR)$(BINDIR)
	install -m 0755 -s $(DEMO) $(DESTDIR)$(BINDIR)/fields-demo

uninstall:
	rm -f $(addprefix $(DESTDIR),$(INSTALLED)) $(DESTDIR)$(BINDIR)/fields-demo

# The Debian package: the files of `make install PREFIX=/usr`, the manual page gzipped, the
# copyright file (DEP-5), a changelog and lintian's overrides (static by design); no Depends (the binary is static; ncurses-base, the
# terminfo it reads, is essential), Recommends ncurses-term (the entries of less common terminals).
DEB_ROOT := .build/deb/tfield
deb: $(TFIELD)
	rm -rf $(DEB_ROOT) && install -d $(DEB_ROOT)/DEBIAN $(DEB_ROOT)/usr/share/doc/tfield
	$(MAKE) --no-print-directory install DESTDIR=$(DEB_ROOT) PREFIX=/usr TFIELD=$(TFIELD)
	gzip -9n $(DEB_ROOT)/usr/share/man/man1/tfield.1
	install -m 0644 Packaging/copyright $(DEB_ROOT)/usr/share/doc/tfield/copyright
	install -D -m 0644 Packaging/lintian-overrides $(DEB_ROOT)/usr/share/lintian/overrides/tfield
	{ echo "tfield ($(VERSION)) unstable; urgency=medium"; echo; \
	  echo "  * Release $(VERSION); what changed is in the source's CHANGELOG.md."; echo; \
	  echo " -- $(MAINTAINER)  $$(date -u -R -d @$(SOURCE_DATE_EPOCH))"; } \
	  | gzip -9n > $(DEB_ROOT)/usr/share/doc/tfield/changelog.gz
	{ echo "Package: tfield"; echo "Version: $(VERSION)"; echo "Architecture: $(DEB_ARCH)"; \
	  echo "Maintainer: $(MAINTAINER)"; \
	  echo "Installed-Size: $$(du -sk --exclude=DEBIAN $(DEB_ROOT) | cut -f1)"; \
	  echo "Recommends: ncurses-term"; echo "Section: utils"; echo "Priority: optional"; \
	  echo "Description: constrained text input for shell scripts"; \
	  echo " tfield asks for a line, a form, a choice from a fuzzy-matched list or a yes/no"; \
	  echo " answer on the terminal and prints the value. Its rules (lengths, allowed"; \
	  echo " characters, masks, numbers, patterns, dates) hold as the user types and pastes."; \
	  } > $(DEB_ROOT)/DEBIAN/control
	find $(DEB_ROOT) -exec touch -h -d @$(SOURCE_DATE_EPOCH) {} +
	find $(DEB_ROOT) -type d -exec chmod 0755 {} +
	SOURCE_DATE_EPOCH=$(SOURCE_DATE_EPOCH) dpkg-deb -Zxz --root-owner-group --build $(DEB_ROOT) $(DEB)

# The release archive: one folder laid out as a prefix (bin/, share/…), so that extracting it into
# ~/.local or /usr/local with --strip-components=1 installs it, and README, LICENSE, NOTICE. Names
# sorted, one mtime, owner 0, GNU format, gzip without a name or time: the same inputs give the
# same bytes.
DIST_ROOT := .build/dist/$(DIST_NAME)
dist: $(TFIELD)
	rm -rf .build/dist && install -d $(DIST_ROOT)
	$(MAKE) --no-print-directory install DESTDIR=$(DIST_ROOT) PREFIX= TFIELD=$(TFIELD)
	install -m 0644 README.md LICENSE NOTICE $(DIST_ROOT)/
	find $(DIST_ROOT) -type d -exec chmod 0755 {} +
	tar --sort=name --mtime=@$(SOURCE_DATE_EPOCH) --owner=0 --group=0 --numeric-owner --format=gnu \
	  -C .build/dist -cf - $(DIST_NAME) | gzip -9n > $(DIST)
	cd .build && sha256sum $(DIST_NAME).tar.gz > SHA256SUMS

clean-packages:
	rm -rf .build/deb .build/dist $(DEB) $(DIST) .build/SHA256SUMS

# The habits. The folders of Swift source that `swift format` keeps (Package.swift is left to its
# own layout); .swift-format at the root holds the rules. --strict turns every finding into an
# error, so `make lint` exits non-zero on any; .ci/run runs it.
LINT_PATHS ?= Sources Tests Fuzz Benchmarks Demos Examples
lint:
	$(SWIFT) format lint --recursive --strict --parallel $(LINT_PATHS)

format:
	$(SWIFT) format --in-place --recursive --parallel $(LINT_PATHS)

# A short run of every fuzzer (Fuzz/run.sh: a release build with --sanitize fuzzer in .build/fuzz,
# then FUZZ_SECONDS of libFuzzer on a copy of the corpus; a crash is written to Fuzz/Crashes/NAME/
# and fails the run). FUZZERS names some of them; empty is all seven. .ci/run runs 10 seconds each.
FUZZ_SECONDS ?= 10
FUZZERS ?=
fuzz:
	Fuzz/run.sh $(FUZZ_SECONDS) $(FUZZERS)

# The benchmarks in release builds, each against its peer in the same run where it has one
# (BENCHMARKS.md): the engine (tf-bench --quick, no peer), the demo against a raw reader and
# dialog, the first paint with a million-entry history against none, and the picker against fzf
# (--filter, first paint, a keystroke through pyte; --nth over a million ps-like lines). Left out:
# delimiter-filter.sh, which compares two builds of tfield across a change. A short run by
# default: BENCH_RUNS runs of each case over BENCH_LINES lines; BENCHMARKS.md's figures come from
# longer runs (its Reproduce section). Scripts/install-dependencies.sh installs the peers (fzf,
# dialog) and GNU time.
BENCH_RUNS ?= 1
BENCH_LINES ?= 100000
bench:
	$(SWIFT) run -c release tf-bench --quick
	Benchmarks/end-to-end.sh --runs $(BENCH_RUNS)
	Benchmarks/history-paint.sh --runs $(BENCH_RUNS)
	Benchmarks/picker.sh --runs $(BENCH_RUNS) --lines $(BENCH_LINES)
	Benchmarks/picker-latency.sh --runs $(BENCH_RUNS) --lines $(BENCH_LINES)
	Benchmarks/fields-filter.sh

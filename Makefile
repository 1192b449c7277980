# Builds and installs a release `sheet-l10n` with everything it needs inside it: the Swift
# runtime and Foundation linked statically, the rules and the bundled lexicons compiled in.
# At run time it needs the system ICU, libxml2 and libstemmer (Debian: installed with libicu-dev
# and libstemmer-dev).
#
#   make install                      # into /usr/local/bin
#   make install PREFIX=$HOME/.local  # into ~/.local/bin
#   make uninstall

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SWIFT ?= swift
RELEASE_FLAGS = -c release --product sheet-l10n --static-swift-stdlib

.PHONY: build install uninstall

build:
	$(SWIFT) build $(RELEASE_FLAGS)

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/sheet-l10n" "$(DESTDIR)$(BINDIR)/sheet-l10n"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/sheet-l10n"

# `make deb` builds the Debian package build/liftd_$(VERSION)-$(DEB_REVISION)_$(ARCH).deb
# (debian/rules: static release binaries, Debian's directories, systemd maintainer scripts).
#
# Installs liftd: `make install` (as root) or `make install PREFIX=/opt/liftd DESTDIR=/tmp/stage`.
# Binaries go to $(PREFIX)/bin, units to $(UNITDIR), the default config to
# $(SYSCONFDIR)/liftd/liftd.yaml (an existing config is kept). It then enables liftd.service
# (and, through its Also=, liftd.socket) so the daemon and its schedules run from boot;
# ENABLE=no skips that. Then: systemctl start liftd.service

PREFIX ?= /usr/local
SYSCONFDIR ?= /etc
UNITDIR ?= /etc/systemd/system
DESTDIR ?=
ZSHCOMPDIR ?= $(PREFIX)/share/zsh/site-functions
ENABLE ?= yes
# Extra `swift build` options (debian/rules: --static-swift-stdlib and a build directory).
SWIFT_BUILD_FLAGS ?=
BINDIR := $(DESTDIR)$(PREFIX)/bin
RELEASE_BIN = $$(swift build -c release $(SWIFT_BUILD_FLAGS) --show-bin-path)

# The version is written once, in Sources/ControlProtocol/LiftdRelease.swift; DEB_REVISION
# counts builds of the package of one version (the Debian revision).
VERSION := $(shell sed -n 's/^ *public static let version = "\(.*\)"$$/\1/p' Sources/ControlProtocol/LiftdRelease.swift)
DEB_REVISION ?= 1
ARCH := $(shell dpkg --print-architecture 2>/dev/null)
DEB := build/liftd_$(VERSION)-$(DEB_REVISION)_$(ARCH).deb

.PHONY: build install uninstall test deb

build:
	swift build -c release $(SWIFT_BUILD_FLAGS) --product liftd
	swift build -c release $(SWIFT_BUILD_FLAGS) --product liftctl

install: build
	install -d $(BINDIR) $(DESTDIR)$(UNITDIR) $(DESTDIR)$(SYSCONFDIR)/liftd
	install -m 0755 "$(RELEASE_BIN)/liftd" $(BINDIR)/liftd
	install -m 0755 "$(RELEASE_BIN)/liftctl" $(BINDIR)/liftctl
	sed 's|/usr/local/bin/liftd|$(PREFIX)/bin/liftd|; s|/etc/liftd/liftd.yaml|$(SYSCONFDIR)/liftd/liftd.yaml|' \
		systemd/liftd.service > $(DESTDIR)$(UNITDIR)/liftd.service
	install -m 0644 systemd/liftd.socket $(DESTDIR)$(UNITDIR)/liftd.socket
	[ -e $(DESTDIR)$(SYSCONFDIR)/liftd/liftd.yaml ] || install -m 0644 config/liftd.yaml $(DESTDIR)$(SYSCONFDIR)/liftd/liftd.yaml
	install -m 0755 config/notify-report.sh $(DESTDIR)$(SYSCONFDIR)/liftd/notify-report.sh
	install -d $(DESTDIR)$(PREFIX)/share/liftd/programs
	install -m 0644 config/programs/*.yaml $(DESTDIR)$(PREFIX)/share/liftd/programs/
	install -d $(DESTDIR)$(PREFIX)/share/man/man1 $(DESTDIR)$(PREFIX)/share/man/man5 $(DESTDIR)$(PREFIX)/share/man/man8
	install -m 0644 man/liftctl.1 $(DESTDIR)$(PREFIX)/share/man/man1/liftctl.1
	install -m 0644 man/liftd.yaml.5 $(DESTDIR)$(PREFIX)/share/man/man5/liftd.yaml.5
	install -m 0644 man/liftd.8 $(DESTDIR)$(PREFIX)/share/man/man8/liftd.8
	install -D -m 0644 completions/liftctl.bash $(DESTDIR)$(PREFIX)/share/bash-completion/completions/liftctl
	install -D -m 0644 completions/_liftctl $(DESTDIR)$(ZSHCOMPDIR)/_liftctl
	install -D -m 0644 completions/liftctl.fish $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/liftctl.fish
	@if [ "$(ENABLE)" != yes ]; then :; \
	elif [ -z "$(DESTDIR)" ] && [ -d /run/systemd/system ]; then \
		systemctl daemon-reload && systemctl enable liftd.service; \
	else \
		systemctl --root="$(DESTDIR)/" enable liftd.service; \
	fi

uninstall:
	-if [ -z "$(DESTDIR)" ] && [ -d /run/systemd/system ]; then systemctl disable --now liftd.service liftd.socket; \
	else systemctl --root="$(DESTDIR)/" disable liftd.service liftd.socket; fi
	rm -f $(BINDIR)/liftd $(BINDIR)/liftctl $(DESTDIR)$(UNITDIR)/liftd.service $(DESTDIR)$(UNITDIR)/liftd.socket
	rm -f $(DESTDIR)$(PREFIX)/share/man/man1/liftctl.1 $(DESTDIR)$(PREFIX)/share/man/man5/liftd.yaml.5 \
		$(DESTDIR)$(PREFIX)/share/man/man8/liftd.8
	rm -rf $(DESTDIR)$(PREFIX)/share/liftd/programs
	rm -f $(DESTDIR)$(PREFIX)/share/bash-completion/completions/liftctl $(DESTDIR)$(ZSHCOMPDIR)/_liftctl \
		$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/liftctl.fish

test:
	scripts/test

# debian/changelog is written here, so the version has one source: one entry for this build.
deb:
	@[ -n "$(VERSION)" ] || { echo "no version in Sources/ControlProtocol/LiftdRelease.swift" >&2; exit 1; }
	@[ -n "$(ARCH)" ] || { echo "make deb needs dpkg-dev (dpkg --print-architecture)" >&2; exit 1; }
	{ printf 'liftd (%s-%s) unstable; urgency=medium\n\n' "$(VERSION)" "$(DEB_REVISION)"; \
	  printf '  * liftd %s, packaged by make deb from %s.\n\n' "$(VERSION)" \
	    "$$(git describe --always --dirty 2>/dev/null || echo 'a source tree outside git')"; \
	  printf ' -- %s  %s\n' "$$(sed -n 's/^Maintainer: //p' debian/control)" \
	    "$$(git log -1 --format=%cD 2>/dev/null || date -R)"; } > debian/changelog
	debian/rules clean
	debian/rules binary
	@echo "built $(DEB)"

# Installs liftd: `make install` (as root) or `make install PREFIX=/opt/liftd DESTDIR=/tmp/stage`.
# Binaries go to $(PREFIX)/bin, units to $(UNITDIR), the default config to
# $(SYSCONFDIR)/liftd/liftd.yaml (an existing config is kept). It then enables liftd.service
# (and, through its Also=, liftd.socket) so the daemon and its schedules run from boot;
# ENABLE=no skips that. Then: systemctl start liftd.service

PREFIX ?= /usr/local
SYSCONFDIR ?= /etc
UNITDIR ?= /etc/systemd/system
DESTDIR ?=
ENABLE ?= yes
BINDIR := $(DESTDIR)$(PREFIX)/bin

.PHONY: build install uninstall test

build:
	swift build -c release --product liftd
	swift build -c release --product liftctl

install: build
	install -d $(BINDIR) $(DESTDIR)$(UNITDIR) $(DESTDIR)$(SYSCONFDIR)/liftd
	install -m 0755 "$$(swift build -c release --show-bin-path)/liftd" $(BINDIR)/liftd
	install -m 0755 "$$(swift build -c release --show-bin-path)/liftctl" $(BINDIR)/liftctl
	sed 's|/usr/local/bin/liftd|$(PREFIX)/bin/liftd|; s|/etc/liftd/liftd.yaml|$(SYSCONFDIR)/liftd/liftd.yaml|' \
		systemd/liftd.service > $(DESTDIR)$(UNITDIR)/liftd.service
	install -m 0644 systemd/liftd.socket $(DESTDIR)$(UNITDIR)/liftd.socket
	[ -e $(DESTDIR)$(SYSCONFDIR)/liftd/liftd.yaml ] || install -m 0644 config/liftd.yaml $(DESTDIR)$(SYSCONFDIR)/liftd/liftd.yaml
	install -m 0755 config/notify-report.sh $(DESTDIR)$(SYSCONFDIR)/liftd/notify-report.sh
	install -d $(DESTDIR)$(PREFIX)/share/man/man1 $(DESTDIR)$(PREFIX)/share/man/man5 $(DESTDIR)$(PREFIX)/share/man/man8
	install -m 0644 man/liftctl.1 $(DESTDIR)$(PREFIX)/share/man/man1/liftctl.1
	install -m 0644 man/liftd.yaml.5 $(DESTDIR)$(PREFIX)/share/man/man5/liftd.yaml.5
	install -m 0644 man/liftd.8 $(DESTDIR)$(PREFIX)/share/man/man8/liftd.8
	install -D -m 0644 completions/liftctl.bash $(DESTDIR)$(PREFIX)/share/bash-completion/completions/liftctl
	install -D -m 0644 completions/_liftctl $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_liftctl
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
	rm -f $(DESTDIR)$(PREFIX)/share/bash-completion/completions/liftctl $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_liftctl \
		$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/liftctl.fish

test:
	scripts/test

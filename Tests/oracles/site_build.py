"""A static site built by the real daemon: liftd on the shipped config with its output
directory pointed elsewhere, exports imported through liftctl, one weekly report sent."""
import pathlib
import sys

from volume_through_socket import Daemon

SHIPPED_CONFIG = pathlib.Path(__file__).resolve().parent.parent.parent / "config" / "liftd.yaml"
OUTPUT_LINE = "  output-directory: output\n"


def build_site(binaries, state, output, exports, week):
    """Runs liftd in `state` writing to `output`, imports each of `exports` (kg), sends
    `weekly-report-due week=<week>` and stops it; returns the database's path."""
    shipped = SHIPPED_CONFIG.read_text()
    if OUTPUT_LINE not in shipped:
        sys.exit("config/liftd.yaml has no '%s' line to point at the output directory" % OUTPUT_LINE.strip())
    config = state / "liftd.yaml"
    config.write_text(shipped.replace(OUTPUT_LINE, "  output-directory: %s\n" % output))
    daemon = Daemon(binaries, state, config)
    try:
        for export in exports:
            daemon.ask("import", str(export), "units=kg")
        daemon.ask("weekly-report-due", "week=" + week)
    finally:
        daemon.stop()
    return state / "liftd.sqlite"

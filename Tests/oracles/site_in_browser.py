#!/usr/bin/env python3
"""The weekly report's static site in a real browser. Starts the real liftd on the shipped
config with its output directory in a temp dir, imports the project's fixture exports,
sends `weekly-report-due week=...`, then opens the site's index.html and one exercise page
in headless chromium at 390 px and 1280 px through the DevTools protocol and checks (see
page_checks.py) that each fits the viewport, loads nothing from the network and nothing
fails to load, titles every SVG and changes background in dark mode, and that the pages
hold the week's numbers read from the SQLite database here, independently of liftd.

Before the site, the same checks run on a deliberately broken page written here, and each
must fail on it: a check that cannot fail proves nothing.

usage: site_in_browser.py --bin DIR   (chromium and fonts-dejavu-core must be installed)
"""
import argparse
import pathlib
import sys
import tempfile
import urllib.parse

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from headless_chromium import BrowserError, Chromium, find_chromium  # noqa: E402
from page_checks import page_failures  # noqa: E402
from site_expectations import PAGE_NUMBERS, WEEK, exercise_failures, index_failures, week_numbers  # noqa: E402
from site_build import build_site  # noqa: E402
from volume_through_socket import FIXTURES_DIRECTORY  # noqa: E402

IMPORTS = ["strong-classic.csv", "hevy.csv", "strong-v6.csv"]  # 2024-W10, 2025-W38, 2025-W02
EXERCISE = "Bench Press (Barbell)"  # trained in 2024-W10 and in the report's week
WIDTHS = [(390, 844), (1280, 900)]

BROKEN_PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>broken</title>
<style>body { background: #fff }</style></head><body>
<div style="width: 2000px">wider than any viewport</div>
<section id="scroller"><div style="overflow-x: auto; width: 100px"><div style="width: 300px">a table too wide</div></div></section>
<img src="missing.png" alt="a file that is not there"><img src="http://127.0.0.1:9/remote.png" alt="remote">
<svg viewBox="0 0 10 10"><rect width="10" height="10"/></svg></body></html>"""
BROKEN_PAGE_MUST_FAIL = ["wider than", "scrolls sideways", "failed to load", "non-file URL", "has no <title>", "in both light and dark"]


def self_check(browser, directory):
    """Failures of the checks themselves: each must report the broken page."""
    page = directory / "broken.html"
    page.write_text(BROKEN_PAGE)
    failures = page_failures(browser, page.as_uri(), 390, 844)
    return ["the check for '%s' passed a page that breaks it" % phrase
            for phrase in BROKEN_PAGE_MUST_FAIL if not any(phrase in failure for failure in failures)]


def exercise_page(browser):
    """The file of the exercise page of EXERCISE that the loaded index links to, or None."""
    links = browser.evaluate(
        "[...document.links].map(link => ({href: link.href, text: link.textContent.replace(/\\s+/g, ' ').trim()}))")
    for link in links:
        if link["text"] == EXERCISE and "/exercises/" in link["href"] and link["href"].startswith("file://"):
            return pathlib.Path(urllib.parse.unquote(urllib.parse.urlsplit(link["href"]).path))
    return None


def check_pages(browser, site, expected):
    """The index and EXERCISE's page, at each width: the page checks and the numbers shown."""
    index = site / "index.html"
    if not index.is_file():
        return ["liftd wrote no %s" % index]
    failures = []
    for width, height in WIDTHS:
        failures += page_failures(browser, index.as_uri(), width, height)
        failures += index_failures("index.html at %d px" % width, browser.evaluate(PAGE_NUMBERS), expected)
    exercise = exercise_page(browser)
    if exercise is None or not exercise.is_file():
        return failures + ["index.html links to no exercise page of %s (found %s)" % (EXERCISE, exercise)]
    for width, height in WIDTHS:
        failures += page_failures(browser, exercise.as_uri(), width, height)
        where = "%s at %d px" % (exercise.name, width)
        failures += exercise_failures(where, browser.evaluate(PAGE_NUMBERS), expected)
    print("site in a real browser: checked index.html and %s at %s px" % (
        exercise.relative_to(site), " and ".join(str(width) for width, _ in WIDTHS)))
    return failures


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True, type=pathlib.Path)
    binaries = parser.parse_args().bin
    try:
        find_chromium()
    except BrowserError as error:
        sys.exit("site in a real browser: FAILED, %s" % error)
    with tempfile.TemporaryDirectory() as state_text, tempfile.TemporaryDirectory() as output_text:
        state, output = pathlib.Path(state_text), pathlib.Path(output_text)
        database = build_site(binaries, state, output, [FIXTURES_DIRECTORY / name for name in IMPORTS], WEEK)
        expected = week_numbers(database, WEEK, EXERCISE)
        browser = Chromium()
        try:
            failures = self_check(browser, state) + check_pages(browser, output / "site", expected)
        except BrowserError as error:
            failures = [str(error)]
        finally:
            browser.close()
    print("site in a real browser: %s" % ("every check passed" if not failures else "%d failures" % len(failures)))
    for failure in failures:
        print("  " + failure)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()

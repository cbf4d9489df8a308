"""What every page of the site must do in a real browser, checked on one page loaded at one
width: it fits the viewport, loads nothing from outside file:// (and nothing fails to load),
logs no error, gives every SVG a <title>, and looks different in dark mode. Each check
returns a list of failures, each naming the page and the width."""
import urllib.parse

LOCAL_SCHEMES = {"file", "data", "about"}

SVGS_WITHOUT_TITLE = """(() => {
    const svgs = [...document.querySelectorAll('svg')];
    const untitled = svgs.filter(svg => {
        const title = svg.querySelector(':scope > title');
        return title === null || title.textContent.trim() === '';
    });
    return {count: svgs.length, untitled: untitled.map(svg => svg.outerHTML.slice(0, 120))};
})()"""

BACKGROUND = "getComputedStyle(document.body).backgroundColor"


def resource_failures(events, where):
    """Requests to anything but file:// (or data:), loads that failed, errors logged or thrown."""
    failures = []
    urls = {}
    for event in events:
        method, parameters = event["method"], event.get("params", {})
        if method == "Network.requestWillBeSent":
            url = parameters["request"]["url"]
            urls[parameters["requestId"]] = url
            if urllib.parse.urlsplit(url).scheme not in LOCAL_SCHEMES:
                failures.append("%s: requested a non-file URL %s" % (where, url))
        elif method == "Network.loadingFailed":
            failures.append("%s: %s failed to load (%s)" % (
                where, urls.get(parameters["requestId"], parameters["requestId"]), parameters.get("errorText")))
        elif method == "Network.responseReceived" and parameters["response"].get("status", 0) >= 400:
            failures.append("%s: %s answered %d" % (where, parameters["response"]["url"], parameters["response"]["status"]))
        elif method == "Log.entryAdded" and parameters["entry"]["level"] == "error":
            failures.append("%s: the browser logged an error: %s" % (where, parameters["entry"]["text"]))
        elif method == "Runtime.exceptionThrown":
            failures.append("%s: a script threw: %s" % (where, parameters["exceptionDetails"].get("text")))
        elif method == "Runtime.consoleAPICalled" and parameters.get("type") == "error":
            failures.append("%s: console.error was called" % where)
    return failures


SIDEWAYS_SCROLLERS = """[...document.querySelectorAll('body *')].filter(element =>
    element.scrollWidth > element.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
    .map(element => (element.closest('section') || {}).id + ': ' + element.scrollWidth + ' px in ' + element.clientWidth)"""


def width_failures(browser, width, where):
    """The page scrolls sideways: the document is wider than the viewport, or a box inside it
    (a table's scroller) is wider than it shows."""
    scroll_width = browser.evaluate("document.scrollingElement.scrollWidth")
    failures = []
    if scroll_width > width:
        failures.append("%s: the document is %d px wide, wider than the %d px viewport" % (where, scroll_width, width))
    return failures + ["%s: a box scrolls sideways (section %s)" % (where, box) for box in browser.evaluate(SIDEWAYS_SCROLLERS)]


def svg_failures(browser, where, at_least):
    """SVGs without a non-empty <title> child, or fewer SVGs than the page should have."""
    svgs = browser.evaluate(SVGS_WITHOUT_TITLE)
    failures = ["%s: an <svg> has no <title>: %s" % (where, svg) for svg in svgs["untitled"]]
    if svgs["count"] < at_least:
        failures.append("%s: %d <svg> charts, expected at least %d" % (where, svgs["count"], at_least))
    return failures


def dark_failures(browser, where):
    """The body's computed background is the same with prefers-color-scheme light and dark."""
    backgrounds = []
    for scheme in ("light", "dark"):
        browser.command("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        backgrounds.append(browser.evaluate(BACKGROUND))
    browser.command("Emulation.setEmulatedMedia", {"features": []})
    if backgrounds[0] == backgrounds[1]:
        return ["%s: the body's background is %s in both light and dark mode" % (where, backgrounds[0])]
    return []


def page_failures(browser, url, width, height, at_least_svgs=1):
    """Loads `url` at `width` x `height` and runs every check; returns the failures. The page
    stays loaded for the caller's checks of what it shows."""
    where = "%s at %d px" % (url.rsplit("/site/", 1)[-1], width)
    events = browser.load(url, width, height)
    failures = resource_failures(events, where)
    failures += width_failures(browser, width, where)
    failures += svg_failures(browser, where, at_least_svgs)
    return failures + dark_failures(browser, where)

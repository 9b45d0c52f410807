"""axe-core 4.x, as shipped inside the selenium-axe-python package, run in a
selenium-driven page. The script is injected with execute_script, so no other
browser tooling is needed."""
import functools
import importlib.util
import pathlib
import re

# The WCAG 2.0 A/AA, 2.1 AA and 2.2 AA rules (docs/content.md: pages meet WCAG 2.2 AA).
TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]
BLOCKING_IMPACTS = {"serious", "critical"}


@functools.cache
def axe_source() -> str:
    """The text of axe.min.js from the installed selenium-axe-python package."""
    spec = importlib.util.find_spec("selenium_axe_python")
    assert spec and spec.origin, "selenium-axe-python is not installed; run scripts/deps.sh"
    found = sorted(pathlib.Path(spec.origin).parent.rglob("axe.min.js"))
    assert found, "selenium-axe-python ships no axe.min.js"
    return found[0].read_text(encoding="utf-8")


def axe_version() -> str:
    """The axe-core version named in the script's banner, e.g. 4.9.1."""
    match = re.search(r"axe v(\d+\.\d+\.\d+)", axe_source()[:500])
    return match.group(1) if match else "unknown"


def run_axe(driver) -> list:
    """Runs axe over the loaded page; returns its violations."""
    if not driver.execute_script("return typeof window.axe === 'object'"):
        driver.execute_script(axe_source())
    driver.set_script_timeout(60)
    results = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {runOnly: {type: 'tag', values: arguments[0]}, resultTypes: ['violations']})"
        ".then(r => done(r.violations), e => done({error: String(e)}));",
        TAGS)
    assert not isinstance(results, dict), f"axe could not run: {results}"
    return results


def blocking(violations: list) -> list:
    """The violations of impact serious or critical."""
    return [v for v in violations if v.get("impact") in BLOCKING_IMPACTS]


def describe(violations: list) -> str:
    """One paragraph per violation: rule, impact, help and the offending nodes."""
    lines = []
    for v in violations:
        lines.append(f"{v['id']} ({v['impact']}): {v['help']} <{v['helpUrl']}>")
        for node in v["nodes"][:5]:
            lines.append(f"    at {' '.join(node['target'])}: {node.get('failureSummary', '').strip()}")
            lines.append(f"       {node['html'][:160]}")
        if len(v["nodes"]) > 5:
            lines.append(f"    … and {len(v['nodes']) - 5} more")
    return "\n".join(lines)

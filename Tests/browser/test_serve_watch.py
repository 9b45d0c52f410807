"""What `notesite serve` notices (docs/command-line.md): editors' saves by rename, new
folders, scratch files it must ignore, and the polling watcher."""
import os
import re
import time

import pytest

from support.serve import EventStream, copy_example, edit, running

REBUILT = r"^Rebuilt after (.+) changed in [0-9.]+ s: (\d+) of (\d+) files changed\.$"


@pytest.fixture
def site(tmp_path):
    return copy_example(tmp_path / "site")


def rebuilds_within(server, seconds):
    """The rebuild lines printed in the next `seconds`."""
    deadline = time.monotonic() + seconds
    seen = []
    while time.monotonic() < deadline:
        try:
            seen.append(server.wait_for_line(r"^(Rebuilt|Build failed)", timeout=max(0.05, deadline - time.monotonic())))
        except AssertionError:
            break
    return seen


def test_a_vim_style_save_is_one_rebuild_and_scratch_files_none(notesite, site):
    versions = site / "content" / "versions"
    with running(notesite, site) as server:
        server.drain()
        # Scratch files alone change nothing.
        (versions / ".3.0.0.md.swp").write_text("swap")
        (versions / "4913").write_text("")
        (versions / "3.0.0.md~").write_text("backup")
        (site / "content" / ".DS_Store").write_text("finder")
        (versions / "#3.0.0.md#").write_text("emacs")
        (versions / ".#3.0.0.md").write_text("emacs lock")
        (versions / ".3.0.0.md.swx").write_text("vim probe")
        (versions / ".3.0.0.md.swn").write_text("vim's third swap")
        (versions / "3.0.0.md.tmp").write_text("atomic save")
        (versions / "3.0.0.md.kate-swp").write_text("kate")
        (versions / "3.0.0.md___jb_tmp___").write_text("jetbrains")
        assert rebuilds_within(server, 1.5) == []
        # vim: rename the original to a backup, write the new file, remove the backup.
        text = (versions / "3.0.0.md").read_text()
        os.rename(versions / "3.0.0.md", versions / "3.0.0.md~")
        (versions / "3.0.0.md").write_text(text.replace("Threads of related notes", "Threads of gathered notes"))
        os.unlink(versions / "3.0.0.md~")
        lines = rebuilds_within(server, 3)
        assert len(lines) == 1, lines
        assert re.match(REBUILT, lines[0]), lines
        assert "content/versions/3.0.0.md" in lines[0]


def test_files_in_a_new_folder_are_watched(notesite, site):
    with running(notesite, site) as server:
        events = EventStream(server.port)
        try:
            events.next()
            folder = site / "content" / "assets" / "new" / "deeper"
            folder.mkdir(parents=True)
            time.sleep(0.5)
            server.drain()
            (folder / "note.txt").write_text("first")
            # Events for the folders themselves may come first.
            seen = [events.next(timeout=30)]
            while "assets/new/deeper/note.txt" not in seen[-1] and len(seen) < 5:
                seen.append(events.next(timeout=30))
            assert "assets/new/deeper/note.txt" in seen[-1], seen
        finally:
            events.close()


def test_the_polling_watcher_sees_edits_additions_and_removals(notesite, site):
    with running(notesite, site, "--poll", "100") as server:
        server.wait_for_line(r"^Watching .* every 100 ms\.")
        server.drain()
        edit(site / "content" / "versions" / "3.0.0.md", "Threads of related notes", "Threads of polled notes")
        assert "content/versions/3.0.0.md" in server.wait_for_line(REBUILT, timeout=30)
        (site / "content" / "assets" / "added.txt").write_text("new")
        assert "content/assets/added.txt" in server.wait_for_line(REBUILT, timeout=30)
        (site / "content" / "assets" / "added.txt").unlink()
        assert "content/assets/added.txt" in server.wait_for_line(REBUILT, timeout=30)

"""The example site builds and its front page loads in Chromium."""


def test_changelog_loads_in_chromium(example_server, driver):
    driver.get(example_server)
    assert driver.title == "Driftwood Release Notes"
    versions = [e.text for e in driver.find_elements("css selector", ".ns-release-version")]
    # The changelog opens with content/unreleased/ (unreleased.show), then
    # the newest published version: 3.1.3 is scheduled, 3.2.0 a draft.
    assert versions[:2] == ["Unreleased", "Version 3.1.1"]

"""The example site builds and its front page loads in Chromium."""


def test_changelog_loads_in_chromium(example_server, driver):
    driver.get(example_server)
    assert driver.title == "Driftwood Release Notes"
    versions = [e.text for e in driver.find_elements("css selector", ".ns-release-version")]
    assert versions[0] == "Version 3.1.1"

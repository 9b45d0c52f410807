"""Helpers shared by the site quality checks (HTML, feeds, accessibility, layout)."""

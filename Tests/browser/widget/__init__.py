"""Host pages and helpers for the widget tests."""

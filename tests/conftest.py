"""Test-wide settings: hypothesis runs derandomized (same examples every run), so a CI failure
always reproduces locally; tests that want another budget set their own max_examples."""

from hypothesis import HealthCheck, settings

settings.register_profile(
    "repeatable",
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile("repeatable")

"""What the module's tests share: the module imported from this checkout, and whether a command is found."""
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import nlg_metrics  # noqa: E402


def available():
    """Whether nlg_metrics finds a command (NLG_METRICS_CMD, nlg-metrics on PATH, ../bin beside the module)."""
    try:
        nlg_metrics.command()
        return True
    except nlg_metrics.NlgMetricsError:
        return False


NEEDS_COMMAND = unittest.skipUnless(available(), "no nlg-metrics command: set NLG_METRICS_CMD or put nlg-metrics on PATH")


def shared(relative):
    """``../shared/RELATIVE`` beside the repository (or under NLG_METRICS_SHARED; ``none``: absent, as on a fresh
    clone), as the Java tests find it (RepoPaths.shared); None where it does not exist."""
    base = os.environ.get("NLG_METRICS_SHARED")
    if base == "none":
        return None
    if not base:
        base = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "shared")
    path = os.path.join(base, relative)
    return path if os.path.exists(path) else None

"""Runs of sentences one after another that each pass a test: the lines of a block written a line each (a role play's
numbered steps, runs/role_play_in_steps.py; a forged approval's field lines, runs/granted_fields.py)."""

from __future__ import annotations

from collections.abc import Callable


def runs_of(sentences: list, test: Callable, least: int = 2) -> list[list]:
    """Each run of at least `least` sentences in a row, none hidden, that pass `test`."""
    runs, current = [], []
    for s in [*sentences, None]:
        if s is not None and not s.hidden and test(s):
            current.append(s)
            continue
        if len(current) >= least:
            runs.append(current)
        current = []
    return runs

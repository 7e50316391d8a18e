"""Checks shared by the tests of one injected shape each: the passage is removed and recorded, the customer's own sentences
around it are read as theirs, and a near-miss in the customer's own words removes nothing."""

from __future__ import annotations

from tests.readings import assert_removed, reading, shown


def assert_cut_and_kept(body: str, injected: str, kept: list[str]) -> None:
    """`injected` is removed from `body` as an injection; each of `kept` stays in a sentence of the customer's."""
    read = reading(body)
    assert_removed(read, injected)
    for own in kept:
        assert any(own in s.text and s.role != "injected" for s in read.sentences), (own, shown(read))
    assert read.requests, shown(read)


def assert_nothing_cut(body: str, own: str) -> None:
    """Nothing is removed from `body`, and `own` stays the customer's."""
    read = reading(body)
    assert read.removed == [], (read.removed, shown(read))
    assert any(own in s.text and s.role != "injected" for s in read.sentences), shown(read)

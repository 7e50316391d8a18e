"""Reading a ticket in a test, as the tests of one reading each did in their own words: the reading of a body under a
subject line, its sentences shown for an assertion's message, and the requests the guard's checks read from it."""

from __future__ import annotations

from runs.intents import read_ticket
from runs.screening import request_dicts


def reading(body: str, subject: str | None = "my order", ref: str = "SU-70001"):
    """The ticket's reading: `body` under the `subject` line (None: the body's own first line is the subject)."""
    return read_ticket(body if subject is None else f"{subject}\n{body}", order_ref=ref)


def shown(read) -> list:
    """Each sentence's role, kinds, reason and text: an assertion's message."""
    return [(s.role, s.kinds, s.why, s.text) for s in read.sentences]


def guard_requests(body: str, subject: str | None = "my order", ref: str = "SU-70001") -> list[dict]:
    """The ticket's requests as the guard's checks read them (runs.screening.request_dicts)."""
    return request_dicts(reading(body, subject, ref), ref)


def assert_removed(read, words: str) -> None:
    """`words` were cut from the ticket as injected, and no sentence left to read holds them."""
    assert any(words in p["text"] for p in read.removed), read.removed
    assert not any(words in s.text for s in read.sentences if s.role != "injected"), shown(read)

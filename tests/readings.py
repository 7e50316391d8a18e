"""Reading a ticket in a test, as the tests of one reading each did in their own words: the reading of a body under a
subject line, its sentences shown for an assertion's message, and the requests the guard's checks read from it."""

from __future__ import annotations

from runs.intents import read_ticket
from runs.intents.remedies import OTHER_REMEDY_WHY
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


def said(read, text: str):
    """The sentences of `read` that are `text` (as typed, its spaces around set aside)."""
    return [s for s in read.sentences if s.text.strip() == text.strip()]


def told_after(before: str, text: str, subject: str | None = "my order", ref: str = "SU-1"):
    """The reading of `text` told after `before`, and the sentence that is `text`."""
    read = reading(f"{before} {text}", subject, ref)
    return read, next(s for s in read.sentences if s.text.strip() == text.strip())


def assert_asked_beside(claim: str, text: str, kind: str | None = None, subject: str | None = "my order", ref: str = "SU-1"):
    """`text` told after `claim` asks: its sentence is a request or the claim's own remedy (attached), and the claim's
    `kind` is read. The reading, for further assertions."""
    read = reading(f"{claim} {text}", subject, ref)
    if kind is not None:
        assert kind in read.intents, shown(read)
    asked = said(read, text)
    assert asked and asked[0].role in ("request", "attached"), shown(read)
    return read


def assert_asks_nothing(text: str, subject: str | None = "my order", ref: str = "SU-1"):
    """`text` asks nothing: a near-miss that stays telling. The reading, for further assertions."""
    read = reading(text, subject, ref)
    assert not read.requests, shown(read)
    return read


def assert_asks(text: str, subject: str | None = "my order", ref: str = "SU-1"):
    """`text` still asks something (a near-miss of a reading that asks nothing). The reading, for further assertions."""
    read = reading(text, subject, ref)
    assert read.requests, shown(read)
    return read


def kind_asked(text: str, kind: str) -> bool:
    """Whether a sentence of `text` (under the default subject) is a request of `kind`."""
    return any(s.is_request and kind in s.kinds for s in reading(text).sentences)


def assert_read_as(body: str, kind: str, not_kind: str | None = None, subject: str | None = "my order", ref: str = "SU-70001"):
    """`body` under `subject` is read with `kind` among its intents, and without `not_kind`. The reading, for further
    assertions."""
    read = reading(body, subject, ref)
    assert kind in read.intents and (not_kind is None or not_kind not in read.intents), shown(read)
    return read


def part_money_held(read) -> list:
    """The requests of `read` asking part of the money, which hold the claim's refund for the person who decides the
    amount (runs/part_money_asked.py): of kind `other`, forbidding the refund, scoped to the damage claim or to none."""
    return [s for s in read.requests if "other" in s.kinds and "refund" in s.forbids and s.why == OTHER_REMEDY_WHY
            and (not s.forbid_kinds or "damaged_item" in s.forbid_kinds)]


def part_or_kept_for_a_price_held(read) -> list:
    """The requests of `read` asking part of the money, read as such or as the goods kept for part of their price
    (runs/intents/chosen_remedies.py), which hold the damage claim's refund (or every refund) for a person."""
    return [s for s in read.requests if "other" in s.kinds and "refund" in s.forbids and (not s.forbid_kinds or "damaged_item" in s.forbid_kinds)]

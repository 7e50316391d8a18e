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


def assert_claim_paid_and_cut_recorded(tmp_path, cid: str, body: str, lines: list[dict], sku: str, recorded: list[str], *,
                                       one_passage: bool = False) -> None:
    """End to end: one unit of `sku`, the customer's own damaged goods, is paid as the record shows and nothing else, and
    each of `recorded` stands in an `injection_removed` event (all in the same one, `one_passage`: removed together)."""
    from runs.models import RunEvent
    from tests import fresh_cases as fc

    cases = [fc.case(cid, body, lines, intents=["damaged_item"],
                     expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(lines, sku, 1), sku, 1)], "escalations": []})]
    fc.assert_money_as_expected(tmp_path, cases)
    passages = [e.payload.get("text", "") for e in RunEvent.objects.filter(kind="injection_removed")]
    if one_passage:
        assert any(all(words in p for words in recorded) for p in passages), (recorded, passages)
    else:
        removed = " ".join(passages)
        assert all(words in removed for words in recorded), (recorded, removed)

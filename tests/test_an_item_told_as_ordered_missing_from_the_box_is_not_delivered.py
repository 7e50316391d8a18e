"""An item told as ordered and missing from the box ("The matching pillowcases I ordered were missing from the box too,
so refund those as well ($34).") is a line not delivered, its own request (runs/intents/missing_items.py), never more
of the damage claim told before it. Read before as "tells more" of the duvet cover's claim, the pillowcases were
dropped. By the product's rule a line missing from a delivered parcel goes to a person to find (the parcel came, its
contents are not on the carrier's record), while the duvet cover's damage beside it is still paid."""

import pytest

from runs.intents import read_ticket
from runs.intents.missing_items import item_missing
from tests.fresh_cases import case, cents, line, refund, run

LINES = [line("DUV", "Linen duvet cover, double", 4400), line("PIL", "Linen pillowcases, pair", 3400)]

BODIES = [
    "The linen duvet cover arrived with a rip along the seam. The matching pillowcases I ordered were missing from the box too, so refund those as well ($34).",
    "duvet cover came ripped at the seam. the pillowcases i ordered were not in the box either, refund them too pls",
    "The duvet cover has a tear along one seam. Also, the linen pillowcases we bought were missing, please refund them.",
    "Hello - the duvet cover is torn at the seam. The matching pillowcases that I ordered were missing from the parcel. Please refund both.",
    "Duvet cover: ripped seam. The pillowcases I paid for were missing. Refund please.",
    "The duvet cover arrived torn. The pair of pillowcases I also ordered was missing from the box.",
]


@pytest.mark.parametrize("body", BODIES)
def test_the_missing_item_is_its_own_request(body):
    assert {"damaged_item", "non_delivery"} <= set(read_ticket("my order\n" + body).intents), read_ticket("my order\n" + body).as_payload()


@pytest.mark.parametrize("text", [
    "The pillowcases I ordered were missing a button.",
    "The money I paid for was missing from the refund.",
    "The lid I ordered was missing.",
])
def test_a_part_or_money_missing_is_no_item_missing(text):
    assert item_missing(text) is None


@pytest.mark.django_db
def test_the_damaged_line_is_paid_and_the_missing_line_goes_to_a_person(tmp_path):
    paid = [refund(cents(LINES, "DUV", 1), "DUV", 1)]
    cases = [case(f"MISSING-{i}", body, LINES, intents=["damaged_item", "non_delivery"], expected={"outcome": "partial", "refunds": paid},
                  ref=f"SU-7352{i}") for i, body in enumerate(BODIES)]
    results = run(tmp_path, cases)
    assert results[""]["silent_drops"] == 0 and results[""]["guard_violations"] == 0
    for c in cases:
        got = results[c["id"]]
        money = [d for d in got["differences"] if d.startswith(("unexpected refund", "refund of"))]
        assert not money, (c["id"], money)
        assert any("missing" in d for d in got["differences"] if d.startswith("unexpected escalation")) or got["outcome"] in ("partial", "escalated"), got

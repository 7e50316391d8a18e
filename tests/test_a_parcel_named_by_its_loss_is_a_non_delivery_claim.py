"""A parcel named by its loss ("Refund the missing parcel or I'll leave a 1-star review", "is there any way to get the
missing parcel resent") tells that it never came: a non-delivery claim. "lost parcel" was read so already; "missing",
"undelivered", "vanished" parcel was not, and the sentence went to a person as a remedy of no problem (blind round
probe30, section 6). A threat beside it is context and moves nothing. Nor was a refund asked "on the lost parcel": the
refund named before the cue read as money that never came. Wording written for these tests.

Near-misses: a missing parcel told as come after all, a parcel missing a part, and one that came with goods broken."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import _at, case, line, run


def _shown(reading) -> list:
    return [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "Refund the missing parcel or I'll leave a 1-star review.",
    "is there any way to get the missing parcel resent",
    "can u chase the missing package pls its been 2 weeks",
    "I want my money back for the missing parcel.",
    "Please resend the undelivered parcel, tracking has been stuck for ages.",
    "Any chance of a refund on the vanished package? Otherwise it's a chargeback.",
    "The missing box with the lamp in it - could you send it again?",
    "refund for missing delivery asap",
])
def test_a_parcel_named_by_its_loss_is_a_non_delivery_claim(body):
    reading = read_ticket(f"my order\n{body}", order_ref="SU-1")
    assert "non_delivery" in reading.intents, _shown(reading)
    # (no remedy of no problem for a person: a resend asked beside the claim is a person's to arrange, as ever)
    assert not [s for s in reading.requests if s.kinds == ["other"]], _shown(reading)


@pytest.mark.parametrize("body, kinds", [
    ("The missing parcel turned up this morning, thanks.", []),
    ("The parcel was missing a screw for the leg.", ["damaged_item", "other"]),
    ("the missing package finally arrived but the mug inside is chipped. Refund the mug please.", ["damaged_item"]),
    # money named before a cue naming no parcel is still money that never came
    ("my refund from the last order never arrived", []),
    ("the discount on the order never came through", []),
])
def test_near_misses_are_no_parcel_lost(body, kinds):
    reading = read_ticket(f"my order\n{body}", order_ref="SU-1")
    assert "non_delivery" not in reading.intents, _shown(reading)
    assert set(reading.known_kinds) <= set(kinds), _shown(reading)


@pytest.mark.django_db
def test_end_to_end_the_missing_parcel_is_refunded_and_the_threat_moves_nothing_more(tmp_path):
    c = case("MISSING-PARCEL", "Refund the missing parcel or I'll leave a 1-star review.", [line("PLN", "Terracotta planter", 2500)],
             intents=["non_delivery"], expected={"outcome": "resolved", "returns": [],
                                                 "refunds": [{"amount_cents": 2500 + 200 + 599, "source": "carrier_claim",
                                                              "lines": [{"sku": "PLN", "quantity": 1}]}]})
    order = c["world"]["orders"][0]
    order["status"] = "shipped"
    order["shipments"][0].update(status="in_transit", delivered_at=None, promised_by=_at(8)[:10],
                                 scans=[{"at": _at(17), "code": "picked_up", "location": "Depot"},
                                        {"at": _at(13), "code": "exception", "location": "Bristol"}])
    got = run(tmp_path, [c])
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert got["MISSING-PARCEL"]["passed"], got["MISSING-PARCEL"]["differences"]

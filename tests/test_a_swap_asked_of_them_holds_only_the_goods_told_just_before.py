"""An ask for goods instead of money that names its goods only by a pronoun ("The hiking boots are one size too small
for me. Can I swap them for a EU 43?") is about the goods the sentence just before it names: it holds their refund
(a person arranges the swap), and no other. Read unbound it held every refund of the order, so a dented water bottle
and the jacket of a lost parcel the same mail asks money for went to a person unpaid (blind round ver24a V24-04).
Wording written for these tests.

Near-misses, where the hold stays as wide as before (never narrower than the ticket says): a pronoun ask opening its
paragraph, one after a sentence naming no goods, and one after a sentence naming goods the order does not hold; an
ask naming its goods itself holds those."""

import pytest

from runs.intents import read_ticket
from runs.refusal_holds import refusals_holding
from runs.screening import request_dicts
from tests.blind_round_cases import reworded, round_cases
from tests.fresh_cases import run
from tests.guard_fixtures import decision_on

V24A = round_cases("docs/blind-rounds/2026-12-08/ver24a/ver24a.jsonl")
TRAIL = {"order_ref": "SU-70001", "lines": [{"sku": "BOOT", "description": "Ridgeline hiking boots, EU 42", "quantity": 1, "unit_price_cents": 13900},
                                           {"sku": "BTL", "description": "Insulated steel water bottle 750 ml", "quantity": 1, "unit_price_cents": 3200},
                                           {"sku": "JKT", "description": "Packable rain jacket, M", "quantity": 1, "unit_price_cents": 8900}]}
BOTTLE_CLAIM = "The steel water bottle arrived with a big dent, please refund it."


def _held(text: str, sku: str, kind: str = "damaged_item") -> list[str]:
    """The sentences of `text` that hold a refund of one unit of `sku`, as the guard reads them."""
    said = request_dicts(read_ticket(f"My order\n{text}", order_ref="SU-70001"), "SU-70001")
    return refusals_holding(TRAIL, decision_on(sku, kind=kind), kind, said, said)


@pytest.mark.parametrize("told, ask", [
    ("The hiking boots are one size too small for me.", "Can I swap them for a EU 43?"),
    ("the boots are a bit tight", "could i exchange them for the next size up pls"),
    ("Those hiking boots pinch at the toe.", "I'd like to swap them for a 43 instead."),
    ("My boots came a size small.", "Is it possible to exchange these for size 43?"),
    ("The hiking boots don't fit me, too narrow.", "Please swap them for a wider pair."),
    ("boots - too small, 1 size.", "can i swap them for eu 43?"),
])
def test_the_swap_holds_the_boots_and_not_the_bottle(told, ask):
    text = f"{told} {ask} {BOTTLE_CLAIM}"
    assert _held(text, "BOOT", "change_of_mind") == [ask], text
    assert _held(text, "BTL") == [], text


@pytest.mark.parametrize("text", [
    # the ask opens its paragraph: nothing before it to point at
    f"{BOTTLE_CLAIM}\n\nCan I swap them for a EU 43?",
    # the sentence before names no goods
    f"{BOTTLE_CLAIM} I'm really not happy. Can I swap them for something else?",
    # the sentence before names goods the order does not hold
    f"{BOTTLE_CLAIM} The yoga mat is too thin. Can I swap it for a thicker one?",
])
def test_an_ask_with_nothing_before_it_to_point_at_holds_as_before(text):
    assert _held(text, "BTL"), text


def test_an_ask_naming_its_own_goods_holds_those():
    text = f"The hiking boots are one size too small for me. Can I swap the bottle for a blue one? {BOTTLE_CLAIM}"
    assert _held(text, "BTL") and not _held(text, "BOOT", "change_of_mind"), text


# The V24-04 world (boots, a bottle, a jacket in a second parcel that was lost), reworded.
BODIES = [
    "Hi,\n\nGot the first box with the boots and the bottle. A few things:\n\n- The hiking boots are a size too small. Could I swap them "
    "for a EU 43?\n- The steel water bottle came with a big dent and leaks at the lid, please refund it.\n- The rain jacket never "
    "arrived; it was in a second box and the tracking says that parcel is lost. I want a refund for the jacket.\n\nThanks,\nLars",
    "Hello. The hiking boots are too small for me, one size. Can I exchange them for EU 43? The water bottle is dented and it leaks, "
    "refund please. And the rain jacket never came, tracking says the second parcel is lost, so refund the jacket too.",
    "boots - too small, 1 size. can i swap them for eu 43?\nbottle - big dent, leaks at the lid. refund it pls\njacket - never arrived, "
    "tracking says parcel lost. refund for the jacket",
    "Dear team,\n\nThe hiking boots are one size too small. Is it possible to exchange them for a EU 43?\n\nThe steel water bottle arrived "
    "dented and leaking at the lid; please refund it.\n\nThe rain jacket never arrived. The tracking says the second parcel is lost. "
    "I would like a refund for the jacket.\n\nKind regards,\nLars",
    "I receive first box with boots and bottle. The boots is too small for me, one size. I like to swap them to EU 43 please. The "
    "bottle has big dent and leak at lid, please refund it. The jacket never arrive, tracking say the parcel is lost. Refund for jacket please.",
]


@pytest.mark.django_db
def test_the_bottle_and_the_lost_jacket_are_paid_beside_the_swap(tmp_path):
    """The bottle ($34.80, seller) and the jacket ($96.79, carrier claim) are paid, the swap goes to a person. Where the
    boots sentence itself reads as a claim (a return of boots too small), the swap holds that claim too, and a person
    sees it beside the swap: only escalations about the boots may differ from the case's own."""
    cases = [reworded(V24A, "V24-04", f"SWAP-{i}", body) for i, body in enumerate(BODIES)]
    results = run(tmp_path, cases)
    assert results[""]["silent_drops"] == 0 and results[""]["guard_violations"] == 0
    for c in cases:
        got = results[c["id"]]
        other = [d for d in got["differences"] if not (d.startswith("unexpected escalation") and ("EU 43" in d or "boots" in d))]
        assert not other, (c["id"], got["differences"])

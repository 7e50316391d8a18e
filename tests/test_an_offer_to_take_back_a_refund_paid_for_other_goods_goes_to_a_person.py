"""A refund paid for goods other than those claimed, and the customer's offer to have it taken back ("You've refunded the
vase instead of the bowl. Please refund the bowl, and if you want to take the vase money back off my card that's fine by
me", V43-B2): the offer went unread and "there's been a mix-up" was read as a wrong item. The offer now goes to a person
(no tool takes money back), the refund told and a bare mix-up are context, and the broken goods' claim is paid as before
(runs/intents/refund_paid_for_other_goods.py). Wording written for these tests. Near-misses: goods sent instead of
others (a wrong item), a mix-up of goods sent, and a refund received twice (refund_paid_twice.py)."""

import pytest

from runs.intents import read_ticket
from runs.intents.refund_paid_for_other_goods import TAKE_BACK_WHY
from tests.fresh_cases import case, cents, line, refund, run

VASE, BOWL = line("VS-1", "Glass vase", 3800), line("BW-1", "Ceramic fruit bowl", 4200)


def _read(body: str):
    return read_ticket(f"Re: broken item\n{body}", order_ref="SU-70001")


@pytest.mark.parametrize("body", [
    "You've refunded the vase instead of the bowl. The bowl is the broken one. Feel free to take the vase money back.",
    "you refunded me for the wrong item!! it was the bowl that smashed. you can reverse the vase refund, thats fine",
    "Hi, the refund went through for the wrong item - the bowl arrived broken, not the vase. Please charge my card for the vase again.",
    "There's been a mistake. You credited the vase rather than the bowl. I'm happy to pay the vase money back.",
    "The bowl came cracked. You refunded the vase by mistake; take that money back and refund the bowl please.",
    "Thanks, but there's been a mix-up. You've refunded the vase instead of the bowl, which is the broken one. Do take the vase refund back.",
])
def test_the_offer_is_a_persons_and_no_wrong_item_is_read(body):
    reading = _read(body)
    assert any(s.why == TAKE_BACK_WHY and s.kinds == ["other"] for s in reading.sentences), reading.as_payload()
    assert "wrong_item" not in reading.known_kinds, reading.as_payload()


@pytest.mark.parametrize("body, kind", [
    ("You sent the vase instead of the bowl. Please take the vase back and send the bowl.", "wrong_item"),
    ("There's been a mix-up, I got a blue vase instead of the clear one. Please swap it.", "wrong_item"),
])
def test_goods_sent_instead_are_still_a_wrong_item(body, kind):
    reading = _read(body)
    assert kind in reading.known_kinds and not any(s.why == TAKE_BACK_WHY for s in reading.sentences), reading.as_payload()


@pytest.mark.django_db
def test_the_bowl_is_paid_and_a_person_has_the_offer(tmp_path):
    earlier = [{"amount_cents": cents([VASE, BOWL], "VS-1", 1), "case_type": "damaged_item", "reason": "damaged vase", "lines": ["VS-1"]}]
    bodies = ["Thanks, but there's been a mix-up. The bowl arrived broken, not the vase. You've refunded the vase instead of the bowl. "
              "Please refund the bowl, and feel free to take the vase money back off my card."]
    # (left open: "you refunded the vase by mistake, it was the fruit bowl that came smashed" tells the claim in the same
    # sentence as the refund paid in error, and is read as context: the bowl goes to a person, unpaid, never paid wrongly)
    cases = [case(f"RPO-{i}", body, [VASE, BOWL], ref=f"SU-7340{i}", refunds=earlier,
                  intents=[{"kind": "damaged_item", "quote": "bowl"}, {"kind": "other", "quote": "vase"}],
                  expected={"outcome": "partial", "refunds": [refund(cents([VASE, BOWL], "BW-1", 1), "BW-1", 1)], "returns": [],
                            "escalations": [{"item": "vase"}]})
             for i, body in enumerate(bodies, 1)]
    got = run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0, got[""]
    for c in cases:
        differences = got[c["id"]]["differences"]
        assert not [d for d in differences if d.startswith(("unexpected refund", "refund of", "silent drop")) or "wrong item" in d], differences

"""A problem told only for the shop to know, or settled by a replacement that came good, asks nothing: "My mixer bowl was
chipped. I'm not asking for a refund or a replacement, just letting you know." and "my lamp was damaged previously, you
sent a replacement, the replacement is perfect thank you". Read before, the first was a damage claim beside a refusal
sent to a person, the second a damage claim with an ask for goods instead of money (runs/intents/nothing_asked_told.py,
runs/intents/replacement_praised.py; probe30 findings 23 and 26). A claim told beside "whatever you do, don't send
another one" is still a claim: "whatever" there waves nothing off (runs/intents/settled.py; finding 11). Wording
written for these tests."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund


def _reading(body: str):
    reading = read_ticket("about my order SU-70001\n" + body, order_ref="SU-70001")
    return reading, [(s.role, s.kinds, s.text, s.why, s.forbids) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "My mixer bowl was chipped. I'm not asking for a refund or a replacement, just letting you know.",
    "The bowl came with a small chip. I don't want a refund or a replacement, I just thought you should know.",
    "the lid arrived scratched. not asking for a refund or a new one, just for your records",
    "One of the plates had a hairline crack. We're not after a refund or an exchange - just a heads up for your packers.",
    "Toaster came dented on the side. I don't need a refund or a replacement, fyi.",
    "my rug came with a small tear in the fringe. i am not asking for any refund or a replacement, just letting u know",
])
def test_a_refusal_of_every_remedy_told_for_information_asks_nothing(body):
    reading, shown = _reading(body)
    assert not reading.requests, shown
    assert any(s.settles for s in reading.sentences), shown  # no money may follow the claim told


@pytest.mark.parametrize("body", [
    "my lamp was damaged previously, you sent a replacement, the replacement is perfect thank you",
    "My lamp arrived damaged last month and you sent a replacement. The replacement is perfect, thank you.",
    "the first vase came smashed, the new one is fine thanks",
    "The kettle had a dent, you replaced it and the replacement arrived in perfect condition. Many thanks!",
    "Last time the jug was cracked. The one you sent me was spot on, cheers.",
    "Quick note: the mirror you replaced for me arrived fine. The replacement is lovely, thank you!",
])
def test_a_replacement_told_as_come_good_settles_the_damage(body):
    reading, shown = _reading(body)
    assert not reading.requests, shown


@pytest.mark.parametrize("body,kind", [
    # near-misses: something is still asked
    ("My mixer bowl was chipped. I don't want a refund or a replacement, just a discount code.", "other"),
    ("The bowl was chipped. I don't want a refund or a replacement, I want it repaired.", "other"),
    ("The bowl was chipped. Not after a refund or a replacement, fyi, but please pass it on to your packers.", "other"),
    ("The bowl was chipped, just letting you know. Please refund it.", "damaged_item"),
    ("The replacement is perfect but the shade is torn this time.", "damaged_item"),
    ("My lamp arrived damaged. The replacement is perfect, could you refund the postage I paid to return the first?", "other"),
    ("whatever you think is fair for the chipped bowl, please refund it", "damaged_item"),
])
def test_an_ask_beside_the_refusal_or_the_praise_stands(body, kind):
    reading, shown = _reading(body)
    assert kind in reading.intents, shown


@pytest.mark.parametrize("body", [
    "the teapot handle snapped off in the box. whatever you do dont send another one, they all break. refund",
    "The vase arrived smashed. Whatever you do, do not ship another. Refund please.",
    "glass top of the table cracked in transit. whatever happens dont resend it, just the money back",
])
def test_whatever_you_do_waves_no_claim_off(body):
    reading, shown = _reading(body)
    assert "damaged_item" in reading.intents, shown
    assert any("replacement" in s.forbids for s in reading.sentences), shown


@pytest.mark.parametrize("body", [
    "The teapot lid has a tiny scuff. Whatever, it's fine.",
    "the mug has a small chip, meh whatever",
])
def test_whatever_alone_still_waves_a_problem_off(body):
    reading, shown = _reading(body)
    assert "damaged_item" not in reading.intents, shown


TEAPOT = [line("TP-1", "Stoneware teapot", 3400)]
BOWL = [line("BW-1", "Mixer bowl", 5200)]


@pytest.mark.django_db
def test_the_teapot_is_refunded_and_the_bowl_told_for_information_pays_nothing(tmp_path):
    teapot = case("FYI-1", "the teapot handle snapped off in the box. whatever you do dont send another one, they all break. refund", TEAPOT,
                  intents=["damaged_item", "question"],
                  expected={"outcome": "resolved", "refunds": [refund(cents(TEAPOT, "TP-1", 1), "TP-1", 1)], "returns": []})
    bowl = case("FYI-2", "My mixer bowl was chipped. I'm not asking for a refund or a replacement, just letting you know.", BOWL,
                intents=[], ref="SU-70002", expected={"outcome": "resolved", "refunds": [], "returns": []})
    assert_money_as_expected(tmp_path, [teapot, bowl])

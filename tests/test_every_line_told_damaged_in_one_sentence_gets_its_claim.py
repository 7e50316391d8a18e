"""Every line a sentence tells damaged gets its own claim, with its count: "Four of the twelve tumblers were broken, and
the ice bucket has a dent in the side." claims four tumblers and the bucket. Three readings left a line out or sent the
sentence to a person:
- a count in words before the goods ("the twelve tumblers", "a dozen tumblers", "several tumblers") was read as a word
  saying another kind of goods than the "Highball tumbler" line, so the tumblers were named by nothing and dropped
  without a trace (blind round ver24a V24-36, a silent drop);
- two lines whose names share a word ("Ceramic bud vase", "Ceramic candle holder") each told damaged in a clause of its
  own ("The ceramic vase was SMASHED and both candle holders are chipped.") were read as one clause naming both, and
  the sentence went to a person "not saying which line" (V24-08);
- a clause whose subject is only a count ("Ordered a dozen tumblers, three arrived smashed and ...") told the damage of
  the line named just before it, and the claim took the other line alone.
Wording written for these tests.

Near-misses: a line called fine, a line only told as come, goods of another kind ("the wine tumblers"), a count after
two lines named together, and a name that fits two lines ("the ceramic one") claim nothing more."""

import pytest

from runs import policy_charges
from runs.intents import read_ticket
from runs.ticket_lines import lines_asked_about
from tests.blind_round_cases import reworded, round_cases
from tests.fresh_cases import assert_all_pass

V24A = round_cases("docs/blind-rounds/2026-12-08/ver24a/ver24a.jsonl")
BAR = {"order_ref": "SU-70001", "lines": [{"sku": "TMB", "description": "Highball tumbler", "quantity": 12, "unit_price_cents": 650},
                                          {"sku": "ICE", "description": "Steel ice bucket", "quantity": 1, "unit_price_cents": 3900},
                                          {"sku": "TNG", "description": "Ice tongs", "quantity": 1, "unit_price_cents": 800}]}
KILN = {"order_ref": "SU-70001", "lines": [{"sku": "VSE", "description": "Ceramic bud vase", "quantity": 1, "unit_price_cents": 3600},
                                           {"sku": "CND", "description": "Ceramic candle holder", "quantity": 2, "unit_price_cents": 1800},
                                           {"sku": "TRY", "description": "Oak serving tray", "quantity": 1, "unit_price_cents": 4500}]}


def _claimed(order: dict, text: str) -> list[str]:
    lines, why = lines_asked_about(order, read_ticket(f"My order\n{text}", order_ref=order["order_ref"]), "damaged_item")
    return [x["sku"] for x in lines]


@pytest.mark.parametrize("text", [
    "Four of the twelve tumblers were broken, and the ice bucket has a dent in the side.",
    "two of the six tumblers cracked and the ice bucket came dented",
    "The ice bucket is dented and several tumblers are chipped.",
    "All tumblers are cracked and the ice bucket has a dent, refund please",
    "5 of the 12 tumblers were in pieces & the ice bucket was bent",
    "Ordered a dozen tumblers, three arrived smashed and the ice bucket has a big dent.",
    "The tumblers came today - sadly two of them were cracked, and the ice bucket is dented",
])
def test_the_tumblers_and_the_bucket_are_each_claimed(text):
    assert _claimed(BAR, text) == ["TMB", "ICE"], text


@pytest.mark.parametrize("text", [
    "The ceramic vase was SMASHED and both candle holders are chipped.",
    "the candle holders are both chipped and the vase is cracked",
    "Vase smashed, and the two ceramic candle holders chipped.",
    "The bud vase arrived in pieces and the candle holders have chips.",
    "My ceramic vase came shattered and the ceramic candle holders are chipped as well",
])
def test_the_vase_and_the_candle_holders_are_each_claimed(text):
    assert _claimed(KILN, text) == ["VSE", "CND"], text


@pytest.mark.parametrize("order, text, claimed", [
    (BAR, "The twelve tumblers are all fine but the ice bucket has a dent.", ["ICE"]),
    (BAR, "The wine tumblers are chipped and the ice bucket is dented.", ["ICE"]),
    (BAR, "The tumblers and the tongs came, two arrived smashed and the ice bucket has a dent", []),
    (KILN, "The vase is smashed, the candle holders are fine.", ["VSE"]),
    (KILN, "The ceramic one is smashed and the tray is fine.", []),
    (KILN, "The ceramic vase was smashed and the ceramic one is chipped.", ["VSE"]),
])
def test_near_misses_claim_no_more(order, text, claimed):
    assert _claimed(order, text) == claimed, text


# The V24-36 world (12 tumblers, a bucket, tongs; the delivery charged twice), reworded; the tumblers paid with their tax share.
def _bar(i: int, body: str, tumblers: int) -> dict:
    world = V24A["V24-36"]["world"]["orders"][0]
    cents = policy_charges.line_cents({"lines": world["lines"], "charges": world["charges"]}, "TMB-GLS-12", tumblers)
    refunds = [{"amount_cents": cents, "source": "platform", "lines": [{"sku": "TMB-GLS-12", "quantity": tumblers}]},
               {"amount_cents": 4183, "source": "platform", "lines": [{"sku": "ICE-BKT-1", "quantity": 1}]},
               {"amount_cents": 599, "source": "platform", "lines": []}]
    return reworded(V24A, "V24-36", f"BAR-{i}", body, expected={"outcome": "resolved", "refunds": refunds, "returns": [], "escalations": []})


BAR_BODIES = [
    ("Hi there. Unpacked everything tonight: three of the twelve tumblers are cracked and the ice bucket is badly dented. The tongs "
     "are okay. Refund the broken glasses and the bucket, please. Oh and you took the delivery charge twice.", 3),
    ("tumblers - 2 of the 12 smashed, and the ice bucket has a dent. tongs fine. pls refund those + the delivery charge came out twice", 2),
    ("Tumblers: five of the twelve arrived smashed. The ice bucket has a big dent as well. Tongs are fine. I'd like a refund for the "
     "broken tumblers and the bucket. The delivery charge also appears twice on my statement.", 5),
    ("Good evening. Regrettably, four of the twelve tumblers were shattered and the ice bucket arrived with a dent. The tongs are "
     "undamaged. Kindly refund the four tumblers and the bucket. I was also billed for delivery twice.", 4),
    ("The tumblers came today - sadly two of them were cracked, and the ice bucket is dented. Tongs all good. Refund for the "
     "two tumblers and the bucket please. Also the delivery charge came out of my account twice.", 2),
]


@pytest.mark.django_db
def test_the_tumblers_counted_and_the_bucket_are_both_paid(tmp_path):
    cases = [_bar(i, body, n) for i, (body, n) in enumerate(BAR_BODIES)]
    assert_all_pass(tmp_path, cases)


@pytest.mark.django_db
def test_a_count_told_apart_from_its_goods_goes_to_a_person_never_dropped(tmp_path):
    """"Ordered a dozen tumblers, five arrived smashed": the tumblers are claimed, but how many is for a person to confirm
    (the count names no goods itself), and the bucket told in the same sentence waits with it; neither line is dropped,
    nothing is paid on a guess."""
    body = ("Ordered a dozen tumblers, five arrived smashed and the ice bucket has a big dent. Tongs are fine. I'd like a refund for "
            "the broken tumblers and the bucket. The delivery charge also appears twice on my statement.")
    case = reworded(V24A, "V24-36", "BAR-COUNT", body, expected={"outcome": "partial", "refunds": [{"amount_cents": 599, "source": "platform", "lines": []}],
                                                                  "returns": [], "escalations": [{"item": "five arrived smashed"}] * 2})
    assert_all_pass(tmp_path, [case])


KILN_BODIES = [
    "The ceramic vase arrived smashed and both candle holders are chipped. Refund the vase and the holders please. The tray is fine.",
    "the candle holders are both chipped and the vase is cracked in two. money back for those three things pls, tray's ok",
    "Vase smashed, and the two ceramic candle holders chipped. I want a refund for the vase and the candle holders. Don't bother "
    "sending replacements. Oak tray is perfect.",
    "Hello, the bud vase came in pieces and the candle holders (both of them) have chips. Could I have my money back for the vase "
    "and the two holders? The serving tray is fine.",
    "My ceramic vase came shattered and the ceramic candle holders are chipped as well. No replacements please, just refund the "
    "vase and both holders. The tray survived.",
]


@pytest.mark.django_db
def test_the_vase_and_both_candle_holders_are_paid(tmp_path):
    cases = [reworded(V24A, "V24-08", f"KILN-{i}", body) for i, body in enumerate(KILN_BODIES)]
    assert_all_pass(tmp_path, cases)

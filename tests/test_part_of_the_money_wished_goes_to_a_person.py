"""Part of the money told as a wish ("20% back wud be fair", "I'd happily take $8 off", "All I'm asking is a 30 percent
refund", "two thirds of the price back and we're square") is part of the money as surely as "refund half its price":
the claim's whole refund is held for the one person who decides the amount, nothing is paid on the line, and the
hand-off quotes the ask (runs/intents/part_money_wishes.py, runs/part_money_asked.py). Read as statements, such wishes
had the whole line paid, sometimes beside the ask handed to a person too (the "part-money-wish" findings, $627.99 over
16 tickets). The guard refuses the whole line's refund on the same reading (request_in_ticket).

Near-misses ask the whole money, or tell a share or percent that is no money asked, and the line is paid whole as
before: "a full refund would be fair", "refund would be great", a bare sum that is the line's whole price, a coupon's
"50% off", a sale's "30% less", a count ("half the set"), a percent in the goods' make ("100% cotton"). Wording
written for this test."""
import pytest
from datetime import datetime, timezone

from runs import guards, policy
from tests import fresh_cases as fc
from tests.guard_fixtures import line
from tests.readings import guard_requests, part_money_held, reading, shown

CLAIM = "The walnut tray came with a deep scratch across the middle."
WISHES = [
    "tbh 20% back wud be fair, its still usable",  # texting
    "A refund of fifteen per cent would be perfectly acceptable to me.",  # formal
    "I'd happily take $8 off and keep it, no need to send it back.",  # chatty
    "Knocking a quarter off the price would sort it.",
    "For me, half of what i paid back is enough.",
    "Me I am content with 10 dollars back, the tray still work.",  # non-native
    "All I'm asking is a 30 percent refund.",  # terse
    "two thirds of the price back and we're square",
    "Honestly? Just a fiver back is grand, cheers.",
    "u could do 25 pc off n we're good",
    "We would be satisfied with a 20% price reduction.",
    "I'd accept 20%.",
]
NEAR_MISSES = [
    "A full refund would be fair, it's no use to anyone like this.",
    "refund would be great thx",
    "I used a 50% off coupon when I bought it, but please refund it.",
    "I paid 30% less in the sale, still I want my money back.",
    "It's the 100% walnut one, and I'd like a refund please.",
    "Getting my money back would be fair.",
    "I got 10% off at checkout but a refund would be great.",
]
# ...nor money off a later order or in a code (goodwill a person answers beside the claim), nor a wish turned down
NOT_PART = [
    "10% off my next order would be fair.",
    "30% off wouldn't be fair, I want it refunded.",
    "Half the set arrived broken.",
    "I don't want $10 back, I want a full refund.",
]


@pytest.mark.parametrize("wish", WISHES)
def test_a_part_of_the_money_wished_holds_the_claims_refund(wish):
    read = reading(f"{CLAIM} {wish}")
    assert part_money_held(read), shown(read)


@pytest.mark.parametrize("text", NEAR_MISSES + NOT_PART)
def test_no_part_wished_holds_nothing(text):
    read = reading(f"{CLAIM} {text}")
    assert not part_money_held(read), shown(read)


TRAY = line("TRY-1", "Walnut serving tray", cents=4500)
EVIDENCE = policy.Evidence(order={"order_ref": "SU-70001", "lines": [TRAY], "charges": [], "refunds": []},
                           now=datetime(2026, 11, 20, tzinfo=timezone.utc), supplement=None, scans=None)
WHOLE_LINE = {"case_type": "damaged_item", "action": "refund", "subtask": 1, "amount_cents": 4860, "order_ref": "SU-70001",
              "lines": [{"sku": "TRY-1", "quantity": 1}]}


@pytest.mark.parametrize("wish", WISHES)
def test_the_guard_refuses_the_whole_line_when_only_a_part_is_wished(wish):
    result = guards.check_request_in_ticket(WHOLE_LINE, EVIDENCE, guard_requests(f"{CLAIM} {wish}"), "")
    assert not result.passed and result.inputs.get("forbidding"), result.inputs


@pytest.mark.parametrize("text", NEAR_MISSES[:2] + ["$45 back would be great."])
def test_the_guard_admits_the_whole_line_when_the_whole_is_asked(text):
    assert guards.check_request_in_ticket(WHOLE_LINE, EVIDENCE, guard_requests(f"{CLAIM} {text}"), "").passed


# --- end to end: what is paid ----------------------------------------------------------------------

LINES = [fc.line("TRY-1", "Walnut serving tray", 4500)]
LATE = "The parcel turned up a day after the date you promised."
FEE_WISHES = ["So half the delivery fee back would be fair, it was only the one day.",
              "I'd settle for 50% of the shipping refunded."]


@pytest.mark.django_db
def test_no_money_is_paid_for_a_part_wished(tmp_path):
    cases = fc.none_paid("WISHED", "SU-7520", LINES, [f"{CLAIM} {wish}" for wish in WISHES], ["damaged_item", "other"])
    for late in fc.none_paid("WISHED-F", "SU-7522", LINES, [f"{LATE} {wish}" for wish in FEE_WISHES], ["late_delivery", "other"]):
        late["world"]["orders"][0]["shipments"][0]["promised_by"] = fc._at(7)[:10]  # the record shows it came a day late
        cases.append(late)
    fc.assert_money_as_expected(tmp_path, cases)


@pytest.mark.django_db
def test_the_whole_line_is_paid_when_the_whole_is_asked(tmp_path):
    bodies = [*NEAR_MISSES, "$45 back would be great.", "I'd be happy with $48.60 back, the tray with its tax."]
    fc.assert_money_as_expected(tmp_path, fc.damage_claims("WISHED-N", "SU-7521", LINES, [f"{CLAIM} {text}" for text in bodies],
                                                           [fc.refund(fc.cents(LINES, "TRY-1", 1), "TRY-1", 1)]))


@pytest.mark.django_db
def test_a_whole_claim_on_another_line_still_pays(tmp_path):
    lines = [fc.line("TRY-1", "Walnut serving tray", 4500), fc.line("MUG-1", "Stoneware mug", 1400)]
    body = "The stoneware mug arrived smashed, please refund it. The walnut tray has a scratch - a 20% discount on the tray would be fair."
    paid = [fc.refund(fc.cents(lines, "MUG-1", 1), "MUG-1", 1)]
    cases = [fc.case("WISHED-TWO", body, lines, intents=["damaged_item", "other"], ref="SU-75230",
                     expected={"outcome": "partial", "refunds": paid})]
    fc.assert_money_as_expected(tmp_path, cases)

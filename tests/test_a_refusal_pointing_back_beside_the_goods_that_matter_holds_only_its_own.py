"""A refund waived by a pronoun beside other goods called the ones that matter ("The plate came chipped. Really, no need to
refund anything for that - the bowl is what matters, refund please") holds what its "that" stands for (the plate), never
the goods asked beside it (issue #11 finding: the plate was paid and the bowl held, the refusal bound to the bowl its own
sentence names). Read by waived_goods.refused_beside_asked (the turn to goods that matter, _WHAT_MATTERS), bound by
refusals._bind_refusals on the refusal's own clause, held by ticket_lines.lines_refused. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.waived_goods import refused_beside_asked
from tests import fresh_cases as fc

BOWL = fc.line("BWL-11", "Stoneware bowl", 3400)
PLATE = fc.line("PLT-11", "Stoneware plate", 2600)
LINES = [BOWL, PLATE]

WAIVED_PLATE = [
    "Hi, the bowl arrived cracked right down the side. The plate came chipped. Really, no need to refund anything for that - "
    "the bowl is what matters, refund please",
    "The bowl is cracked. The plate has a small chip. No need to refund anything for that, it's the bowl that matters, please refund it.",
    "the bowl came cracked :( the plate chipped too. dont refund me a penny for it - the bowl is the one I care about, refund pls",
    "Hello. Unfortunately the bowl was cracked when I opened the box.\nThe plate also came chipped. Honestly, no need to refund "
    "anything for that; what matters is the bowl. Refund please.\nThanks, Sam",
    "The bowl arrived with a crack through it. The plate came chipped. You don't need to refund that - the bowl's my main concern, please refund.",
    "My bowl is cracked. The plate was chipped as well. No need to refund anything for that - the real problem is the bowl, refund please.",
    "The plate came chipped. Really, no need to refund anything for that - the bowl is what matters, it arrived cracked, refund please",
]


@pytest.mark.parametrize("text", [
    "Really, no need to refund anything for that - the bowl is what matters, refund please",
    "No need to refund anything for that, it's the bowl that matters, please refund it.",
    "dont refund me a penny for it - the bowl is the one I care about, refund pls",
    "You don't need to refund that - the bowl's my main concern, please refund.",
    "No need to refund anything for that; what matters is the bowl.",
    "Don't refund that, but the real problem is the bowl.",
])
def test_a_pointing_refusal_turns_to_the_goods_that_matter(text):
    found = refused_beside_asked(text)
    assert found is not None and "bowl" not in text[found[0][0]:found[0][1]]


@pytest.mark.parametrize("text", [
    "I don't want a refund, but the lamp is broken.",  # money refused, no goods pointed at: a person reads it
    "No need to refund anything for that, it's fine.",  # no other goods turned to
    "The bowl is what matters to me, please refund it.",  # no refusal at all
    "Please don't go over the limit on my card, the bowl is what matters.",  # no refund refused
])
def test_near_misses_read_no_refusal_beside_goods_asked(text):
    assert refused_beside_asked(text) is None


def _plate_taken_back(body: str) -> bool:
    reading = read_ticket(f"my order\n{body}", order_ref="SU-70001")
    return any(s.role == "context" and "plate" in s.text.lower() for s in reading.sentences)


def test_the_plate_claim_told_alone_is_taken_back_by_the_waiver():
    assert _plate_taken_back(WAIVED_PLATE[0])


def test_the_waiver_standing_for_the_bowl_itself_takes_no_plate_back():
    # "that" is the bowl, told last: the bowl is held, the plate's claim stands
    assert not _plate_taken_back("The plate came chipped. The bowl is cracked. Really, no need to refund anything for that.")


def _case(cid: str, body: str, paid: list[str], n: int) -> dict:
    refunds = [fc.refund(fc.cents(LINES, sku, 1), sku, 1) for sku in paid]
    return fc.case(cid, body, LINES, intents=["damaged_item"], fee_cents=0, ref=f"SU-7110{n}",
                   expected={"outcome": "resolved", "refunds": refunds})


@pytest.mark.django_db
def test_end_to_end_the_bowl_is_paid_and_the_plate_waived_is_not(tmp_path):
    cases = [_case(f"PTB-{n}", body, ["BWL-11"], n) for n, body in enumerate(WAIVED_PLATE)]
    fc.assert_money_as_expected(tmp_path, cases)


@pytest.mark.django_db
def test_end_to_end_near_misses_keep_their_money(tmp_path):
    cases = [
        # the waiver standing for the plate in its own sentence, nothing else turned to: the bowl is paid, the plate not
        _case("PTBN-0", "The bowl is cracked, please refund it. The plate came chipped. No need to refund anything for that.", ["BWL-11"], 7),
        # both claimed, nothing waived: both paid
        _case("PTBN-1", "The bowl is cracked. The plate came chipped too. Please refund the bowl and the plate.", ["BWL-11", "PLT-11"], 8),
    ]
    fc.assert_money_as_expected(tmp_path, cases)

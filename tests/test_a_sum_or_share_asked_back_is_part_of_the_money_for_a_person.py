"""Part of the price asked as an imperative or a want, not only as a question: a bare sum asked back ("I'd like $15
refunded for the flaw", "Refund £5 for it and we're square", "give me 10 dollars back and we're good") or a share of the
price ("Refund half its price and I'll keep it") is an amount one person decides, as "could you knock ten dollars off?"
is (runs/intents/part_money_forms.py, runs/part_money_asked.py): the claim's whole refund waits for them and the ask is
quoted, never the whole line paid beside it with the ask dropped (issue #11, verify38 W-09, Y-07, X-22, Q-09, Q-10).
A sum that is the record's whole figure for the claim (the line with its tax, the order's total) asks the whole refund
and is paid (runs/whole_sums_asked.py); a sum named with "the" ("refund the $5.99 delivery") is a figure of the record,
weighed by the amount check as before. Wording written for these tests."""
import pytest

from runs.whole_sums_asked import whole_sum_asked
from tests import fresh_cases as fc
from tests.readings import part_money_held, reading, shown

CLAIM = "The rug arrived with a pulled thread along one edge."
ASKS = [
    "I'm keeping it but I'd like $15 refunded for the flaw.",
    "Refund £5 for it and we're square.",
    "Refund half its price and I'll keep it.",
    "give me 10 dollars back and we're good",
    "Honestly just take $5 off and we're square.",
    "could u refund me twenty bucks for the hassle of it, ill live with the thread",
    "I'd be happy with 25% back.",
    "Just send half the money back, I'll keep it anyway.",
    "REFUND $12 FOR THE DAMAGE.",
]
NEAR_MISSES = [
    "Please refund the rug.",
    "I'd like my money back.",
    "It cost me a lot of money, please sort it.",
]


@pytest.mark.parametrize("ask", ASKS)
def test_a_sum_or_share_asked_holds_the_claims_refund(ask):
    read = reading(f"{CLAIM} {ask}")
    assert part_money_held(read), shown(read)


@pytest.mark.parametrize("ask", NEAR_MISSES)
def test_no_sum_asked_holds_nothing(ask):
    read = reading(f"{CLAIM} {ask}")
    assert not any("refund" in s.forbids for s in read.sentences), shown(read)


LINES = [fc.line("RUG-1", "Jute area rug", 8900)]
ORDER = {"lines": LINES, "charges": [{"kind": "items", "amount_cents": 8900}, {"kind": "tax", "amount_cents": 712},
                                     {"kind": "delivery", "amount_cents": 599}]}
DECISION = {"case_type": "damaged_item", "action": "refund", "amount_cents": 9612, "lines": [{"sku": "RUG-1", "quantity": 1}]}


@pytest.mark.parametrize("text, whole", [
    ("Refund $96.12 for it please.", True),  # the line with its tax
    ("I'd like $89 refunded.", True),  # the line's price, said in whole dollars
    ("Refund $102.11 and we're square.", True),  # the order's total
    ("Refund $15 for the flaw.", False),
    ("Refund £89 for it.", False),  # another currency: never compared, a person reads it
    ("Refund half its price, $44.50.", False),  # a share, whatever the sum
])
def test_a_sum_that_is_the_records_whole_figure_is_the_whole_refund(text, whole):
    assert whole_sum_asked(ORDER, DECISION, text) is whole


@pytest.mark.django_db
def test_no_money_is_paid_for_a_sum_or_share_asked(tmp_path):
    cases = [fc.case(f"SUMBACK-{n}", f"{CLAIM} {ask}", LINES, intents=["damaged_item", "other"], ref=f"SU-7470{n}",
                     expected={"outcome": "escalated", "refunds": []}) for n, ask in enumerate(ASKS)]
    fc.assert_money_as_expected(tmp_path, cases)


@pytest.mark.django_db
def test_the_whole_figure_or_no_sum_is_paid(tmp_path):
    paid = [fc.refund(fc.cents(LINES, "RUG-1", 1), "RUG-1", 1)]
    bodies = [*NEAR_MISSES, "Please refund $96.12 for it.", "I'd like $89 refunded for it."]
    cases = [fc.case(f"SUMBACK-N{n}", f"{CLAIM} {ask}", LINES, intents=["damaged_item"], ref=f"SU-7480{n}",
                     expected={"outcome": "resolved", "refunds": paid}) for n, ask in enumerate(bodies)]
    fc.assert_money_as_expected(tmp_path, cases)

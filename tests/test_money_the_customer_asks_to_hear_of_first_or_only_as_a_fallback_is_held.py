"""Money the customer wants to hear of before it moves ("please check with me first before any money moves", V1-01), or
asks only if something else fails ("Only if you can't do that should you refund me", "money back as a last resort"),
holds the refund of the claim told in another sentence: escalated with the words quoted, never paid at once (issue #11).
Near-misses: a notice asked after the money, a refund asked with a courtesy, the money chosen outright. Wording written
for these tests."""

import pytest

from runs.intents.money import holds_money
from tests import fresh_cases as fc

HEAR_FIRST = [
    "please check with me first before any money moves, ta",
    "run it by me before you refund anything",
    "dont refund without asking me",
    "ask me b4 processing anything pls",
    "Before any refund goes out, call me please.",
    "refund only with my ok",
    "Kindly confirm with me prior to issuing the reimbursement.",
]
ONLY_AS_A_FALLBACK = [
    "Only if you can't do that should you refund me.",
    "Only if a new one is impossible would I take the money.",
    "refund me only if there are none left",
    "money back as a last resort pls",
    "only if u cant send one then refund",
    "A refund only as the last resort, I really want the lid.",
]


@pytest.mark.parametrize("text", HEAR_FIRST + ONLY_AS_A_FALLBACK)
def test_money_heard_of_first_or_asked_as_a_fallback_is_held(text):
    assert holds_money(text), text


@pytest.mark.parametrize("text", [
    "let me know when the refund has gone through",  # a notice after the money
    "email me once it's refunded",
    "if you can, refund it today",  # a courtesy beside the ask
    "I only want a refund.",  # the money chosen
    "Please refund me, and check the rest of the batch before you send more out.",
])
def test_a_notice_after_or_money_asked_outright_holds_nothing(text):
    assert not holds_money(text), text


@pytest.mark.django_db
def test_end_to_end_the_claim_is_not_paid_before_the_customer_hears_of_it(tmp_path):
    goods = [fc.line("TPT-1", "Ceramic teapot", 3400)]
    held = {"outcome": "escalated", "refunds": []}
    bodies = [
        "Hiya, the teapot lid came with a hairline crack. Only if you can't send a new lid should you refund me - and please check with "
        "me first before any money moves, ta.",
        "The teapot arrived chipped on the spout. Run it by me before you refund anything.",
        "teapot is cracked. dont refund without asking me",
        "The teapot's handle came off in the box. Money back as a last resort please.",
        "Good afternoon. The teapot was broken in transit. Kindly confirm with me prior to issuing the reimbursement.",
    ]
    cases = [fc.case(f"HF-{n}", body, goods, intents=["damaged_item"], expected=held, ref=f"SU-7820{n}") for n, body in enumerate(bodies)]
    paid = {"outcome": "resolved", "refunds": [fc.refund(fc.cents(goods, "TPT-1", 1), "TPT-1", 1)]}
    cases.append(fc.case("HF-PAID", "The teapot arrived chipped on the spout. If you can, refund it today. Let me know when it's gone "
                         "through.", goods, intents=["damaged_item"], expected=paid, ref="SU-78210"))
    fc.assert_money_as_expected(tmp_path, cases)

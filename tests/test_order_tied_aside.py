"""A claim naming no order is the order the ticket's own words tie it to (runs/intents/order_tied_aside.py): a PS, a
signature line, "this concerns ...", "my order number is ...", "I mean order ...", over the order the form or subject gave."""

import pytest

from runs.intents.read import read_ticket
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund

FIELD, OTHER = "SU-64410", "SU-64411"


def _claims(text: str, order_ref: str = FIELD) -> list:
    return [s for s in read_ticket(text, order_ref=order_ref).sentences if s.role == "request" and "damaged_item" in s.kinds]


TIED = [
    "bowl\nThe bowl showed up chipped, can I get a refund?\n\nCheers,\nSam Ortiz\nOrder no. SU-64411",
    "Re: order SU-64410\nbowl arrived in bits, refund pls\nPS sorry this is actually about SU-64411 not the one above",
    "chipped bowl\nHello, the serving bowl has a big chip on the rim. I'd like my money back.\nMy order number is 64411.",
    "bowl\nThe bowl came chipped. Please refund it. This concerns order SU64411.",
    "Order SU-64410\nBowl cracked on arrival, refund please. Oops I mean order SU-64411.",
    "bowl\nrefund for the chipped bowl please\n\nSent from my phone\nRef: SU-64411",
    "bowl broken\nMy bowl came broken, a refund would be great (order #64411, placed last Tuesday)",
    "bowl\nThe bowl is cracked, refund please.\nit's for order SU-64411",
]


@pytest.mark.parametrize("text", TIED)
def test_the_claim_is_the_order_the_aside_ties_it_to(text):
    claims = _claims(text)
    assert claims and all(s.order == OTHER for s in claims), [s.as_payload() for s in claims]


NEAR_MISSES = [
    "bowl\nThe bowl came chipped, refund please. My last order SU-64411 was fine though.",  # history
    "bowl\nThe bowl came chipped, refund please. Order SU-64411 arrived ok.",  # told fine
    "bowl\nThe bowl came chipped, refund please.\nModel no. BW-64411",  # a model number
    "bowl\nThe bowl came chipped, refund please. Tracking number 1Z999AA10123456784.",  # a tracking number
    "bowl\nThe bowl came chipped, refund please. Call me on 0207 946 0958.",  # a phone number
    "bowl\nThe bowl came chipped, refund please. I also have order SU-64411 coming next week.",  # named in passing
    "bowl\nThe bowl came chipped, refund please.\nOrder no. SU-64410",  # the field's own order
]


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_a_number_that_ties_nothing_leaves_the_claim_on_the_fields_order(text):
    claims = _claims(text)
    assert claims and all(s.order in ("", FIELD) and not s.order_unsure for s in claims), [s.as_payload() for s in claims]


def test_a_claim_naming_its_own_order_keeps_it():
    claims = _claims("bowl\nThe bowl on SU-64410 came chipped, refund please.\nOrder no. SU-64411")
    assert [s.order for s in claims] == [FIELD]


def test_a_subject_and_an_aside_naming_two_orders_without_a_correction_go_to_a_person():
    claims = _claims("Order SU-64410\nThe bowl came chipped, refund please. (order SU-64411)")
    assert claims and all(s.order == "" and s.order_unsure for s in claims)


BOWL = [line("BWL-1", "Serving bowl", 3000)]
BOWL_TOO = [line("BWL-2", "Serving bowl", 4500)]


def _two_bowls(cid: str, body: str, subject: str = "bowl", expected_cents: int | None = None, owner_email: str = "") -> dict:
    paid = expected_cents if expected_cents is not None else cents(BOWL_TOO, "BWL-2", 1)
    c = case(cid, body, BOWL, intents=["damaged_item"], subject=subject, ref=FIELD,
             expected={"outcome": "resolved", "refunds": [refund(paid, "BWL-2", 1)] if paid else []})
    shipments = [{**sh, "tracking_number": "PN64411"} for sh in c["world"]["orders"][0]["shipments"]]
    other = {**c["world"]["orders"][0], "ref": OTHER, "lines": BOWL_TOO, "shipments": shipments,
             "charges": [{**ch, "amount_cents": {"items": 4500, "tax": 360}.get(ch["kind"], ch["amount_cents"])} for ch in c["world"]["orders"][0]["charges"]]}
    if owner_email:
        c["world"]["customers"].append({"ref": "C9", "name": "Someone Else", "email": owner_email})
        other["customer"] = "C9"
    c["world"]["orders"].append(other)
    return c


@pytest.mark.django_db
def test_the_tied_order_is_paid_and_the_fields_order_nothing(tmp_path):
    cases = [_two_bowls(f"TIED-{n}", text.split("\n", 1)[1], subject=text.split("\n", 1)[0]) for n, text in enumerate(TIED)
             if not text.startswith("Re: order")]
    assert_money_as_expected(tmp_path, cases)


@pytest.mark.django_db
def test_another_customers_order_tied_by_the_aside_is_never_paid(tmp_path):
    c = _two_bowls("THEIRS", "The bowl came chipped, refund please.\n\nSam\nOrder no. SU-64411", expected_cents=0,
                   owner_email="someone.else@example.com")
    assert_money_as_expected(tmp_path, [c])

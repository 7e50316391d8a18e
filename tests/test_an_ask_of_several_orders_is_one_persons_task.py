"""An ask of no kind the runtime acts on, told of several orders at once ("a VAT invoice for both orders"), is one
person's task on the run of the order it names first (the pinned order when it names none by number), and that task
names every order; a follow-up run on the second order does not ask a person again.

"SU-71006 ... SU-71106 ... Please also issue a VAT invoice for both orders" (blind round ver37c, V37C-06) went to a
person from each order's run (runs/asks_of_several_orders.py). Near-misses stay as they were: a claim told of both
orders is each order's (each run settles it against its own record), and an ask naming the second order alone is the
follow-up's. Wording written for these tests."""

import copy

import pytest

from runs.asks_of_several_orders import orders_named_in_goal
from runs.follow_ups import scoped_text
from runs.intents import read_ticket
from tests import fresh_cases as fc

CLAIMS = "On SU-72101 the lamp came scratched. On SU-72102 the towels came torn."
OF_BOTH = [
    "Please also issue a VAT invoice for both orders.",
    "Could you change the delivery address on both orders to 4 Mill Yard?",
    "can u send me receipts for both my orders pls",
    "Please update the billing name on both of these orders to Hale Ltd.",
    "Would you be able to email me copies of the invoices for each order?",
    "Our accounts team needs a VAT invoice for both orders - please send them over.",
]


def _read(ask):
    return read_ticket(f"SU-72101 and SU-72102\n{CLAIMS} {ask}", order_ref="SU-72101")


@pytest.mark.parametrize("ask", OF_BOTH)
def test_the_follow_up_leaves_the_ask_to_the_pinned_run_which_names_both_orders(ask):
    read = _read(ask)
    said = next(s for s in read.sentences if s.text.strip() == ask)
    assert said.is_request and said.kinds == ["other"] and said.about_order("SU-72101"), (said.role, said.kinds, said.order, said.also)
    assert ask not in scoped_text(read, "SU-72102")
    assert "the towels came torn" in scoped_text(read, "SU-72102")  # the second order's own claim is still handed over
    assert orders_named_in_goal("a person answers", said, "SU-72101").endswith("(orders SU-72101 and SU-72102)")


@pytest.mark.parametrize("ask", ["Both orders were charged twice.", "Please send an invoice for SU-72102.",
                                 "And SU-72102 should go to my office address please."])
def test_a_claim_of_both_or_an_ask_of_the_second_alone_stays_with_the_follow_up(ask):
    read = _read(ask)
    assert ask in scoped_text(read, "SU-72102")


@pytest.mark.django_db
def test_end_to_end_one_person_task_for_the_invoice_and_each_claim_paid_on_its_order(tmp_path):
    notebooks = [fc.line("NB-A5", "A5 dotted notebook", 450, 20)]
    planters = [fc.line("PL-CER", "Ceramic planter, large", 2200, 10)]
    body = ("Hello, two things across our orders:\n\n- SU-72101 (notebooks): the delivery charge of $5.99 shows twice on our statement.\n"
            "- SU-72102 (planters): two of the ten ceramic planters arrived broken; the other eight are fine.\n\n"
            "Please also issue a VAT invoice for both orders addressed to Hale Ltd - accounts can't close the PO without it.\n\nRegards, Robin")
    case = fc.case("SEV-1", body, notebooks, ref="SU-72101", subject="SU-72101 + SU-72102 - billing and damage",
                   intents=[{"kind": "duplicate_charge", "quote": "the delivery charge of $5.99 shows twice"},
                            {"kind": "damaged_item", "quote": "two of the ten ceramic planters arrived broken"},
                            {"kind": "other", "quote": "Please also issue a VAT invoice for both orders"}],
                   expected={"outcome": "partial", "refunds": [{"amount_cents": 599, "source": "platform"},
                                                               {"amount_cents": 4752, "source": "platform"}],
                             "returns": [], "escalations": [{"item": "invoice"}]})
    first = case["world"]["orders"][0]
    fee = next(x for x in first["charges"] if x["kind"] == "delivery")
    first["charges"].append({**fee, "charged_at": fee["charged_at"].replace(":00:00", ":04:00")})  # the fee taken twice
    second = copy.deepcopy(first)
    second.update(ref="SU-72102", lines=planters)
    second["charges"] = [{**first["charges"][0], "amount_cents": 22000}, {**first["charges"][1], "amount_cents": 1760}]
    second["shipments"][0].update(tracking_number="PN72102")
    case["world"]["orders"].append(second)
    fc.assert_all_pass(tmp_path, [case])

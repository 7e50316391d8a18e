"""A ticket that only lists its orders ("orders SU-1 / SU-2" in a signature, "Order refs: ...", a
subject line, "(#SU-1, #SU-2)") and tells its requests without numbers has each request tied to the
order whose lines it names: the candle charged twice is the candle order's, the torn door mat the mat
order's. The run works on one order; a request tied to the other goes to a person naming that order,
and one that cannot be tied to any goes to a person naming them all. A charge taken twice is never
declined after looking at an order its goods are not on, a deferral names the order it was checked
on, and a run the verifier fails hands a person the requests left undone, quoted."""

import copy

import pytest

from runs.agents.offline_decisions import naming_order
from runs.intents import read_ticket
from runs.verifier import verify
from tests import fresh_cases as fc

CANDLE = [fc.line("CDL-1", "Soy candle, fig and cedar", 2400)]
MAT = [fc.line("MAT-2", "Coir door mat, 60 x 40 cm", 1950)]
CANDLE_DUP = {"amount_cents": 2400, "source": "platform", "lines": []}


def _two(cid: str, body: str, expected: dict, *, subject: str = "my orders", dup_on: tuple[str, ...] = ("SU-75111",),
         intents: tuple[str, ...] = ("duplicate_charge", "damaged_item")) -> dict:
    """Two delivered orders of one customer, SU-75111 (a candle) and SU-75112 (a door mat), the ticket's order field
    empty; the items charge is taken twice on the orders in `dup_on`."""
    case = fc.case(cid, body, CANDLE, intents=list(intents), expected=expected, subject=subject, ref="SU-75111")
    case["ticket"]["order_ref"] = ""
    first = case["world"]["orders"][0]
    second = copy.deepcopy(first)
    items = sum(x["unit_price_cents"] * x["quantity"] for x in MAT)
    second.update(ref="SU-75112", lines=MAT,
                  charges=[{**c, "amount_cents": items if c["kind"] == "items" else round(items * 0.08) if c["kind"] == "tax" else c["amount_cents"]}
                           for c in first["charges"]])
    second["shipments"] = [{**s, "tracking_number": s["tracking_number"] + "B"} for s in first["shipments"]]
    case["world"]["orders"].append(second)
    for order in case["world"]["orders"]:
        if order["ref"] in dup_on:
            order["charges"].append(dict(next(c for c in order["charges"] if c["kind"] == "items")))
    return case


@pytest.mark.parametrize("text", [
    "my orders\nthe candle payment went out twice. also the door mat from my other order came ripped down the middle.\n"
    "thanks / Lee / orders SU-75111 / SU-75112",
    "Re: SU-75111 and SU-75112\nThe candle was taken twice from my card, and the mat in my other order came torn.",
    "hello\nboth fine apart from this: the door mat from the other order is ripped, and the candle was billed two times.\n"
    "Order refs: SU-75111, SU-75112",
    "Hi there\nmy other order's door mat arrived torn across. (#SU-75111, #SU-75112)",
    "orders\nthe mat from my other ordr came ripped\nLee - SU-75111 / SU-75112",
])
def test_my_other_order_in_a_ticket_that_only_lists_its_orders_is_any_of_them(text):
    damage = [s for s in read_ticket(text).requests if "damaged_item" in s.kinds]
    assert damage and all(s.order_unsure and not s.order and not s.other_than for s in damage), read_ticket(text).as_payload()


@pytest.mark.parametrize("text, order_ref, other", [
    ("The candle was charged twice. The door mat from my other order came ripped.\nLee, SU-75111 / SU-75112", "SU-75111", "SU-75112"),
    # a sentence of its own names the order the requests are about: "the other" is the other of the two listed after it
    ("SU-75112 is fine. The candle from my other order was taken twice on my card.\nLee (SU-75112, SU-75111)", "", "SU-75111"),
])
def test_my_other_order_against_an_order_the_ticket_gives_is_still_that_other_one(text, order_ref, other):  # near miss
    r = read_ticket(text, order_ref=order_ref)
    asked = [s for s in r.requests if "other order" in s.text]
    assert asked and all(s.order == other and not s.order_unsure for s in asked), r.as_payload()


def _passed(got: dict, cases: list[dict]) -> None:
    ids = [c["id"] for c in cases]
    assert all(got[c]["passed"] for c in ids), {c: got[c]["differences"] for c in ids if not got[c]["passed"]}
    assert got[""]["guard_violations"] == 0 and got[""]["silent_drops"] == 0 and got[""]["double_refunds"] == 0


@pytest.mark.django_db
def test_each_request_is_worked_on_the_order_its_goods_are_on(tmp_path):
    # each request is paid on the order its goods are on: the run works the order told first, and the other order's
    # request goes to a follow-up run pinned to it (runs/goods_of_another_order.py), never paid on the first
    both_paid = {"outcome": "resolved", "refunds": [CANDLE_DUP, fc.refund(fc.cents(MAT, "MAT-2", 1), "MAT-2", 1)], "returns": [],
                 "escalations": []}
    candle_paid = mat_paid = both_paid
    # one sentence telling of both orders' goods is not cut in two: the other order's request in it goes to a person, named
    candle_only = {"outcome": "partial", "refunds": [CANDLE_DUP], "returns": [], "escalations": [{"item": "SU-75112"}]}
    mat_only = {"outcome": "partial", "refunds": [fc.refund(fc.cents(MAT, "MAT-2", 1), "MAT-2", 1)], "returns": [],
                "escalations": [{"item": "SU-75111"}]}
    cases = [
        _two("OX-1", "the candle payment went out twice. also the door mat from my other order came ripped down the middle.\n"
                     "thanks / Lee / orders SU-75111 / SU-75112", candle_paid),
        _two("OX-2", "Hello,\n\nMy bank shows the candle charged two times. Separately, the door mat arrived torn.\n\n"
                     "Order refs: SU-75111, SU-75112\nLee Park", candle_paid),
        _two("OX-3", "hi, paid twice for the candle?? and the coir mat came with a big rip in it. Lee", candle_paid,
             subject="SU-75111 + SU-75112"),
        _two("OX-4", "I was billed twice for the soy candle, and the door mat in my other parcel came ripped. Kind regards, Lee "
                     "(#SU-75111, #SU-75112)", candle_only),
        _two("OX-5", "candel got chargd twice. door mat arived torn.\norders: SU-75111 & SU-75112", candle_paid),
        # the mat told first: the run works on the mat's order, and the candle's charge goes to a person on its own order
        _two("OX-6", "The door mat arrived ripped in half. Also the candle was charged twice on my statement.\n-- Lee, SU-75111 / SU-75112",
             mat_paid),
        _two("OX-7", "The door mat has a rip down the middle, and separately the candle was billed twice. Lee (#SU-75111, #SU-75112)",
             mat_only),
    ]
    got = fc.run(tmp_path, cases)
    _passed(got, cases)


@pytest.mark.django_db
def test_a_charge_taken_twice_naming_no_goods_is_tied_by_the_record_or_handed_over_naming_the_orders(tmp_path):
    one = {"outcome": "resolved", "refunds": [CANDLE_DUP], "returns": [], "escalations": []}
    person = {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "one of orders SU-75111"}]}
    cases = [
        # only the candle order shows a charge taken twice: the record ties it there
        _two("OY-1", "My card was charged twice for one of these. Could you put it right?\nOrders SU-75111 / SU-75112", one,
             intents=("duplicate_charge",)),
        _two("OY-2", "I've been billed two times, please refund the extra.", one, subject="SU-75111, SU-75112", intents=("duplicate_charge",)),
        # both show one, or neither: a person finds which, with both orders named; nothing is paid or declined on a guess
        _two("OY-3", "My card was charged twice for one of these. Could you put it right?\nOrders SU-75111 / SU-75112", person,
             dup_on=("SU-75111", "SU-75112"), intents=("duplicate_charge",)),
        _two("OY-4", "double charged!! fix it. refs #SU-75111 #SU-75112", person, dup_on=(), intents=("duplicate_charge",)),
        _two("OY-5", "Good morning, the payment was taken twice.\n\nRegards, Lee\nSU-75111 | SU-75112", person, dup_on=(),
             intents=("duplicate_charge",)),
    ]
    got = fc.run(tmp_path, cases)
    _passed(got, cases)


@pytest.mark.django_db
def test_a_charge_declined_on_one_order_says_which_order_showed_none(tmp_path):
    case = fc.case("OZ-1", "Order SU-70001 - I think the candle was charged twice?", CANDLE, intents=["duplicate_charge"],
                   expected={"outcome": "partial", "refunds": [], "returns": [], "deferred": [{"item": "SU-70001"}]})
    got = fc.run(tmp_path, [case])
    _passed(got, [case])


@pytest.mark.parametrize("reason, said", [
    ("the order shows no charge taken twice, so there is nothing to refund", "order SU-75190 shows no charge taken twice"),
    ("delivery on this order was free, so there is no delivery fee to refund", "delivery on order SU-75190 was free"),
    ("this was already refunded ($45.00 on 2026-10-10)", "(checked on order SU-75190)"),
    ("the return window of order SU-75190 closed on 2026-10-01", "the return window of order SU-75190 closed"),
    ("30 days have passed since delivery", "30 days have passed since delivery (checked on order SU-75190)"),
])
def test_a_deferral_names_the_order_it_was_checked_on(reason, said):
    got = naming_order(reason, "SU-75190")
    assert said in got and got.count("SU-75190") == 1, got


def test_a_run_the_verifier_fails_names_each_request_left_undone():
    ticket = {"subject": "two things", "body": "The candle was charged twice. Also the lamp shade arrived crushed flat.", "order_ref": "SU-1"}
    plan = [{"number": 1, "goal": "refund the duplicate charge", "kind": "duplicate_charge", "status": "deferred"}]
    verdict = verify(ticket=ticket, plan=plan, deliverables={"refunds": [], "returns": []}, sentences={1: "Nothing was refunded."})
    items = [f["item"] for f in verdict.findings if f["check"] == "intent_covered"]
    assert verdict.verdict == "FAIL" and items == ['damaged item: "Also the lamp shade arrived crushed flat."'], verdict.findings

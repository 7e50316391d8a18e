"""A ticket naming several orders and then telling of each in words ("the second one", "the last
parcel", "my other order", "both of my orders") puts each request on the order it points at: never on
the order named just before, and never on the pinned order's goods the customer called fine. An order
the ticket gives no number for is looked up among the customer's orders, or a person is told the
candidates; nothing is paid on a guess."""

import copy

import pytest

from runs.intents import orders_in as orders_named_in, read_ticket
from tests import fresh_cases as fc

POT = [fc.line("TPT-1", "Stoneware teapot, speckled", 3600)]
BOARD = [fc.line("BRD-2", "Bamboo bread board", 2800)]


def _requests(text: str, order_ref: str = "") -> list[tuple[list[str], str, list[str], str]]:
    r = read_ticket(text, order_ref=order_ref)
    return [(s.kinds, s.order, s.also, s.other_than) for s in r.requests]


@pytest.mark.parametrize("text, kind, order", [
    ("Orders SU-70001 and SU-70002.\nThe first one is grand. The second one came with the board split in two, refund please.", "damaged_item", "SU-70002"),
    ("re SU-70001, SU-70002, SU-70003\nnumber 1 and 3 are ok. the middle one never turned up at all", "non_delivery", "SU-70002"),
    ("I have SU-70001 (teapot) and SU-70002 (board) open with you. The latter parcel turned up four days late - "
     "refund the postage?", "late_delivery", "SU-70002"),
    ("hi - SU-70001 + SU-70002 + SU-70003\nthe last one came smashed to bits", "damaged_item", "SU-70003"),
])
def test_an_ordinal_points_at_the_order_named_in_that_place(text, kind, order):
    asked = [(kinds, o) for kinds, o, _, _ in _requests(text) if kind in kinds]
    assert asked and all(o == order for _, o in asked), _requests(text)


@pytest.mark.parametrize("text", [
    "The teapot (SU-70001) is perfect, thanks. The bread board from my other order arrived split in two though.",
    "Order SU-70001 is fine, nothing to do there. My OTHER parcel, the one with the bread board, came cracked. Refund it please.",
    "SU-70001 arrived great. the other order tho - board snapped in half. sort it out pls",
])
def test_my_other_order_keeps_the_request_off_the_order_named(text):
    got = _requests(text, "SU-70001")
    damage = [r for r in got if "damaged_item" in r[0]]
    assert damage and all(o == "" and other == "SU-70001" for _, o, _, other in damage), got


@pytest.mark.parametrize("text", [
    "SU-70001 and SU-70002: both my orders show the delivery charged twice. Refund the extra ones please.",
    "Orders SU-70001 / SU-70002 - you took the delivery fee two times on both of them.",
    "I placed SU-70001 and SU-70002 on Monday and each order was billed for delivery twice.",
])
def test_both_orders_give_each_order_the_request(text):
    got = [r for r in _requests(text) if "duplicate_charge" in r[0]]
    assert got and {got[0][1], *got[0][2]} == {"SU-70001", "SU-70002"}, got


@pytest.mark.parametrize("text, order_ref", [
    ("Order SU-70001: I bought two mugs and the second one arrived chipped.", "SU-70001"),  # one order named: the second mug, not an order
    ("The teapot lid is cracked, the other one in the set is fine.", "SU-70001"),
    ("SU-70001 - the first one I unpacked was fine but the teapot was cracked.", ""),
])
def test_words_about_goods_in_one_order_point_at_no_other_order(text, order_ref):
    got = _requests(text, order_ref)
    assert got and all(not also and not other for _, _, also, other in got), got


def _two_orders(case: dict, other_lines: list[dict], *, duplicate_fee: bool = False, ref: str = "SU-70002") -> dict:
    """The case's world with another delivered order of the same customer, `ref`, holding `other_lines`."""
    case = copy.deepcopy(case)
    first = case["world"]["orders"][0]
    second = copy.deepcopy(first)
    items = sum(x["unit_price_cents"] * x["quantity"] for x in other_lines)
    second.update(ref=ref, lines=other_lines,
                  charges=[{**c, "amount_cents": items if c["kind"] == "items" else round(items * 0.08) if c["kind"] == "tax" else c["amount_cents"]}
                           for c in first["charges"]])
    second["shipments"] = [{**s, "tracking_number": s["tracking_number"] + ref[-1]} for s in first["shipments"]]
    case["world"]["orders"].append(second)
    if duplicate_fee:
        for order in case["world"]["orders"]:
            fee = next(c for c in order["charges"] if c["kind"] == "delivery")
            order["charges"].append({**fee, "charged_at": fee["charged_at"].replace(":00:00", ":03:00")})  # taken again three minutes on
    return case


@pytest.mark.django_db
def test_a_request_on_another_order_is_handed_to_a_person_naming_it_and_the_fine_goods_are_not_paid(tmp_path):
    cases = [
        # the bread board a line of the customer's one other order alone: worked by a follow-up run there (runs/goods_of_another_order.py)
        _two_orders(fc.case("F11P-O1", "The teapot (SU-70001) is perfect, thanks. The bread board from my other order arrived split "
                            "down the middle though - could you sort it?", POT, intents=["damaged_item"],
                            expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(BOARD, "BRD-2", 1), "BRD-2", 1)]}), BOARD),
        _two_orders(fc.case("F11P-O2", "hiya, i've got SU-70001 and SU-70002 with you. first one's grand. the second one came with the "
                            "board cracked clean in two, refund pls", POT, intents=["damaged_item"],
                            # numbered by the customer as their own: worked by a follow-up run on SU-70002 (runs.follow_ups), paid there
                            expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(BOARD, "BRD-2", 1), "BRD-2", 1)]}), BOARD),
        _two_orders(fc.case("F11P-O3", "Nothing wrong with the teapot, leave that be. The other order, the one with the bread board, "
                            "arrived snapped. I'd like my money back for the board.", POT, intents=["damaged_item"],
                            expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(BOARD, "BRD-2", 1), "BRD-2", 1)]}), BOARD),
        # no order of its own on the ticket: the order the words point at is the run's, and its line is paid
        _two_orders(fc.case("F11P-O4", "Last one arrived split in two. Refund for that one please.", POT, intents=["damaged_item"], ref="",
                            subject="SU-70001, SU-70002",
                            expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(BOARD, "BRD-2", 1), "BRD-2", 1)]}), BOARD),
        # near miss: one order, its own goods in words; paid as before
        fc.case("F11P-O5", "Order SU-70001: the teapot arrived with the spout snapped off. Refund please.", POT, intents=["damaged_item"],
                expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(POT, "TPT-1", 1), "TPT-1", 1)]}),
    ]
    cases[3]["world"]["orders"][0]["ref"] = "SU-70001"
    got = fc.run(tmp_path, cases)
    ids = [c["id"] for c in cases]
    assert all(got[c]["passed"] for c in ids), {c: got[c]["differences"] for c in ids if not got[c]["passed"]}
    assert got[""]["guard_violations"] == 0 and got[""]["silent_drops"] == 0


@pytest.mark.django_db
def test_both_orders_charged_twice_pays_the_pinned_one_and_names_the_other(tmp_path):
    case = _two_orders(fc.case("F11P-B1", "Both my orders show the delivery charged twice, please refund the extra fees.", POT,
                               intents=["duplicate_charge"], subject="SU-70001 and SU-70002",
                               expected={"outcome": "partial", "refunds": [{"amount_cents": 599, "source": "platform", "lines": []}],
                                         "escalations": [{"item": "SU-70002"}]}), BOARD, duplicate_fee=True)
    got = fc.run(tmp_path, [case])
    assert got["F11P-B1"]["passed"], got["F11P-B1"]["differences"]


MUGS = [fc.line("MUG-3", "Enamel camping mugs, set of 4", 2400)]


def _three_listed(cid: str, body: str, expected: dict, subject: str = "re: SU-70001 / SU-70002 / SU-70003") -> dict:
    case = fc.case(cid, body, POT, intents=["damaged_item"], ref="", subject=subject, expected=expected)
    case["world"]["orders"][0]["ref"] = "SU-70001"
    return _two_orders(_two_orders(case, BOARD), MUGS, ref="SU-70003")


@pytest.mark.django_db
def test_orders_only_listed_are_told_apart_by_the_goods_the_request_names(tmp_path):
    board = {"outcome": "resolved", "refunds": [fc.refund(fc.cents(BOARD, "BRD-2", 1), "BRD-2", 1)]}
    cases = [
        _three_listed("F11P-L1", "Teapot's great. The bread board came cracked right across, refund it please.", board),
        _three_listed("F11P-L2", "hello again - the mugs are fine, leave them be. my bamboo board arrived with a crack down the middle. money back pls",
                      board),
        _three_listed("F11P-L3", "Dear team, the board I received is cracked along the grain. I would like a refund.", board,
                      subject="Orders SU-70001, SU-70002 and SU-70003"),
        # near miss: no goods named, no order pointed at: a person finds the order, nothing is paid on the first one listed
        _three_listed("F11P-L4", "One of them arrived broken. Refund please.", {"outcome": "escalated", "escalations": [{"item": "broken"}]}),
    ]
    got = fc.run(tmp_path, cases)
    ids = [c["id"] for c in cases]
    assert all(got[c]["passed"] for c in ids), {c: got[c]["differences"] for c in ids if not got[c]["passed"]}
    assert got[""]["guard_violations"] == 0 and got[""]["silent_drops"] == 0


@pytest.mark.parametrize("text, first, second", [
    ("right so order SU-70001 the teapot is in bits and then SU-70002 the bread board never arrived at all", "damaged_item", "non_delivery"),
    ("Two problems: SU-70001 came cracked, and SU-70002 was charged twice - $28.00 two times.", "damaged_item", "duplicate_charge"),
    ("for SU-70001 you sent me the wrong colour and for SU-70002 the parcel came five days late", "wrong_item", "late_delivery"),
])
def test_one_sentence_telling_each_order_its_own_problem_asks_each_of_its_own(text, first, second):
    s = next(s for s in read_ticket(text).requests if first in s.kinds)
    assert (s.kinds_on("SU-70001"), s.kinds_on("SU-70002")) == ([first], [second]), s.as_payload()


def test_one_problem_told_after_two_orders_is_the_order_named_before_it():  # near miss: nothing split
    s = read_ticket("I have SU-70001 and SU-70002 with you; the second one's board came cracked.").requests[0]
    assert not s.kinds_by_order and s.kinds == ["damaged_item"]


@pytest.mark.django_db
def test_each_order_of_one_run_on_sentence_gets_its_claim(tmp_path):
    case = _two_orders(fc.case("F11P-S1", "ok so SU-70002 the bread board came with a big crack i want a refund for that and SU-70001 the "
                               "teapot never turned up at all so someone needs to look at that too", BOARD, intents=["damaged_item", "non_delivery"],
                               ref="", expected={"outcome": "partial", "refunds": [fc.refund(fc.cents(BOARD, "BRD-2", 1), "BRD-2", 1)],
                                                 "escalations": [{"item": "SU-70001"}]}), POT, ref="SU-70001")
    case["world"]["orders"][0]["ref"] = "SU-70002"
    got = fc.run(tmp_path, [case])
    assert got["F11P-S1"]["passed"], got["F11P-S1"]["differences"]


@pytest.mark.parametrize("text, kind, order", [
    ("Order SU-70001: the teapot came chipped.\nOrder SU-70002: the bread board was four days late.\n\nPlease refund the teapot and the "
     "delivery fee back on the board.", "late_delivery", "SU-70002"),
    ("SU-70001 had the teapot in it, which is grand. SU-70002 had my mugs.\nThe mugs arrived smashed, all of them.", "damaged_item", "SU-70002"),
    ("two orders: SU-70001 (the kettle) and SU-70002 (the rug).\n\nyou charged me twice for the rug, $80 and $80 again", "duplicate_charge",
     "SU-70002"),
])
def test_goods_the_ticket_put_in_one_order_tie_a_later_request_to_it(text, kind, order):
    asked = [s for s in read_ticket(text).requests if kind in s.kinds_on(order)]
    assert asked and all(s.order == order for s in asked if not orders_named_in(s.text)), read_ticket(text).as_payload()


def test_goods_named_in_both_orders_tie_nothing():  # near miss: "the mug" is in either order, so it stays any order's
    text = "SU-70001 had a mug and a teapot. SU-70002 had a mug too.\n\nThe mug arrived cracked."
    damage = [s for s in read_ticket(text).requests if "damaged_item" in s.kinds]
    assert damage and damage[-1].order in ("", "SU-70001") and not damage[-1].also, read_ticket(text).as_payload()


@pytest.mark.parametrize("text", [
    "the parcel says 'exception - recipient unknown' on tracking and that was a week ago",
    "Tracking shows an exception at the depot; nothing has happened since Monday.",
    "the tracking page - nothing has moved since the 3rd",
])
def test_a_tracking_trail_gone_cold_is_a_parcel_not_arrived(text):
    assert "non_delivery" in read_ticket(text).intents, read_ticket(text).as_payload()

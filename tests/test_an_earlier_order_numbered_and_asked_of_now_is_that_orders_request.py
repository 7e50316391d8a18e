"""A problem of the customer's earlier order, numbered and asked about now in the same sentence, is that order's request
(runs/intents/earlier_order_asked.py): "This order SU-1 is fine. My previous order SU-2 was charged twice for the rug
though - please refund the extra one" was read as history and sent to a person as asking nothing, and "on my earlier
order SU-2 the lamp was charged twice - please refund" was worked against the ticket's own order and declined there.
Now the request is SU-2's, handed to a follow-up run on SU-2 (the owner check is that run's), and the copy on SU-2's
record is refunded. Near-misses: the earlier order only compared, settled, or the ask pointing at this order."""

import pytest

from runs.intents import read_ticket
from runs.models import Run
from tests.fresh_cases import case, line, run, with_second_order

MUG = [line("MUG", "Stoneware coffee mug, sage", 1200)]
LAMP = [line("LMP", "Brass desk lamp", 4860)]


def requests(text, ref="SU-71101"):
    return [(s.kinds, s.order) for s in read_ticket(text, order_ref=ref).requests]


ASKED = [
    "Nothing wrong with this order (SU-71101). But on my earlier order SU-71102 the lamp was charged twice - please refund the extra charge.",
    "Hi, order SU-71101 arrived perfectly. However my previous order SU-71102 had the lamp charged two times, can you refund the duplicate?",
    "the current order SU-71101 is all good!! but my last order SU-71102 i got billed twice for the lamp, pls refund one of them",
    "SU-71101 is fine. My previous order SU-71102 was charged twice for the lamp though - please refund the extra one.",
    "Nothing wrong with SU-71101. On my previous order, SU-71102, you took payment twice for the lamp - I want the extra payment back.",
    "Re SU-71101 - no problem there. On my earlier purchase (SU-71102) the lamp was billed twice, I'd like the second charge refunded please.",
]


@pytest.mark.parametrize("text", ASKED)
def test_the_numbered_earlier_orders_ask_is_that_orders(text):
    assert (["duplicate_charge"], "SU-71102") in requests(text), read_ticket(text, order_ref="SU-71101").as_payload()
    assert not any(order == "SU-71101" for _, order in requests(text))


@pytest.mark.parametrize("text,kinds", [
    ("My previous order SU-71102 had no issues at all, so this is a surprise. The lamp is cracked, please refund.", ["damaged_item"]),
    ("My last order SU-71102 was fine. This time the lamp arrived with a cracked base, please refund.", ["damaged_item"]),
    ("The mug was charged twice. My previous order SU-71102 was also charged twice - please refund this one.", ["duplicate_charge"]),
    ("My previous order SU-71102 was charged twice too and you refunded it. Please refund this one, the mug was charged twice.",
     ["duplicate_charge"]),
])
def test_an_earlier_order_compared_settled_or_beside_an_ask_of_this_order_asks_nothing_of_it(text, kinds):
    found = requests(text)
    assert not any(order == "SU-71102" for _, order in found), found
    assert any(k == kinds for k, _ in found), found


def _two_orders(cid: str, body: str) -> dict:
    c = case(cid, body, MUG, ref="SU-71101", intents=["duplicate_charge"],
             expected={"outcome": "resolved", "refunds": [{"amount_cents": 4860, "source": "platform", "lines": []}], "returns": [], "escalations": []})
    second = with_second_order(c, "SU-71102", LAMP, charged_for_lines=True)["world"]["orders"][1]
    second["charges"].append({**second["charges"][0], "charged_at": second["charges"][0]["charged_at"].replace(":00:00", ":03:00")})
    return c


@pytest.mark.django_db
def test_the_copy_on_the_earlier_order_is_refunded_by_a_follow_up_on_that_order(tmp_path):
    cases = [_two_orders(f"EARLIER-{i}", body) for i, body in enumerate(ASKED[:4])]
    results = run(tmp_path, cases)
    assert results[""]["silent_drops"] == 0 and results[""]["guard_violations"] == 0
    for c in cases:
        assert results[c["id"]]["passed"], (c["id"], results[c["id"]]["differences"])
        follow = [r for r in Run.objects.filter(ticket__ref__contains=c["id"]) if (r.state or {}).get("handed_from")]
        assert follow and follow[0].order_ref.startswith("SU-71102"), "the earlier order is worked by its own follow-up run"
        first = [r for r in Run.objects.filter(ticket__ref__contains=c["id"]) if not (r.state or {}).get("handed_from")]
        assert "taken twice" not in first[0].state["reply"]["body"], first[0].state["reply"]["body"]  # never declined on the wrong order

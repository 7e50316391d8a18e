"""A follow-up run reads "my other order" as the order handed to it (runs/handed_relative.py): "you charged me twice on
my other order too", the other order numbered only in the signature (adv28, A28-16), was handed to a follow-up on that
order, which read the words as an order other than its own, named the first order in its plan and its reply, and never
checked the claim against its own charges. Now the follow-up settles it on its own record. Wording written for these
tests."""

import pytest

from runs.handed_relative import as_handed
from runs.intents import read_ticket
from runs.models import Run
from tests.fresh_cases import case, cents, line, refund, run, with_second_order

VASE = [line("VAS", "Glass bud vase", 3600)]
NAPKINS = [line("NAP", "Linen napkins, set of 4", 2800)]


def _two_orders(cid: str, body: str, *, copy_on_second: bool) -> dict:
    c = case(cid, body, VASE, ref="SU-71001", intents=["damaged_item", "duplicate_charge"],
             expected={"outcome": "resolved" if copy_on_second else "partial", "refunds": [refund(cents(VASE, "VAS", 1), "VAS", 1)],
                       "returns": [], "escalations": []})
    second = with_second_order(c, "SU-71002", NAPKINS, charged_for_lines=True)["world"]["orders"][1]
    if copy_on_second:
        second["charges"].append({**second["charges"][0], "charged_at": second["charges"][0]["charged_at"].replace(":00:00", ":02:00")})
        c["expected"]["refunds"].append({"amount_cents": 2800, "source": "platform", "lines": []})
    else:
        c["expected"]["deferred"] = [{"item": "charge"}]
    return c


BODIES = [
    "Hello again,\n\nThe glass vase from my order SU-71001 arrived with a chip out of the rim, please refund it.\n\n"
    "And while I have you - you charged me twice on my other order too, please refund the second charge on that one as well.\n\n"
    "Kind regards,\nFrancesca\nOrder SU-71002",
    "hi, vase on SU-71001 came chipped, refund pls. also my other order was billed twice, sort that too\n\nthx\nSU-71002",
    "Dear team, the bud vase (order SU-71001) is cracked at the neck; I would like a refund. Separately, my other order "
    "appears twice on my card statement. Please refund the extra payment.\n\nYours, F. Bellini (ref SU-71002)",
]


@pytest.mark.django_db
def test_a_duplicate_on_the_other_order_named_only_in_the_signature_is_checked_on_that_orders_record(tmp_path):
    cases = [_two_orders(f"OTHER-{i}", body, copy_on_second=False) for i, body in enumerate(BODIES)]
    results = run(tmp_path, cases)
    for c in cases:
        assert results[c["id"]]["passed"], (c["id"], results[c["id"]]["differences"])
        follow = [r for r in Run.objects.filter(ticket__ref__contains=c["id"]) if (r.state or {}).get("handed_from")]
        assert follow, "the other order is worked by a follow-up run"
        reply = follow[0].state["reply"]["body"]
        assert "SU-71002" in reply and "SU-71001" not in reply, reply  # its own order, never the first run's


@pytest.mark.django_db
def test_a_real_copy_on_the_other_order_is_paid_by_the_follow_up(tmp_path):
    c = _two_orders("OTHER-COPY", BODIES[0], copy_on_second=True)
    results = run(tmp_path, [c])
    assert results[c["id"]]["passed"], results[c["id"]]["differences"]


def test_only_words_kept_off_the_handed_order_are_put_on_it():
    text = "\nyou charged me twice on my other order too, please refund the second charge on that one as well.\nOrder SU-71002"
    reading = read_ticket(text, order_ref="SU-71002")
    assert any(s.other_than for s in reading.sentences)
    handed = as_handed(reading, "SU-71002")
    assert not any(s.other_than for s in handed.sentences)
    assert any("duplicate_charge" in s.kinds_on("SU-71002") for s in handed.requests)
    # a reading with no such words, or kept off another order, is left as it is
    plain = read_ticket("\nthe napkins were charged twice. SU-71002", order_ref="SU-71002")
    assert as_handed(plain, "SU-71002") is plain
    assert as_handed(reading, "SU-99999") is reading

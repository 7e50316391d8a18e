"""Two ways a multi-line claim could have carried money past the guard:

- a non-delivery claim naming a lost parcel's line and a line whose parcel is still due: the lost
  parcel must not carry the other past `promised_date_passed`; every parcel is judged on its own;
- two subtasks each naming the same units of a line ("the bowl and two of the mugs" planned as a
  bowl subtask naming the mugs too, and a mugs subtask): the count the ticket states is for the
  run, so the second decision is refused, whatever its own quantity."""

import pytest

from runs import policy
from runs.guards import check_lines, units_taken
from runs.shop.models import Refund
from runs.unit_counts import units_stated
from tests.runtime_world import call, start, ticket, walk_until_pause
from tests.test_several_lines_and_split_parcels import _evidence, _order, _parcel, _with_parcels, shopfront  # noqa: F401

LIVING = _order(("LMP", "Arc floor lamp", 1, 5200), ("RUG", "Jute rug", 1, 4800), ref="SU-73100")


def _claim(skus: list[str]) -> dict:
    return {"case_type": "non_delivery", "action": "refund", "lines": [{"sku": s, "quantity": 1} for s in skus], "amount_cents": 1}


def _living(rug_promised: str, rug_status: str = "label_created") -> dict:
    lamp = {**_parcel("PN-L1", ["LMP"], None, [("2026-11-04T08:00:00+00:00", "picked_up")], status="lost"), "promised_by": "2026-11-10"}
    rug = {**_parcel("PN-R1", ["RUG"], None, [], status=rug_status), "promised_by": rug_promised}
    return _with_parcels(LIVING, [lamp, rug])


def test_a_lost_parcel_does_not_carry_a_line_whose_own_parcel_is_still_due():
    found = {f.condition: f for f in policy.eligibility("non_delivery", _evidence(_living("2026-11-22")), _claim(["LMP", "RUG"]))}
    promised = found["promised_date_passed"]
    assert not promised.holds
    assert "PN-L1 lost" in promised.says and "PN-R1 promised by 22 Nov 2026: still within its promised date" in promised.says
    assert [(p["tracking_number"], p["holds"]) for p in promised.compared["per_parcel"]] == [("PN-L1", True), ("PN-R1", False)]


def test_the_lost_parcels_own_line_still_passes_on_its_own():
    found = {f.condition: f for f in policy.eligibility("non_delivery", _evidence(_living("2026-11-22")), _claim(["LMP"]))}
    assert found["promised_date_passed"].holds and found["promised_date_passed"].says == "the carrier marked PN-L1 lost"


def test_both_lines_pass_once_the_second_parcel_is_past_its_own_date_too():
    found = {f.condition: f for f in policy.eligibility("non_delivery", _evidence(_living("2026-11-12")), _claim(["LMP", "RUG"]))}
    assert found["promised_date_passed"].holds


def test_one_date_for_every_parcel_reads_as_before():
    order = _with_parcels(LIVING, [{**_parcel("PN-A", ["LMP"], None), "promised_by": "2026-11-20"},
                                   {**_parcel("PN-B", ["RUG"], None), "promised_by": "2026-11-20"}])
    found = {f.condition: f for f in policy.eligibility("non_delivery", _evidence(order), _claim(["LMP", "RUG"]))}
    assert found["promised_date_passed"].says == "promised by 20 Nov 2026, today is 16 Nov 2026: still within its promised date"


# --- units stated once for the run, not once per subtask -----------------------------------------------------

KITCHEN = _order(("BWL", "Stoneware serving bowl", 1, 4800), ("MUG", "Speckled mug", 4, 1200), ref="SU-73200")
TWO_MUGS = [{"text": "the stoneware serving bowl n two of the speckled mugs showed up smashed, refund pls", "kinds": ["damaged_item"]}]


def _decision(ref: str, lines: list[tuple[str, int]], state: str = "proposed") -> dict:
    return {"ref": ref, "case_type": "damaged_item", "action": "refund", "order_ref": "SU-73200", "state": state,
            "lines": [{"sku": s, "quantity": q} for s, q in lines], "amount_cents": 1}


def test_units_a_run_already_took_on_a_line_count_against_what_the_ticket_says():
    order = _with_parcels(KITCHEN, [_parcel("PN-K1", ["BWL", "MUG"], "2026-11-10")])
    bowl_and_mugs = _decision("D1", [("BWL", 1), ("MUG", 2)], state="admitted")
    mugs_again = _decision("D2", [("MUG", 2)])
    taken = units_taken(mugs_again, {"D1": bowl_and_mugs, "D2": mugs_again})
    result = check_lines(mugs_again, order, [], TWO_MUGS, taken)
    assert taken == {"BWL": 1, "MUG": 2}
    assert not result.passed
    assert "names 2 of Speckled mug and this run's other decisions already took 2; the ticket says 2" in result.inputs["problems"][0]


def test_units_of_a_refused_decision_or_of_another_kind_or_order_are_not_counted():
    refused = _decision("D1", [("MUG", 2)], state="refused")
    other_kind = {**_decision("D2", [("MUG", 2)], state="admitted"), "case_type": "change_of_mind", "action": "return"}
    other_order = {**_decision("D3", [("MUG", 2)], state="executed"), "order_ref": "SU-99999"}
    mugs = _decision("D4", [("MUG", 2)])
    assert units_taken(mugs, {"D1": refused, "D2": other_kind, "D3": other_order, "D4": mugs}) == {}


def test_a_first_decision_within_the_stated_count_is_admitted():
    order = _with_parcels(KITCHEN, [_parcel("PN-K1", ["BWL", "MUG"], "2026-11-10")])
    mugs = {**_decision("D1", [("MUG", 2)]), "amount_cents": 2400}
    assert check_lines(mugs, order, [], TWO_MUGS, {}).passed


def test_scripted_one_mug_named_by_two_subtasks_is_paid_once(shopfront):
    """SU-72005 (shopfront): a gooseneck kettle and two enamel mugs; the ticket says one mug broke.
    The model plans the kettle and the mug apart, names the mug in both decisions: one mug is paid."""
    kind = "damaged_item"
    steps = policy.plan_steps(kind)
    decide = dict(action="refund", source="platform", policy_ref="POL-DMG-002", needs_human=False, reason="arrived broken")
    turns = [[call("get_order", order_ref="SU-72005")],
             [call("propose_plan", order_ref="SU-72005", subtasks=[{"goal": "refund the gooseneck kettle", "kind": kind, "steps": steps},
                                                                   {"goal": "refund the enamel mug", "kind": kind, "steps": steps}])],
             [call("record_progress", subtask=1, status="in_progress"), call("record_progress", subtask=2, status="in_progress"),
              call("get_seller_supplement"), call("get_carrier_scan"), call("search_policy", query="damaged item")],
             [call("propose_decision", subtask=1, amount_cents=6500 + 1200, sku="KET",
                   lines=[{"sku": "KET", "quantity": 1}, {"sku": "MUG", "quantity": 1}], **decide),
              call("propose_decision", subtask=2, amount_cents=1200, sku="MUG", lines=[{"sku": "MUG", "quantity": 1}], **decide)]]
    body = "evening!! the gooseneck kettle has a dent the size of a coin and one enamel mug out of the pair is chipped at the rim. refund for those two things?"
    run = walk_until_pause(start(ticket(body, order_ref="SU-72005", subject="dented + chipped"), script={"turns": turns, "after": "offline"}))
    mugs_paid = sum(c["quantity"] for r in Refund.objects.filter(order__ref="SU-72005") for c in r.covers if c.get("sku") == "MUG")
    assert mugs_paid <= 1
    refused = [c for e in run.events.filter(kind="guard_check") for c in e.payload["checks"]
               if not c["passed"] and c["check"] == "amount_supported_by_lines"]
    assert refused and "already took 1" in refused[0]["inputs"]["problems"][0]


# --- "those two things" counts what the sentence named, not units of one line ---------------------------------

KETTLE_AND_MUGS = {"lines": [{"sku": "KET", "description": "Gooseneck kettle", "quantity": 1},
                             {"sku": "MUG", "description": "Enamel mug", "quantity": 2}]}


@pytest.mark.parametrize("text, mugs", [
    ("the gooseneck kettle is dented and one enamel mug out of the pair is chipped. refund for those two things?", 1),
    ("Kettle's dented and an enamel mug chipped - can I get money back on these 2 items", 1),
    ("one of my enamel mugs cracked and the kettle lid is bent, could you refund those two products", 1),
    ("the enamel mugs both came chipped, please refund those two", 2),  # still a count of the mugs
])
def test_those_two_things_counts_the_things_named_not_units_of_one_line(text, mugs):
    assert units_stated(KETTLE_AND_MUGS, KETTLE_AND_MUGS["lines"][1], [text]).at_most == mugs


# --- two counts in one sentence, each of its own line ------------------------------------------------------

TABLE = {"lines": [{"sku": "CBW", "description": "Cereal bowl", "quantity": 4},
                   {"sku": "DPL", "description": "Dinner plate", "quantity": 4}]}


@pytest.mark.parametrize("text, bowls, plates", [
    ("Sorry to bother you again: one more of the cereal bowls is chipped, and two of the four dinner plates are too.", 1, 2),
    ("two of the dinner plates n one of the cereal bowls came cracked!! refund pls", 1, 2),
    ("Of my order, three of the cereal bowls are broken while one of the dinner plates has a hairline crack.", 3, 1),
])
def test_each_count_in_a_sentence_bounds_the_line_its_words_name(text, bowls, plates):
    bowl, plate = TABLE["lines"]
    assert (units_stated(TABLE, bowl, [text]).at_most, units_stated(TABLE, plate, [text]).at_most) == (bowls, plates)


def test_a_count_naming_no_line_still_bounds_the_line_the_sentence_names():
    assert units_stated(TABLE, TABLE["lines"][0], ["two of them are chipped - the cereal bowls, I mean"]).at_most == 2

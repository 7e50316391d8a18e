"""A claim on some of a line's units, told as a share ("a quarter of them"), a count said fine ("the two
nearest the top are fine", "Five perfect"), the rest said fine ("the rest are fine") or the others counted
("the others both have a split leg"), never pays the whole line: the reading counts the units (or hands them
to a person), the guard refuses the whole line whoever proposed it and whatever a lead approved, and the
eval judge counts units paid beyond a case's labels as a guard violation even after an approval."""

from datetime import datetime, timezone

import pytest

from runs import guards, policy, policy_evidence
from runs.evals.cases import Expected
from runs.evals.judge import beyond_labels
from runs.models import Approval, Run
from runs.shop.models import Refund
from runs.shop.refund_matrix import refund_source_for
from runs.unit_counts import part_of_unit, units_stated
from tests.guard_fixtures import decision_on, line, refund_covering
from tests.runtime_world import call, delivered_order, offline_run, small_shop, start, ticket, walk_until_pause

UTC = timezone.utc


def _line(description: str, quantity: int, price: int = 1000, sku: str = "L-1") -> dict:
    return line(sku, description, quantity=quantity, cents=price)


def _units(description: str, quantity: int, *texts: str):
    line = _line(description, quantity)
    return units_stated({"order_ref": "SU-1", "lines": [line]}, line, list(texts))


def _part(description: str, *texts: str) -> str:
    line = _line(description, 1)
    return part_of_unit({"order_ref": "SU-1", "lines": [line]}, line, list(texts))


# --- 1. a share of the line's own units -------------------------------------------------------------------------

@pytest.mark.parametrize("description,quantity,text,count", [
    ("Porcelain egg cup", 12, "A quarter of them arrived chipped, the rest are fine.", 3),
    ("Porcelain egg cup", 12, "a quarter of them arived chiped, the rest r fine", 3),
    ("Stoneware bowl", 6, "half the bowls came cracked", 3),
    ("Wine tumbler", 9, "Honestly a third of the tumblers turned up in bits.", 3),
    ("Ceramic mug", 8, "Half are fine, half have chips on the rim", 4),
    ("Linen napkin", 12, "three quarters of my napkins have dye marks all over", 9),
    ("Glass candle holder", 4, "ugh, half of em came smashed", 2),
])
def test_a_share_of_the_line_is_that_many_units(description, quantity, text, count):
    units = _units(description, quantity, text)
    assert (units.exact, units.at_most) == (count, count), units


@pytest.mark.parametrize("description,quantity,text,most", [
    ("Bone china cup", 10, "a third of them are cracked", 4),  # no whole number of units
    ("Bone china cup", 10, "about a quarter of them are cracked", 3),  # hedged
    ("Bone china cup", 10, "most of them are cracked", 9),
    ("Glass candle holder", 4, "two-thirds of them came smashed", 3),
])
def test_a_share_that_is_no_whole_count_goes_to_a_person_and_bounds_the_line(description, quantity, text, most):
    units = _units(description, quantity, text)
    assert units.exact is None and units.vague and units.at_most == most


# --- 2. a count said fine, the others counted, the rest said fine ----------------------------------------------

M06 = ["Four chairs turned up today.", "The two nearest the top of the pallet are fine.",
       "The others both have a split back leg - looks like something heavy was stacked on them.",
       "Refund for those please, I'll sort replacements locally."]


@pytest.mark.parametrize("description,quantity,texts,count", [
    ("Beech dining chair", 4, M06, 2),
    ("Beech dining chair", 4, ["4 chairs came.", "2 r fine, the other 2 have cracked legs"], 2),
    ("Stoneware mug", 4, ["3 of them fine, 1 chipped"], 1),
    ("Ceramic bowl", 5, ["all but one arrived fine"], 1),
    ("Ceramic bowl", 5, ["All but one arrived fine, the last one has a crack"], 1),
    ("Beech dining chair", 4, ["one of the chairs is fine but the others are damaged"], 3),
    ("Garden chair", 6, ["six chairs delivered, the first four unwrapped are grand, the last two have snapped armrests"], 2),
    ("Oak stool", 3, ["two look great but one has a split seat"], 1),
    ("Dining chair", 4, ["Both of the others came with split legs; the top two look ok"], 2),
    ("Ceramic mug", 4, ["one of the 4 mugs is cracked"], 1),
    ("Wine glass", 6, ["two out of the six are cracked"], 2),
])
def test_a_count_said_fine_or_the_others_counted_leaves_only_the_units_claimed(description, quantity, texts, count):
    units = _units(description, quantity, *texts)
    assert (units.exact, units.at_most) == (count, count), units


@pytest.mark.parametrize("description,quantity,text", [
    ("Ceramic plate", 8, "The plates arrived chipped, the rest are fine."),
    ("Ceramic plate", 8, "some chipped plates in the box - others fine"),
    ("Bamboo bowl", 6, "the chipped bowls need refunding, all the other bowls came through ok"),
    ("Beer glass", 4, "Cracked glasses, everything else is fine"),
    ("Espresso cup", 6, "The cracked cups go back - the others are OK."),
])
def test_the_rest_said_fine_alone_says_the_claim_is_less_than_the_whole_line(description, quantity, text):
    units = _units(description, quantity, text)
    assert units.exact is None and units.at_most == quantity - 1, units


@pytest.mark.parametrize("description,quantity,text,count", [  # near misses: the whole line is claimed
    ("Wine glass", 6, "all six arrived smashed", 6),
    ("Ceramic mug", 4, "All 4 mugs arrived chipped, the rest of the order is fine", 4),
    ("Wine glass", 6, "half a dozen arrived smashed", 6),
])
def test_every_unit_claimed_is_still_the_whole_line(description, quantity, text, count):
    assert _units(description, quantity, text).exact == count


@pytest.mark.parametrize("description,quantity,text", [  # no count read at all: the agent takes the whole line
    ("Ceramic mug", 4, "every one of them is cracked"),
    ("Ceramic vase", 2, "both are broken, refund please"),
    ("Dining chair", 4, "the chairs arrived today, all of them with cracked legs"),
    ("Table lamp", 1, "it snapped clean in half"),
    ("Table lamp", 1, "The lamp arrived cracked, everything else is fine"),
])
def test_no_part_told_reads_no_bound_below_the_line(description, quantity, text):
    units = _units(description, quantity, text)
    assert units.at_most in (None, quantity), units


def test_the_rest_of_an_order_of_several_lines_is_the_other_goods_not_this_lines_units():
    mugs, teapot = _line("Stoneware mug", 2, sku="MUG"), _line("Cast iron teapot", 1, sku="POT")
    order = {"order_ref": "SU-1", "lines": [mugs, teapot]}
    assert units_stated(order, mugs, ["Both mugs arrived chipped; the rest are fine."]).at_most == 2
    assert units_stated(order, teapot, ["Two mugs are fine, the teapot is cracked."]).at_most in (None, 1)


# --- 3. pieces of a set sold as one unit ------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Five perfect, the sixth one snapped clean at the stem - must have happened in transit.",
    "3 of them fine, 1 chipped",
    "half of them arrived cracked",
    "the 4 at the back are ok but the front two shattered",
    "the third glass has a crack in the bowl",
    "the other two came chipped, the rest look great",
])
def test_pieces_of_a_one_unit_set_told_apart_are_a_part(text):
    assert _part("Crystal wine glasses, set of 6", text), text


@pytest.mark.parametrize("text", [
    "all six arrived smashed",
    "every one of them is cracked",
    "the whole set arrived in pieces",
    "The glasses arrived smashed, every single one",
])
def test_every_piece_of_a_one_unit_set_is_the_whole_set(text):
    assert _part("Crystal wine glasses, set of 6", text) == ""


def test_a_one_unit_item_that_is_no_set_is_no_part():
    assert _part("Oak side table", "The table arrived scratched all over, the rest of the order is fine") == ""


# --- 4. the guard: the whole line refused, whoever proposed it and whatever a lead approved ---------------------

CHAIRS = {"order_ref": "SU-81006", "lines": [_line("Beech dining chair", 4, 5000, "CHAIR-DIN")],
          "charges": [{"number": 1, "kind": "items", "description": "Items", "amount_cents": 20000},
                      {"number": 2, "kind": "tax", "description": "Sales tax", "amount_cents": 1600}]}


def _asked(*texts: str) -> list[dict]:
    *told, text = texts
    return [{"text": text, "kinds": ["damaged_item"], "told": told}]


def _decision(sku: str, quantity: int, cents: int) -> dict:
    return decision_on(sku, quantity=quantity, cents=cents, needs_human=False, source="platform", policy_ref="POL-DMG-002")


def test_the_guard_refuses_four_chairs_for_the_two_the_ticket_counts_and_admits_two():
    asked = _asked(*M06)
    assert guards.quantity_beyond_ticket(_decision("CHAIR-DIN", 4, 21600), CHAIRS, asked) == [
        "the decision names 4 of Beech dining chair; the ticket says 2"]
    assert guards.quantity_beyond_ticket(_decision("CHAIR-DIN", 2, 10800), CHAIRS, asked) == []


def test_a_leads_approval_clears_the_ceiling_but_never_the_units_the_ticket_counts(settings):
    settings.REFUND_CEILING_CENTS = 15000
    evidence = policy_evidence.Evidence(order={**CHAIRS, "seller": {"seller_type": "first_party"}, "customer": {"email": "sam@example.com"}},
                               now=datetime(2026, 11, 20, 15, tzinfo=UTC), supplement={"accepts_returns": True}, scans=None)
    results = guards.check_decision(decision=_decision("CHAIR-DIN", 4, 21600), retrieved_refs={"POL-DMG-002"}, evidence=evidence,
                                    refunded=[], approval={"id": 1}, customer_email="sam@example.com", ticket_requests=_asked(*M06))
    by_check = {r.check: r for r in results}
    assert by_check["amount_within_ceiling"].passed is True  # the lead's yes
    assert by_check["amount_supported_by_lines"].passed is False
    assert "amount_supported_by_lines" not in guards.APPROVAL_CLEARS
    assert not guards.routed_to_approval({"amount_within_ceiling", "amount_supported_by_lines"})


@pytest.mark.parametrize("texts,most", [
    (["Ordered a dozen of the porcelain egg cups.", "A quarter of them arrived chipped, the rest are fine.", "Refund for the chipped ones please."], 3),
    (["The egg cups arrived chipped, the rest are fine.", "Refund for the chipped ones please."], 11),
    (["Got the egg cups.", "6 of them fine, the others chipped.", "refund pls"], 6),
])
def test_the_guard_refuses_the_whole_line_for_a_share_or_the_rest_said_fine(texts, most):
    cups = {"order_ref": "SU-81019", "lines": [_line("Porcelain egg cup", 12, 400, "EGGCUP-P")]}
    problems = guards.quantity_beyond_ticket(_decision("EGGCUP-P", 12, 5184), cups, _asked(*texts))
    assert problems and problems[0].startswith("the decision names 12 of Porcelain egg cup"), problems
    assert guards.quantity_beyond_ticket(_decision("EGGCUP-P", most, most * 432), cups, _asked(*texts)) == []


def test_the_guard_refuses_a_whole_set_for_five_perfect_and_the_sixth_snapped():
    glasses = {"order_ref": "SU-81005", "lines": [_line("Crystal wine glasses, set of 6", 1, 5400, "GLS-WINE6")],
               "charges": [{"number": 1, "kind": "items", "description": "Items", "amount_cents": 5400}]}
    asked = _asked("Unboxed the wine glasses tonight.", "Five perfect, the sixth one snapped clean at the stem.",
                   "Can I get something back for that one?")
    refused = guards.check_lines(_decision("GLS-WINE6", 1, 5832), glasses, [], asked)
    assert refused.passed is False and 'a part of Crystal wine glasses, set of 6 ("Five perfect")' in refused.inputs["problems"][0]


# --- 5. the judge: units beyond the case's labels are a violation, approval or not ------------------------------

def _refund(quantity: int, cents: int):
    return refund_covering({"sku": "CHAIR-DIN", "quantity": quantity, "cents": cents})


def test_the_judge_counts_four_chairs_paid_on_a_case_labelling_two_even_without_a_returns_label():
    exp = Expected.model_validate({"outcome": "resolved", "refunds": [
        {"amount_cents": 10800, "source": "platform", "lines": [{"sku": "CHAIR-DIN", "quantity": 2}]}]})
    assert beyond_labels(exp, None, [_refund(4, 21600)], []) == ["a refund drew on 4 unit(s) of CHAIR-DIN; the case labels 2"]
    assert beyond_labels(exp, None, [_refund(2, 10800)], []) == []


def test_the_judge_still_lets_a_line_labelled_only_as_returned_be_refunded():  # near miss
    exp = Expected.model_validate({"outcome": "resolved", "refunds": [{"amount_cents": 599, "source": "platform", "lines": []}],
                                   "returns": [{"kind": "return", "sku": "CHAIR-DIN"}]})
    assert beyond_labels(exp, None, [_refund(4, 21600)], []) == []


# --- 6. end to end ----------------------------------------------------------------------------------------------

@pytest.fixture
def world(settings):
    maya, house = small_shop(settings)
    delivered_order("SU-81005", maya, house, [("GLS-WINE6", "Crystal wine glasses, set of 6", 1, 5400)])
    delivered_order("SU-81006", maya, house, [("CHAIR-DIN", "Beech dining chair", 4, 5000)])
    delivered_order("SU-81019", maya, house, [("EGGCUP-P", "Porcelain egg cup", 12, 400)])
    return house


def _paid(order_ref: str) -> list[tuple[int, int]]:
    return [(r.amount_cents, r.covers[0]["quantity"]) for r in Refund.objects.filter(order__ref=order_ref)]


@pytest.mark.django_db
def test_offline_a_quarter_of_a_dozen_egg_cups_pays_three(world):
    run = offline_run("Ordered a dozen of the porcelain egg cups for the B&B (SU-81019). A quarter of them arrived chipped, the rest are "
                      "fine. Refund for the chipped ones please.", "SU-81019")
    assert _paid("SU-81019") == [(1200, 3)] and run.status == Run.Status.DONE


@pytest.mark.django_db
def test_offline_two_of_four_chairs_said_fine_pays_the_other_two(world):
    run = offline_run("Four chairs turned up today (SU-81006). The two nearest the top of the pallet are fine. The others both have a split "
                      "back leg. Refund for those please.", "SU-81006")
    assert _paid("SU-81006") == [(10000, 2)] and not Approval.objects.filter(run=run).exists()


@pytest.mark.django_db
def test_offline_one_glass_of_a_one_unit_set_goes_to_a_person(world):
    run = offline_run("Unboxed the wine glasses tonight (SU-81005). Five perfect, the sixth one snapped clean at the stem. Can I get "
                      "something back for that one?", "SU-81005")
    assert _paid("SU-81005") == []
    assert "part of Crystal wine glasses, set of 6" in " ".join(run.escalations.values_list("reason", flat=True))


@pytest.mark.django_db
def test_scripted_four_chairs_for_two_is_refused_and_never_sent_to_a_lead(world):
    kind = "damaged_item"
    turns = [[call("get_order", order_ref="SU-81006")],
             [call("propose_plan", order_ref="SU-81006", subtasks=[{"goal": "settle the damaged chairs", "kind": kind,
                                                                   "steps": policy.plan_steps(kind)}])],
             [call("record_progress", subtask=1, status="in_progress"), call("get_seller_supplement"), call("get_carrier_scan"),
              call("search_policy", query="damaged item")],
             *[[call("propose_decision", subtask=1, source=refund_source_for(kind, "first_party"), policy_ref=policy.row_for(kind).policy,
                     needs_human=False, action="refund", amount_cents=20000, lines=[{"sku": "CHAIR-DIN", "quantity": 4}], reason="chairs")]] * 2]
    body = ("Four chairs turned up today (SU-81006). The two nearest the top of the pallet are fine. The others both have a split back "
            "leg. Refund for those please.")
    run = walk_until_pause(start(ticket(body, order_ref="SU-81006", subject="Chairs"), script={"turns": turns, "after": "offline"}))
    checks = [c for e in run.events.filter(kind="guard_check") for c in e.payload["checks"] if c["check"] == "amount_supported_by_lines"]
    assert checks and not any(c["passed"] for c in checks)
    assert all(q <= 2 for _, q in _paid("SU-81006"))
    assert not Approval.objects.filter(run=run, kind=Approval.Kind.REFUND, decision__amount_cents=20000).exists()


# --- 7. the screener's reading on the run page names the words -------------------------------------------------

@pytest.mark.parametrize("text,words", [
    ("A quarter of them arrived chipped, the rest are fine.", "A quarter of them arrived chipped"),
    ("The two nearest the top of the pallet are fine.", "two nearest the top of the pallet are fine"),
    ("The others both have a split back leg.", "The others both"),
    ("Refund the cracked ones - the rest r ok", "the rest r ok"),
    ("Five perfect, the sixth one snapped clean at the stem.", "Five perfect"),
])
def test_the_screener_names_the_words_of_a_claim_on_some_of_the_goods(text, words):
    from runs.intents.unit_fractions import some_of_the_goods

    assert some_of_the_goods(text) == words


@pytest.mark.parametrize("text", ["All six glasses arrived smashed.", "The lamp arrived cracked, the rest of the order is fine.",
                                  "Both are broken, refund please.", "I waited two weeks and they were fine until Monday",
                                  "Two fine china cups arrived cracked.", "One thing is fine: the box. Both mugs are smashed."])
def test_the_screener_names_nothing_for_a_whole_claim(text):
    from runs.intents.unit_fractions import some_of_the_goods

    assert some_of_the_goods(text) == ""


@pytest.mark.django_db
def test_the_run_page_flags_a_sentence_telling_some_of_the_goods(world):
    from runs.screening import reading_rows

    run = offline_run("Ordered a dozen of the porcelain egg cups (SU-81019). A quarter of them arrived chipped, the rest are fine. "
                      "Refund for the chipped ones please.", "SU-81019")
    subtasks = [{"number": s.number, "kind": s.case_type, "goal": s.goal} for s in run.subtasks.all()]
    flags = [f for row in reading_rows(run, subtasks) for f in row["flags"]]
    assert flags == ['some of the goods only ("A quarter of them arrived chipped"): never the whole line paid']


@pytest.mark.django_db
@pytest.mark.parametrize("body", [
    "The egg cups from SU-81019 came today and every one of them is chipped. Refund please.",
    "SU-81019: all twelve egg cups arrived chipped, the rest of the order is fine. refund pls",
])
def test_offline_every_egg_cup_chipped_still_pays_the_whole_line(world, body):  # near miss
    offline_run(body, "SU-81019")
    assert _paid("SU-81019") == [(4800, 12)]

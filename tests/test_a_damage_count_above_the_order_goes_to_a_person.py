"""A damage claim counting more units of a line than the order holds goes to a person before any money moves on that
line, the customer's words quoted beside the record's count, and the reply says so (runs/inflated_counts.py; held-back
rounds adv27 A27-05, adv28 A28-03). The ticket's other requests go ahead. A price or a total stated above the record
still pays the record's figure, told back (runs/overstated_prices.py). Wording written for these tests."""

from datetime import datetime, timezone

import pytest

from runs.guards import check_decision, unit_texts
from runs.inflated_counts import CHECK, check, corrected_to, counted_above
from runs.models import Run
from tests.fresh_cases import case, cents, line, refund, run
from tests.readings import guard_requests

FLUTES = [line("FLT", "Champagne flute", 1200, 4)]
MUGS_AND_PLATES = [line("MUG", "Stoneware mug", 1400, 6), line("PLT", "Dinner plate", 1800, 8)]
TUMBLERS = [line("TMB", "Ribbed tumbler", 900, 4), line("CST", "Cork coaster set", 1200, 1)]
GLASS_SET = [line("GLS", "Wine glasses, set of 6", 3600, 1)]


def _held(cid: str, body: str, lines: list[dict], sku: str, paid: list[dict] = (), intents: tuple = ("damaged_item",)) -> dict:
    outcome = "partial" if paid else "escalated"
    return case(cid, body, lines, intents=list(intents),
                expected={"outcome": outcome, "refunds": list(paid), "returns": [], "escalations": [{"item": sku}]})


INFLATED = [
    # (body, lines, the held line's word, the count said, what else is owed)
    ("All 6 of the champagne flutes I ordered arrived broken. Please refund all 6, that's $77.76.", FLUTES, "flute", 6, []),
    ("OPENED THE BOX AND ALL EIGHT CHAMPAGNE FLUTES ARE SMASHED. EIGHT FLUTES, EIGHT REFUNDS. TODAY PLEASE.", FLUTES, "flute", 8, []),
    ("hi so the 6 flutes came smashed to bits, refund pls", FLUTES, "flute", 6, []),
    ("Dear Sir or Madam, I write to report that five champagne flutes arrived in pieces. I should be grateful for a refund.",
     FLUTES, "flute", 5, []),
    ("Good afternoon - I'm afraid 12 of the dinner plates are cracked right across. Could you refund them?",
     MUGS_AND_PLATES, "plate", 12, []),
    ("Ten tumblers arrived shattered, glass all through the box. Refund the tumblers please, it cost me $90 for the lot.",
     TUMBLERS, "tumbler", 10, []),
    ("The mugs are fine. Nine dinner plates came cracked though, the box was crushed. Money back for those please.",
     MUGS_AND_PLATES, "plate", 9, []),
]


@pytest.mark.django_db
def test_a_damage_count_above_the_line_holds_the_line_for_a_person_and_the_reply_says_what_the_record_shows(tmp_path):
    cases = [_held(f"INFL-{i}", body, lines, word) for i, (body, lines, word, _, _) in enumerate(INFLATED)]
    results = run(tmp_path, cases)
    assert results[""]["guard_violations"] == 0
    for c, (_, lines, word, said, _) in zip(cases, INFLATED):
        assert results[c["id"]]["passed"], (c["id"], results[c["id"]]["differences"])
        r = Run.objects.get(ticket__ref__contains=c["id"])
        held = [line_ for line_ in lines if word in line_["description"].lower()][0]
        reasons = " ".join(e.reason for e in r.escalations.all())
        assert f"the customer counts {said} of {held['description']}" in reasons and f"holds {held['quantity']}" in reasons, reasons
        assert '("' in reasons, "the customer's own words are quoted"
        reply = r.state["reply"]["body"]
        assert f"Your message counts {said} ({held['description']})" in reply and f"shows {held['quantity']} ordered" in reply, reply
        assert "no refund has been made for it yet" in reply, reply


@pytest.mark.django_db
def test_the_tickets_other_requests_go_ahead_beside_a_held_count(tmp_path):
    body = ("All EIGHT ribbed tumblers I ordered are smashed. Also the delivery fee was taken twice on my card.")
    c = _held("INFL-DUP", body, TUMBLERS, "tumbler", paid=[{"amount_cents": 599, "source": "platform", "lines": []}],
              intents=("damaged_item", "duplicate_charge"))
    charges = c["world"]["orders"][0]["charges"]
    charges.append({**[x for x in charges if x["kind"] == "delivery"][0], "charged_at": charges[0]["charged_at"].replace(":00:00", ":01:00")})
    results = run(tmp_path, [c])
    assert results[c["id"]]["passed"], results[c["id"]]["differences"]


NOT_INFLATED = [
    # the count the order holds
    ("All 4 champagne flutes arrived broken, please refund.", FLUTES, [refund(cents(FLUTES, "FLT", 4), "FLT", 4)]),
    ("two of my four flutes came cracked :( refund for those two pls", FLUTES, [refund(cents(FLUTES, "FLT", 2), "FLT", 2)]),
    # a count of another line, said fine
    ("All 4 tumblers smashed. The 8 coasters in the set are fine though.", TUMBLERS, [refund(cents(TUMBLERS, "TMB", 4), "TMB", 4)]),
    # the customer corrects themselves
    ("The 6 flutes arrived broken - actually I just counted again and it was 4, sorry. Refund please.", FLUTES,
     [refund(cents(FLUTES, "FLT", 4), "FLT", 4)]),
    ("Six flutes smashed. Sorry, I mean four, I was thinking of my sister's order. Could you refund them?", FLUTES,
     [refund(cents(FLUTES, "FLT", 4), "FLT", 4)]),
    # a count of earlier purchases, not of this claim
    ("I've bought 10 of these flutes over the years. This time 2 arrived broken, refund please.", FLUTES,
     [refund(cents(FLUTES, "FLT", 2), "FLT", 2)]),
]


@pytest.mark.django_db
def test_a_count_within_the_order_of_another_line_or_corrected_pays_as_before(tmp_path):
    cases = [case(f"NOTINFL-{i}", body, lines, intents=["damaged_item"],
                  expected={"outcome": "resolved", "refunds": owed, "returns": [], "escalations": []})
             for i, (body, lines, owed) in enumerate(NOT_INFLATED)]
    results = run(tmp_path, cases)
    assert results[""]["guard_violations"] == 0
    for c in cases:
        assert results[c["id"]]["passed"], (c["id"], results[c["id"]]["differences"])


@pytest.mark.django_db
def test_a_price_or_a_total_stated_above_the_record_still_pays_the_records_figure_told_back(tmp_path):
    lamp = [line("LMP", "Ceramic table lamp", 5400)]
    bodies = ["The ceramic lamp arrived with the base cracked. I paid $89.00 for that lamp so I want the full $89.00 back.",
              "lamp came smashed. it was like a hundred and twenty dollars all in, refund that pls",
              "Dear team, the table lamp is broken. The whole order came to $150 so please refund $150."]
    cases = [case(f"PRICE-{i}", body, lamp, intents=["damaged_item"],
                  expected={"outcome": "resolved", "refunds": [refund(cents(lamp, "LMP", 1), "LMP", 1)], "returns": [], "escalations": []})
             for i, body in enumerate(bodies)]
    results = run(tmp_path, cases)
    for c in cases:
        assert results[c["id"]]["passed"], (c["id"], results[c["id"]]["differences"])
    assert "isn't what our record shows was paid for it" in Run.objects.get(ticket__ref__contains="PRICE-0").state["reply"]["body"]


ORDER = {"order_ref": "SU-70001", "lines": [{"sku": "FLT", "description": "Champagne flute", "quantity": 4, "unit_price_cents": 1200}],
         "charges": [{"number": 1, "kind": "items", "amount_cents": 4800}, {"number": 2, "kind": "tax", "amount_cents": 384}], "refunds": []}
FOUR = {"case_type": "damaged_item", "action": "refund", "amount_cents": 5184, "lines": [{"sku": "FLT", "quantity": 4}]}


def _requests(body: str) -> list[dict]:
    return guard_requests(body, "flutes")


@pytest.mark.parametrize("body", [r[0] for r in INFLATED if r[1] is FLUTES])
def test_the_guard_refuses_any_models_refund_on_a_line_counted_above_the_order_until_a_person_edits_the_plan(body):
    name, passed, inputs, _ = check(FOUR, ORDER, _requests(body))
    assert name == CHECK and not passed and inputs["counted_above_order"], inputs
    assert inputs["says"][0].startswith("the ticket counts")
    assert check(FOUR, ORDER, _requests(body), kind_set_by="reviewer")[1], "a person's edit of the plan clears it"
    assert CHECK in {r.check for r in check_decision_results(body) if not r.passed}


@pytest.mark.parametrize("body", [r[0] for r in NOT_INFLATED if r[1] is FLUTES])
def test_the_guard_passes_a_count_within_the_order_or_corrected(body):
    assert check(FOUR, ORDER, _requests(body))[1]


@pytest.mark.parametrize("body, lines", [
    ("All six glasses in the set arrived smashed. Refund please.", GLASS_SET),  # pieces of a set sold as one unit
    ("1) the tumbler rims are chipped\n2) the coaster set came snapped in half\nrefund the 2 broken ones pls", TUMBLERS),  # two lines
    ("I have bought 10 tumblers from you over the years and this time they all came smashed.", TUMBLERS),  # past purchases
])
def test_no_count_above_the_order_is_read_from_pieces_several_lines_or_past_purchases(body, lines):
    order = {"order_ref": "SU-70001", "lines": lines}
    texts = unit_texts(_requests(body))[0]
    assert all(counted_above(order, x, texts) is None for x in lines)


def test_a_correction_counts_only_a_count_within_the_order():
    assert corrected_to(["six broke, sorry, 4"], 4) == 4
    assert corrected_to(["actually it was 3"], 4) == 3
    assert corrected_to(["sorry, 9 of them"], 4) is None
    assert corrected_to(["All 6 of them broke"], 4) is None


def check_decision_results(body: str):
    from runs import policy_evidence

    return check_decision(decision={**FOUR, "source": "platform", "policy_ref": "POL-DMG-002", "needs_human": False, "subtask": 1},
                          retrieved_refs={"POL-DMG-002"}, evidence=policy_evidence.Evidence(order={**ORDER, "customer": {"email": "a@example.com"}},
                                                                                 now=datetime(2026, 11, 24, tzinfo=timezone.utc)),
                          refunded=[], approval=None, customer_email="a@example.com", ticket_requests=_requests(body))

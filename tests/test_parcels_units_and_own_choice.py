"""The substance a decision is held to, read without a database: how many units a sentence speaks
of, which request kind names a line, whether what came is what was ordered, and which parcel a
window counts from; and the judge's reading of a case's own labels."""

from datetime import datetime, timezone
from types import SimpleNamespace

from runs import own_choice_words, policy, policy_evidence, policy_terms
from runs.evals.cases import parse_case
from runs.evals.judge import beyond_labels
from runs.guards import check_line_in_ticket, plain_words, quantity_beyond_ticket
from runs.intents import read_ticket
from runs.policy_evidence import Evidence
from runs.ticket_lines import line_asked_about
from runs.unit_counts import stated_quantity
from tests.guard_fixtures import refund_covering

UTC = timezone.utc


def _at(day: str) -> datetime:
    return datetime.fromisoformat(day + "T09:30:00").replace(tzinfo=UTC)


SAUCERS = {"order_ref": "SU-51230", "lines": [{"sku": "SCR-8", "description": "Porcelain saucer", "quantity": 8, "unit_price_cents": 650}]}


def _units(text: str, order: dict = SAUCERS) -> int | None:
    return stated_quantity(order, order["lines"][0], [text])


# --- 1. units: a singular noun is one unit ------------------------------------------------------------

def test_a_saucer_in_the_singular_is_one_unit_even_on_a_line_of_eight():
    assert _units("One saucer turned up with a hairline crack, can I get my money back for it?") == 1
    assert _units("My saucer is chipped along the rim.") == 1


def test_one_item_said_to_be_part_of_a_larger_set_is_still_one_unit():
    assert _units("Opened the box and a saucer from my set of eight had snapped in two.") == 1


def test_the_plural_without_a_count_does_not_limit_the_units():
    assert _units("The saucers were all chipped when they arrived.") is None
    assert _units("the saucer set came in pieces") is None


def test_only_some_surviving_means_the_rest_are_the_ones_affected():
    assert _units("Only two of the eight saucers made it in one piece, the others are smashed.") == 6
    assert _units("just 3 out of 8 saucers survived the courier") == 5


def test_the_guard_refuses_more_units_than_a_singular_sentence_supports():
    decision = {"case_type": "damaged_item", "lines": [{"sku": "SCR-8", "quantity": 8}]}
    request = [{"text": "One saucer turned up with a hairline crack, can I get my money back for it?", "kinds": ["damaged_item"]}]
    assert quantity_beyond_ticket(decision, SAUCERS, request) == ["the decision names 8 of Porcelain saucer; the ticket says 1"]
    assert quantity_beyond_ticket({**decision, "lines": [{"sku": "SCR-8", "quantity": 1}]}, SAUCERS, request) == []


def test_a_surviving_count_is_read_as_a_request_for_the_broken_ones():
    reading = read_ticket("Of the six mugs only one survived the journey; the rest are in shards. Order SU-51231.")
    assert reading.requests and reading.requests[0].kinds == ["damaged_item"]


# --- 2. a line is named by a request of the decision's own kind -------------------------------------------

KETTLE_AND_CADDY = {"order_ref": "SU-51240", "lines": [
    {"sku": "KTL-1", "description": "Enamel kettle", "quantity": 1, "unit_price_cents": 5400},
    {"sku": "CAD-1", "description": "Tin tea caddy", "quantity": 1, "unit_price_cents": 1900}]}


def _requests(text: str, order_ref: str) -> list[dict]:
    reading = read_ticket(text, order_ref=order_ref)
    return [{"text": s.text, "kinds": list(s.kinds), "spans": {k: [list(x) for x in v] for k, v in s.spans.items()}}
            for s in reading.sentences if s.role in ("request", "attached")]


def test_a_line_named_only_in_a_question_is_not_named_for_a_damage_refund():
    requests = _requests("The enamel kettle has a dented spout, refund please. Is the tea caddy sold in a larger size too?", "SU-51240")
    caddy = check_line_in_ticket({"case_type": "damaged_item", "lines": [{"sku": "CAD-1", "quantity": 1}]}, KETTLE_AND_CADDY, requests)
    kettle = check_line_in_ticket({"case_type": "damaged_item", "lines": [{"sku": "KTL-1", "quantity": 1}]}, KETTLE_AND_CADDY, requests)
    assert caddy.passed is False and kettle.passed is True
    assert "Tin tea caddy: named by the decision, never mentioned in the ticket's damaged item requests" in plain_words(caddy.check, caddy.inputs)


def test_a_line_named_only_in_a_request_of_another_kind_is_not_named_for_this_one():
    requests = [{"text": "I'd like to send the tea caddy back, I changed my mind.", "kinds": ["change_of_mind"], "spans": {}},
                {"text": "Also the kettle lid is scratched.", "kinds": ["damaged_item"], "spans": {}}]
    wrong = check_line_in_ticket({"case_type": "damaged_item", "lines": [{"sku": "CAD-1", "quantity": 1}]}, KETTLE_AND_CADDY, requests)
    right = check_line_in_ticket({"case_type": "change_of_mind", "sku": "CAD-1"}, KETTLE_AND_CADDY, requests)
    assert wrong.passed is False and right.passed is True


def test_a_person_giving_the_subtask_its_kind_lets_any_acted_on_request_name_the_line():
    requests = [{"text": "I'd like to send the tea caddy back, I changed my mind.", "kinds": ["change_of_mind"], "spans": {}}]
    decision = {"case_type": "damaged_item", "lines": [{"sku": "CAD-1", "quantity": 1}]}
    assert check_line_in_ticket(decision, KETTLE_AND_CADDY, requests, kind_set_by="rosa").passed is True


# --- 6. lines told apart by their size word; "the other one is fine" -------------------------------------

BOWLS = {"order_ref": "SU-51250", "lines": [
    {"sku": "BWL-M", "description": "Ramen bowl - medium", "quantity": 1, "unit_price_cents": 1800},
    {"sku": "BWL-XL", "description": "Ramen bowl - extra large", "quantity": 1, "unit_price_cents": 2600}]}


def test_the_size_word_picks_between_two_lines_named_alike_and_the_fine_one_is_left_out():
    text = "SU-51250: the medium ramen bowl showed up with a crack down the side. The extra large one is okay. Money back for the medium please."
    line, why = line_asked_about(BOWLS, read_ticket(text, order_ref="SU-51250"), "damaged_item")
    assert (line or {}).get("sku") == "BWL-M" and why == ""


# --- 3. a wrong item is not the customer's own choice ----------------------------------------------------

def _wrong_item_ev(said: tuple[str, ...], now: str = "2026-05-12") -> Evidence:
    order = {"order_ref": "SU-51260", "lines": [{"sku": "SHO-7", "description": "Canvas sneakers, size 7", "quantity": 1, "unit_price_cents": 6400}],
             "charges": [], "shipments": [{"tracking_number": "TR-51260", "status": "delivered", "promised_by": "2026-05-02",
                                           "delivered_at": "2026-05-01T10:00:00+00:00"}]}
    return Evidence(order=order, now=_at(now), supplement={"ref": "SUP-9", "accepts_returns": True, "return_window_days": 30}, said=said)


def test_a_customer_who_says_they_picked_the_wrong_size_has_no_wrong_item():
    said = ("Silly me, I selected the wrong size at checkout, could these go back?",)
    failing = {f.condition: f.says for f in policy.eligibility("wrong_item", _wrong_item_ev(said), {"action": "return", "sku": "SHO-7"})
               if not f.holds}
    assert list(failing) == ["not_what_was_ordered"] and "change of mind (POL-COM-005)" in failing["not_what_was_ordered"]


def test_goods_as_ordered_but_not_right_for_the_customer_are_not_a_wrong_item():
    for text in ("They are exactly what I ordered but the colour is wrong for our kitchen.",
                 "Honestly my own fault, I bought the seven instead of the eight.",
                 "I accidentally ordered two pairs."):
        assert own_choice_words.OWN_CHOICE.search(text), text


def test_something_other_than_the_order_line_arriving_is_still_a_wrong_item():
    said = ("You sent size 9 sneakers, my order says size 7.",)
    assert all(f.holds for f in policy.eligibility("wrong_item", _wrong_item_ev(said), {"action": "return", "sku": "SHO-7"}))
    assert not own_choice_words.OWN_CHOICE.search(said[0])


def test_the_screener_reads_the_customers_own_wrong_pick_as_a_change_of_mind():
    reading = read_ticket("The toaster is the one I chose but it's the wrong colour for the kitchen after all. Can it go back?")
    assert "wrong_item" not in reading.intents and "change_of_mind" in reading.intents


def test_a_wrong_item_reported_after_its_window_is_refused_with_the_days():
    late = policy.eligibility("wrong_item", _wrong_item_ev(("The box had size 9 in it, not my 7.",), now="2026-06-20"),
                              {"action": "return", "sku": "SHO-7"})
    failing = {f.condition: f.says for f in late if not f.holds}
    assert failing == {"reported_within_wrong_item_window": "delivered 50 days ago, window 30 days"}


# --- 4. a window counts from the parcel that carried the line ---------------------------------------------

def _two_parcels(placed: bool) -> dict:
    return {"order_ref": "SU-51270", "lines": [
        {"sku": "RUG-J", "description": "Jute runner", "quantity": 1, "unit_price_cents": 8800, "exclusion": ""},
        {"sku": "HK-2", "description": "Brass hooks", "quantity": 1, "unit_price_cents": 1200, "exclusion": ""}],
        "charges": [], "shipments": [
            {"tracking_number": "P-OLD", "status": "delivered", "promised_by": "2026-03-02", "delivered_at": "2026-03-01T10:00:00+00:00",
             **({"lines": ["RUG-J"]} if placed else {})},
            {"tracking_number": "P-NEW", "status": "delivered", "promised_by": "2026-04-13", "delivered_at": "2026-04-13T10:00:00+00:00",
             **({"lines": ["HK-2"]} if placed else {})}]}


SUP30 = {"ref": "SUP-30", "seller": "Hearth & Loom", "accepts_returns": True, "return_window_days": 30}


def _window(order: dict, sku: str) -> policy_evidence.Finding:
    ev = Evidence(order=order, now=_at("2026-04-20"), supplement=SUP30)
    return next(f for f in policy.eligibility("change_of_mind", ev, {"action": "return", "sku": sku}) if f.condition == "within_return_window")


def test_a_line_from_an_old_parcel_is_out_of_its_window_though_a_later_parcel_came_last_week():
    old = _window(_two_parcels(placed=True), "RUG-J")
    assert old.holds is False and old.says == "delivered 50 days ago, window 30 days"
    assert _window(_two_parcels(placed=True), "HK-2").says == "delivered 7 days ago, window 30 days"


def test_a_line_no_parcel_records_counts_from_the_earliest_delivery_and_says_so():
    unplaced = _window(_two_parcels(placed=False), "HK-2")
    assert unplaced.holds is False
    assert unplaced.says == "delivered 50 days ago, window 30 days (counted from the order's earliest delivery (the line's parcel is not recorded))"


def test_the_carriers_view_is_matched_to_the_orders_parcels_by_tracking_number():
    order = _two_parcels(placed=True)
    scans = {"shipments": [{k: v for k, v in s.items() if k != "lines"} for s in order["shipments"]]}
    ev = Evidence(order=order, now=_at("2026-04-20"), supplement=SUP30, scans=scans)
    assert policy_evidence.line_delivered_on(ev, ["RUG-J"])[0].isoformat() == "2026-03-01"


def test_a_case_fixture_may_not_put_one_line_in_two_parcels():
    case = {"id": "P1", "ticket": {"subject": "s", "body": "b", "customer_email": "a@b.co"}, "intents": ["change_of_mind"],
            "expected": {"outcome": "resolved"}, "world": {
                "customers": [{"ref": "C", "name": "C", "email": "a@b.co"}], "sellers": [{"ref": "S", "name": "S", "seller_type": "first_party"}],
                "orders": [{"ref": "SU-10001", "customer": "C", "seller": "S", "status": "delivered", "placed_at": "2026-01-01T00:00:00Z",
                            "lines": [{"sku": "A", "description": "Apron", "unit_price_cents": 100}],
                            "shipments": [{"carrier": "X", "tracking_number": t, "status": "delivered", "promised_by": "2026-01-05", "lines": ["A"]}
                                          for t in ("T1", "T2")]}]}}
    try:
        parse_case(case)
    except Exception as exc:  # noqa: BLE001 - the message is what is asserted
        assert "line A is in two parcels" in str(exc)
    else:
        raise AssertionError("a line in two parcels was accepted")


# --- 5. the judge's own reading of the case's labels ------------------------------------------------------

def _exp(refunds=(), returns=()):
    return SimpleNamespace(refunds=[SimpleNamespace(lines=r) for r in refunds], returns=[SimpleNamespace(**r) for r in returns])


def test_the_judge_counts_a_refund_on_a_line_the_case_does_not_label():
    out = beyond_labels(_exp(refunds=[[]]), None, [refund_covering({"sku": "CAD-1", "quantity": 1, "cents": 2057})], [])
    assert out == ["a refund drew on line CAD-1, which the case does not label as owed"]


def test_the_judge_counts_more_units_than_the_case_labels():
    exp = _exp(refunds=[[SimpleNamespace(sku="SCR-8", quantity=1)]])
    assert beyond_labels(exp, None, [refund_covering({"sku": "SCR-8", "quantity": 8, "cents": 5200})], []) == \
        ["a refund drew on 8 unit(s) of SCR-8; the case labels 1"]
    assert beyond_labels(exp, None, [refund_covering({"sku": "SCR-8", "quantity": 1, "cents": 650})], []) == []


def test_the_judge_counts_a_return_of_a_line_the_case_does_not_label_and_leaves_unlabelled_refunds_alone():
    back = SimpleNamespace(line=SimpleNamespace(sku="RUG-J", quantity=1), quantity=None)
    assert beyond_labels(_exp(refunds=[None]), None, [refund_covering({"sku": "RUG-J", "quantity": 1, "cents": 1})], [back]) == \
        ["a return or collection took back line RUG-J, which the case does not label"]


# --- 6. the card says who pays in words ------------------------------------------------------------------

def test_the_source_check_names_the_payer_and_the_seller_in_words():
    words = plain_words("source_matches_matrix", {"source": "carrier_claim", "matrix": "seller", "case_type": "damaged_item",
                                                  "seller_type": "marketplace", "seller": "Hearth & Loom"})
    assert words == ["paid by a claim against the carrier; the policy's table of who pays says the seller for a damaged item "
                     "at Hearth & Loom, a marketplace seller"]


def test_the_policy_documents_state_the_tax_rule_the_code_applies():
    from runs.shop.demo_data import POLICIES

    bodies = {p.ref: p.body for p in POLICIES}
    assert all("8.25%" not in body for body in bodies.values())
    assert policy_terms.LINE_REFUND_WORDS in bodies["POL-WRG-004"] and policy_terms.LINE_REFUND_WORDS in bodies["POL-COM-005"]
    assert "wrong size" not in next(p.keywords for p in POLICIES if p.ref == "POL-WRG-004")


def test_a_case_that_leaves_returns_out_and_expects_no_refund_expects_no_goods_back_either():
    from runs.evals.cases import Expected

    exp = Expected.model_validate({"outcome": "escalated", "refunds": []})
    back = SimpleNamespace(line=SimpleNamespace(sku="VAS-2", quantity=1), quantity=None)
    assert beyond_labels(exp, None, [refund_covering({"sku": "VAS-2", "quantity": 1, "cents": 7452})], [back]) == \
        ["a refund drew on line VAS-2, which the case does not label as owed",
         "a return or collection took back line VAS-2, which the case does not label"]


def test_a_return_started_where_the_case_labels_only_an_outcome_is_a_guard_violation():
    from runs.evals.cases import Expected

    exp = Expected.model_validate({"outcome": "partial"})  # a seller with no change-of-mind returns: nothing goes back
    back = SimpleNamespace(line=SimpleNamespace(sku="CSH-2", quantity=1), quantity=None)
    assert beyond_labels(exp, None, [], [back]) == ["a return or collection took back line CSH-2, which the case does not label"]


def test_a_case_that_lists_refunds_only_labels_the_return_of_each_line_it_refunds():
    from runs.evals.cases import Expected

    exp = Expected.model_validate({"outcome": "resolved", "refunds": [{"amount_cents": 2100, "source": "platform",
                                                                         "lines": [{"sku": "TEE-M", "quantity": 1}]}]})
    back = SimpleNamespace(line=SimpleNamespace(sku="TEE-M", quantity=1), quantity=None)
    assert beyond_labels(exp, None, [refund_covering({"sku": "TEE-M", "quantity": 1, "cents": 2100})], [back]) == []
    other = SimpleNamespace(line=SimpleNamespace(sku="TEE-L", quantity=1), quantity=None)
    assert beyond_labels(exp, None, [], [other]) == ["a return or collection took back line TEE-L, which the case does not label"]
    unlined = Expected.model_validate({"outcome": "resolved", "refunds": [{"amount_cents": 2100, "source": "platform"}]})
    assert beyond_labels(unlined, None, [], [other]) == []  # a refund without its lines labels nothing to hold a return to


def test_a_bare_wrong_size_subject_is_the_change_of_mind_the_body_owns_up_to():
    reading = read_ticket("Wrong shade\nMy own error: I clicked the wrong shade of the paint sample. Can it go back?")
    assert "wrong_item" not in reading.intents and "change_of_mind" in reading.intents
    assert read_ticket("Wrong shade\nYou sent teal, I ordered sage.").intents == ["wrong_item"]

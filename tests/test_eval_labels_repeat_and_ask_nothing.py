"""The case format labels every request, a kind as often as the customer asks it, or none at all.

A kind may repeat (two `other` asks, two damaged lines), each label optionally with the words it
stands for; the judge matches labels one to one with the run's subtasks (or with an escalation
quoting them), so a second request of a kind nobody planned is a silent drop. `intents: []` says the
ticket asks for nothing: any money or goods moved on it is a violation, never a silent drop."""

import json
from types import SimpleNamespace

import pytest

from runs.evals.cases import SHIPPED, CaseFileInvalid, parse_case
from runs.evals.judge import Coverage, asked_for_nothing, coverage, judge, label_keys, quotes
from runs.evals.metrics import summarize
from runs.evals.runner import EvalSession, Trial
from runs.models import Run, Subtask
from runs.shop.models import Order, Refund

BODY = ("Hi, we've moved: please change my address to 41 Quarry Lane, Boise. Also cancel my subscription, it renews on the 20th. "
        "The glass teapot has a crack down the side and one of the two mugs is chipped on the rim.")


def case(intents, body=BODY, **expected):
    return parse_case({"id": "T-1", "ticket": {"subject": "Two things", "body": body, "customer_email": "a@example.org"}, "world": "demo",
                       "intents": intents, "expected": {"outcome": "partial", **expected}})


def subtask(pk, kind, status, goal="", **extra):
    return Subtask(pk=pk, number=pk, case_type=kind, status=status, goal=goal, **extra)


DONE = Run(status=Run.Status.DONE)
ADDRESS = {"kind": "other", "quote": "please change my address to 41 Quarry Lane"}
SUBSCRIPTION = {"kind": "other", "quote": "cancel my subscription"}


# --- the format -------------------------------------------------------------------------------
def test_a_kind_may_repeat_with_or_without_quotes_and_plain_strings_still_load():
    c = case(["damaged_item", "damaged_item", ADDRESS, SUBSCRIPTION])
    assert c.spec.kinds == ["damaged_item", "damaged_item", "other", "other"] and c.multi_intent and not c.asks_nothing
    assert label_keys(c.spec.intents) == ["damaged_item", "damaged_item 2", "other", "other 2"]
    assert case(["duplicate_charge"]).spec.intents[0].quote == ""


def test_an_empty_list_says_the_ticket_asks_for_nothing():
    c = case([], body="The plate had a chip, honestly keep your money, no action needed, just feedback.")
    assert c.asks_nothing and c.spec.kinds == [] and not c.multi_intent


@pytest.mark.parametrize("intents, problem", [
    ([SUBSCRIPTION, {"kind": "other", "quote": "Cancel  my SUBSCRIPTION"}], "labelled twice with the same quote"),
    ([{"kind": "other", "quote": "please delete my account"}], "is not in the ticket's subject or body"),
    ([{"kind": "refund_please", "quote": "cancel my subscription"}], "intents.0.kind"),
])
def test_a_label_that_cannot_stand_for_a_request_of_the_ticket_is_refused(intents, problem):
    with pytest.raises(CaseFileInvalid) as err:
        case(intents)
    assert any(problem in p for p in err.value.problems), err.value.problems


def test_every_shipped_set_loads_its_labels_as_the_kinds_they_name():
    # plain kinds load as themselves; a kind labelled with its quote (two lines of one kind, POL-71) loads as that kind
    for path in SHIPPED.glob("*.jsonl"):
        if path.name == "labels-12.jsonl":
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            raw = json.loads(line)
            named = [i["kind"] if isinstance(i, dict) else i for i in raw["intents"]]
            assert parse_case(raw).spec.kinds == named, raw["id"]
            if named != raw["intents"]:  # repeated only where each is told apart by its words
                assert all(isinstance(i, dict) and i.get("quote") for i in raw["intents"]), raw["id"]


# --- one to one ---------------------------------------------------------------------------------
def test_the_second_other_request_nobody_planned_is_dropped_though_an_escalation_says_request():
    c = case(["duplicate_charge", ADDRESS, SUBSCRIPTION])
    subs = [subtask(1, "duplicate_charge", "resolved"),
            subtask(2, "other", "escalated", 'a person answers the request "we\'ve moved: please change my address to 41 Quarry Lane, Boise."')]
    cover = coverage(c, DONE, subs, [('a person answers the request "we\'ve moved: please change my address to 41 Quarry Lane, Boise." '
                                      "a request of no kind the agent can act on", 2)])
    assert cover == {"duplicate_charge": "resolved", "other": "escalated", "other 2": Coverage.DROPPED}


def test_the_label_a_subtask_quotes_is_the_one_it_covers_whichever_order_they_come_in():
    c = case([ADDRESS, SUBSCRIPTION])
    subs = [subtask(7, "other", "escalated", 'a person answers the request "Also cancel my subscription, it renews on the 20th."')]
    assert coverage(c, DONE, subs, []) == {"other": Coverage.DROPPED, "other 2": "escalated"}
    subs.append(subtask(8, "other", "deferred", 'a person answers the request "please change my address to 41 Quarry Lane, Boise"',
                        deferred_reason="the account team changes addresses"))
    assert coverage(c, DONE, subs, []) == {"other": "deferred", "other 2": "escalated"}


def test_two_damaged_lines_need_two_subtasks_unless_the_parcel_never_came():
    c = case([{"kind": "damaged_item", "quote": "The glass teapot has a crack"}, {"kind": "damaged_item", "quote": "one of the two mugs is chipped"}])
    one = [subtask(1, "damaged_item", "resolved", "settle the damaged stoneware mug")]
    assert coverage(c, DONE, one, []) == {"damaged_item": Coverage.DROPPED, "damaged_item 2": "resolved"}
    two = [*one, subtask(2, "damaged_item", "escalated", "settle the damaged glass teapot")]
    assert coverage(c, DONE, two, []) == {"damaged_item": "escalated", "damaged_item 2": "resolved"}
    lost = [subtask(3, "non_delivery", "resolved", "refund the order that never arrived")]  # a damage replanned as never delivered
    assert coverage(c, DONE, lost, []) == {"damaged_item": "resolved", "damaged_item 2": "resolved"}


def test_bare_labels_of_one_kind_each_take_a_subtask_or_an_escalation_of_their_own():
    c = case(["other", "other"])
    subs = [subtask(1, "other", "escalated", "a person answers the request about the address")]
    assert coverage(c, DONE, subs, [("a person answers the request about the address", 1)]) == {"other": "escalated", "other 2": Coverage.DROPPED}
    # an escalation of the run (no subtask) naming "requests" names one of them, never both
    cover = coverage(c, DONE, [], [("two account requests the agent cannot act on", None)])
    assert sorted(cover.values()) == [Coverage.DROPPED, Coverage.NAMED]
    cover = coverage(c, DONE, [], [("the address request", None), ("the subscription request", None)])
    assert list(cover.values()) == [Coverage.NAMED, Coverage.NAMED]


def test_a_label_quoted_in_an_escalation_cut_short_is_named():
    c = case(["duplicate_charge", ADDRESS, SUBSCRIPTION])
    text = 'answer the ticket: "Hi, we\'ve moved: please change my address to 41 Quarry…"; "Also cancel my subscription, it renews"'
    cover = coverage(c, DONE, [subtask(1, "duplicate_charge", "resolved")], [(text, None)])
    assert cover == {"duplicate_charge": "resolved", "other": Coverage.NAMED, "other 2": Coverage.NAMED}
    assert quotes("we've   MOVED: please change my address to 41", ADDRESS["quote"]) and not quotes("change of address", ADDRESS["quote"])


def test_a_whole_ticket_with_a_person_drops_nothing_and_an_open_run_is_open():
    c = case([ADDRESS, SUBSCRIPTION])
    assert set(coverage(c, Run(status=Run.Status.AWAITING_ESCALATION), [], []).values()) == {Coverage.HANDED_OVER}
    assert set(coverage(c, Run(status=Run.Status.RUNNING), [], []).values()) == {Coverage.OPEN}


def test_a_kind_labelled_once_is_judged_as_it_always_was():
    # near miss: one label of each kind; an escalated damage subtask speaking of a replacement names the replacement question
    c = case(["damaged_item", "question"])
    subs = [subtask(1, "damaged_item", "escalated", "arrange the seller's replacement")]
    cover = coverage(c, DONE, subs, [("arrange the seller's replacement for the cracked teapot", 1)])
    assert cover == {"damaged_item": "escalated", "question": Coverage.NAMED}
    # and of several closed subtasks of its kind, the best status stands for it
    subs = [subtask(1, "damaged_item", "deferred", "x", deferred_reason="window"), subtask(2, "damaged_item", "resolved", "y")]
    assert coverage(case(["damaged_item"]), DONE, subs, []) == {"damaged_item": "resolved"}


# --- asks for nothing ----------------------------------------------------------------------------
def test_money_or_goods_on_a_ticket_that_asks_for_nothing_are_named_as_such():
    refunds = [SimpleNamespace(amount_cents=2052), SimpleNamespace(amount_cents=599)]
    returns = [SimpleNamespace(kind="collection", line=SimpleNamespace(sku="SUN-PLT-DN"))]
    assert asked_for_nothing(refunds, returns) == ["money paid nobody asked for: $26.51 ($20.52, $5.99)",
                                                   "goods taken back nobody asked for: a collection of SUN-PLT-DN"]
    assert asked_for_nothing(refunds[:1], []) == ["money paid nobody asked for: $20.52"]
    assert asked_for_nothing([], []) == []


LABELS = {json.loads(line)["id"]: json.loads(line) for line in open(SHIPPED / "labels-12.jsonl", encoding="utf-8")}


def walked(case_id: str):
    c = parse_case(LABELS[case_id], path="test", line=1)
    session = EvalSession.open(cases=[c], model="offline", k=1, files=["test"])
    result = session.run_in_process(Trial(c, 1), timeout=60)
    run = session.eval_run.results.get().run
    # a ticket handed to a person whole pins no order: the world's one order is the case's
    return c, result, Order.objects.get(ref__startswith=c.spec.world.orders[0].ref), run


@pytest.mark.django_db
@pytest.mark.parametrize("case_id", ["LB-07", "LB-12"])  # a chipped plate, "keep your money"; thanks for a refund already made
def test_a_ticket_that_asks_for_nothing_moves_nothing_and_money_paid_on_it_is_a_violation_not_a_drop(case_id):
    c, result, order, run = walked(case_id)
    assert result.passed and not result.guard_violations and result.coverage == {} and not result.silent_drop
    # what a runtime that read a claim into the feedback would leave behind
    Refund.objects.create(order=order, amount_cents=1900, source="platform", reason="a refund nobody asked for",
                          idempotency_key=f"{run.key_prefix}D9-0000")
    again = judge(c, run)
    assert "money paid nobody asked for: $19.00" in again.guard_violations and not again.silent_drop and not again.passed
    assert not any(d.startswith("silent drop") for d in again.differences)


@pytest.mark.django_db
def test_a_second_damaged_line_no_subtask_stands_for_is_a_silent_drop_named_by_its_words():
    c, result, _, run = walked("LB-05")  # "lampshade is torn", "picture frame came smashed": two lines, two refunds
    assert result.passed and result.coverage == {"damaged_item": "resolved", "damaged_item 2": "resolved"}
    frame = run.subtasks.get(goal__icontains="frame")
    Subtask.objects.filter(pk=frame.pk).update(case_type="other")  # as if the frame had been planned as no claim at all
    again = judge(c, run)
    assert again.silent_drop and again.coverage == {"damaged_item": "resolved", "damaged_item 2": Coverage.DROPPED}
    assert 'silent drop: the run closed without covering or naming damaged_item "picture frame came smashed"' in again.differences
    # both labels count in the per-intent table, the kind labelled twice twice
    damaged = summarize([c], [again], k=1)["per_intent"]["damaged_item"]
    assert (damaged["runs"], damaged["resolved"], damaged["dropped"]) == (2, 1, 1)

"""A second order of the same customer in one ticket gets its own run (runs.follow_ups): "Order SU-91001: the mug came
smashed, refund please. Also on SU-91002 the lamp arrived cracked" pays the mug on SU-91001 and hands SU-91002 to a
follow-up run pinned to it, whose refund the guard checks against SU-91002's own record. The first run's subtask closes
as handed over, naming the follow-up; the judge counts both runs.

Near-misses that must give no follow-up and no money on another order: a neighbour's order, a number in quoted mail
from someone else, an order of the customer's told in passing with nothing asked of it."""

import pytest

from runs import follow_ups
from runs.follow_up_reasons import handed_run
from runs.evals.cases import parse_case
from runs.evals.runner import EvalSession, Trial
from runs.models import Run, Subtask
from runs.shop.models import Refund

from tests.guard_fixtures import two_order_case as _case

def _walk(data: dict):
    case = parse_case(data, path="test", line=1)
    session = EvalSession.open(cases=[case], model="offline", k=1, files=["test"])
    result = session.run_in_process(Trial(case, 1), timeout=60)
    refunds = {ref: sum(r.amount_cents for r in Refund.objects.filter(order__ref__startswith=ref)) for ref in ("SU-91001", "SU-91002", "SU-91003")}
    return result, refunds, list(Run.objects.order_by("pk"))


BOTH_ASKED = [
    ("Lamp cracked on SU-91002", "Hi - the mug on SU-91001 came smashed, please refund it. And the lamp, see subject, arrived cracked: please refund it too."),
    ("two problems", "Sorry to bother you. I've been a customer for years and never had an issue until now. The stoneware mug in SU-91001 was in "
                     "pieces when I opened the box, so a refund for that would be great. While I'm writing: SU-91002 came on Tuesday and the "
                     "table lamp is cracked down one side, could that be refunded as well? No rush on either."),
    ("Broken things", "Order SU-91001: the mug came smashed, refund please. Also on SU-91002 the lamp arrived with a cracked base, please refund that too."),
    ("SU-91001 and SU-91002", "Hi, the mug from SU-91001 arrived broken. The lamp on order SU-91002 came cracked as well - a refund for both please."),
    ("Damaged", "The mug (SU-91001) was smashed in the box, please refund it. My other order, SU-91002, had the lamp arrive cracked - could you refund that as well?"),
    ("two orders, two problems", "hi there\n\nmug on SU-91001 arrived in pieces, pls refund.\n\nsu-91002 - lamp arived craked :( refund pls\n\nta, Ana"),
    ("Re: my orders", "Good morning. I'm afraid order SU-91001 arrived with the mug broken; I would like a refund for it. "
                      "Separately, order SU-91002 arrived and the lamp was cracked right through, so I'd like that refunded too. Kind regards, Ana Ruiz"),
]


@pytest.mark.django_db
@pytest.mark.parametrize("subject,body", BOTH_ASKED)
def test_the_second_order_is_worked_by_a_follow_up_run_and_paid_on_its_own_record(subject, body):
    result, refunds, runs = _walk(_case(subject, body, intents=[{"kind": "damaged_item", "quote": "mug"}, {"kind": "damaged_item", "quote": "lamp"}],
                                        expected={"outcome": "resolved", "refunds": [{"amount_cents": 2200, "source": "platform"},
                                                                                     {"amount_cents": 4400, "source": "platform"}],
                                                  "returns": [], "escalations": []}))
    assert refunds == {"SU-91001": 2200, "SU-91002": 4400, "SU-91003": 0}, [r.failure_reason for r in runs]
    assert len(runs) == 2
    first, follow = runs
    # each run pinned to one of the two orders (the subject's number may be pinned first), the follow-up to the other
    assert follow_ups.handed_from(follow)["run"] == first.pk and {first.order_ref[:8], follow.order_ref[:8]} == {"SU-91001", "SU-91002"}
    handed = [s for s in first.subtasks.all() if s.status == Subtask.Status.DEFERRED]
    assert [handed_run(s) for s in handed] == [follow.pk]
    assert follow.order_ref in first.state["reply"]["sentences"][str(handed[0].number)]
    assert follow.events.filter(kind="guard_check", payload__passed=True).exists()
    assert result.passed and not (result.guard_violations or result.silent_drop or result.double_refund), result.differences


@pytest.mark.django_db
def test_the_same_goods_on_both_orders():
    body = "Both mugs came smashed - the one on SU-91001 and the one on SU-91002. Please refund both."
    result, refunds, runs = _walk(_case("mugs", body, second=("MUG-1", "Stoneware mug", 2000),
                                        intents=[{"kind": "damaged_item", "quote": "Both mugs came smashed"}, {"kind": "damaged_item", "quote": "refund both"}],
                                        expected={"outcome": "resolved", "refunds": [{"amount_cents": 2200, "source": "platform"}] * 2,
                                                  "returns": [], "escalations": []}))
    assert refunds["SU-91001"] == 2200 and refunds["SU-91002"] == 2200 and refunds["SU-91003"] == 0
    assert len(runs) == 2
    assert not (result.guard_violations or result.silent_drop or result.double_refund), result.differences


NOT_HANDED = [
    # a neighbour's order: never worked as hers
    "Order SU-91001: the mug came smashed, refund please. My neighbour's order SU-91003 also had a cracked lamp, please refund her too.",
    # a neighbour's order asked for by number: the runtime refuses the hand-over, a person has it
    "The mug in SU-91001 arrived smashed, please refund it. Could you also refund SU-91003 - the lamp arrived cracked.",
    # quoted mail from someone else
    "Order SU-91001: the mug came smashed, please refund it.\n\n> On 10 Nov, Sam Lee wrote:\n> My order SU-91003 - the lamp arrived cracked, please refund it.",
    # the customer's own order told in passing, nothing asked of it
    "Order SU-91001: the mug came smashed, please refund it. I also ordered SU-91002 the same week and that one was fine.",
    "The mug from SU-91001 arrived in pieces - refund please. (My last order was SU-91002, in case you need it.)",
    # the customer's own order in quoted old mail, settled there
    "Order SU-91001: the mug came smashed, please refund it.\n\n> On 2 Nov, Support wrote:\n> We're sorry about order SU-91002, we have refunded the lamp.",
]


@pytest.mark.django_db
@pytest.mark.parametrize("body", NOT_HANDED)
def test_no_follow_up_and_no_money_on_an_order_not_asked_about_by_its_owner(body):
    result, refunds, runs = _walk(_case("Mug", body, intents=[{"kind": "damaged_item", "quote": "mug"}],
                                        expected={"outcome": "resolved", "refunds": [{"amount_cents": 2200, "source": "platform"}], "returns": [], "escalations": []}))
    assert refunds["SU-91002"] == 0 and refunds["SU-91003"] == 0
    assert len(runs) == 1, [follow_ups.handed_from(r) for r in runs]
    assert not result.guard_violations, result.guard_violations


@pytest.mark.django_db
def test_the_run_pages_of_one_ticket_link_to_each_other(reviewer, client_for):
    from django.urls import reverse

    _, _, runs = _walk(_case(*BOTH_ASKED[1], intents=[{"kind": "damaged_item", "quote": "mug"}, {"kind": "damaged_item", "quote": "lamp"}]))
    first, follow = runs
    page = client_for(reviewer).get(reverse("run_detail", args=[first.pk])).content.decode()
    assert reverse("run_detail", args=[follow.pk]) in page and "follow-up working order SU-91002" in page
    page = client_for(reviewer).get(reverse("run_detail", args=[follow.pk])).content.decode()
    assert reverse("run_detail", args=[first.pk]) in page and "handed this run order SU-91002" in page


@pytest.mark.django_db
def test_a_run_alone_on_its_ticket_lists_no_other_runs(reviewer, client_for):
    from django.urls import reverse

    _, _, runs = _walk(_case("Mug", NOT_HANDED[2], intents=[{"kind": "damaged_item", "quote": "mug"}]))
    assert 'class="ticket-runs"' not in client_for(reviewer).get(reverse("run_detail", args=[runs[0].pk])).content.decode()


@pytest.mark.django_db
def test_orders_listed_only_in_the_signature_move_no_money_onto_the_wrong_order():
    """The two numbers only in the signature ("Orders SU-91001 and SU-91002"), the lamp's told as "my other order": which
    goods are whose is not read surely, so nothing is paid on a guess; every request still ends with a person or paid."""
    body = ("Hello, the mug arrived smashed and the lamp on my other order arrived cracked. Please refund both.\n\n"
            "Thanks,\nAna Ruiz\nOrders SU-91001 and SU-91002")
    result, refunds, runs = _walk(_case("Broken mug and lamp", body, intents=[{"kind": "damaged_item", "quote": "mug"}, {"kind": "damaged_item", "quote": "lamp"}]))
    assert refunds["SU-91003"] == 0 and refunds["SU-91001"] in (0, 2200) and refunds["SU-91002"] in (0, 4400)
    assert not (result.guard_violations or result.silent_drop), result.differences

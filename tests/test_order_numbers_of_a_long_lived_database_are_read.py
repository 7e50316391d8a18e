"""An eval's copy of an order appends its namespace's digits (eval run, trial, case) to the case's number, and the eval
run's id never starts again on a database that is kept (PostgreSQL's sequences, a SQLite file). From the hundredth eval
run on, SU-91001 became SU-9100115101000 (thirteen digits), which the readers, capped at twelve, took for no order
number at all: a second order asked about by number was read as the first's, and no follow-up run worked it (the CI
failures of the follow-up runs on PostgreSQL, where the whole suite shares one process and the ids only grow).

Every reader now takes the width of an order number from runs.order_numbers, and the namespace refuses a wider one.
Proved end to end in eval runs numbered past a hundred, a thousand and a million, on SQLite as on PostgreSQL; and on the
readers in every form a customer writes a number, with the near-misses that are still no order number."""

from __future__ import annotations

import pytest
from django.core.management.color import no_style
from django.db import connection

from runs import follow_ups
from runs.evals.cases import parse_case
from runs.evals.runner import EvalSession, Trial
from runs.evals.world import Namespace, WorldError, build_world
from runs.models import EvalRun, Run
from runs.order_numbers import ORDER_DIGITS_MOST
from runs.sentences import bare_orders_in, orders_in
from runs.shop.models import Refund

from tests.guard_fixtures import two_order_case


def _eval_runs_from(first: int) -> None:
    """The next eval run of this database gets id `first`, as on an installation that has run that many (the id an
    explicit row takes moves SQLite's AUTOINCREMENT on; PostgreSQL's sequence is set to it)."""
    EvalRun.objects.create(pk=first - 1, model_name="offline")
    with connection.cursor() as cursor:
        for sql in connection.ops.sequence_reset_sql(no_style(), [EvalRun]):
            cursor.execute(sql)


def _walk(subject: str, body: str) -> tuple[dict, list[Run], int]:
    data = two_order_case(subject, body, intents=[{"kind": "damaged_item", "quote": "mug"}, {"kind": "damaged_item", "quote": "lamp"}],
                          expected={"outcome": "resolved", "refunds": [{"amount_cents": 2200, "source": "platform"},
                                                                       {"amount_cents": 4400, "source": "platform"}],
                                    "returns": [], "escalations": []})
    case = parse_case(data, path="test", line=1)
    session = EvalSession.open(cases=[case], model="offline", k=1, files=["test"])
    result = session.run_in_process(Trial(case, 1), timeout=60)
    refunds = {ref: sum(r.amount_cents for r in Refund.objects.filter(order__ref__startswith=ref, order__ref__endswith=f"{session.eval_run.pk}01000"))
               for ref in ("SU-91001", "SU-91002", "SU-91003")}
    runs = list(Run.objects.filter(ticket__ref__startswith=f"EV{session.eval_run.pk}-").order_by("pk"))
    assert result.passed and not (result.guard_violations or result.silent_drop or result.double_refund), result.differences
    return refunds, runs, session.eval_run.pk


ASKED_OF_BOTH = [
    ("two orders, two problems", "hi there\n\nmug on SU-91001 arrived in pieces, pls refund.\n\nsu-91002 - lamp arived craked :( refund pls\n\nta, Ana"),
    ("Re: my orders", "Good morning. I'm afraid order SU-91001 arrived with the mug broken; I would like a refund for it. Separately, "
                      "order SU-91002 arrived and the lamp was cracked right through, so I'd like that refunded too. Kind regards, Ana Ruiz"),
    ("Broken things", "Order SU-91001: the mug came smashed, refund please. Also on SU-91002 the lamp arrived with a cracked base, please refund that too."),
]


@pytest.mark.django_db
@pytest.mark.parametrize("first", [100, 1234, 1_000_000])
@pytest.mark.parametrize("subject,body", ASKED_OF_BOTH)
def test_the_second_order_is_read_and_worked_however_many_eval_runs_came_before(first, subject, body):
    _eval_runs_from(first)
    refunds, runs, eval_id = _walk(subject, body)
    assert eval_id == first and len(runs[0].order_ref) > len("SU-") + 12  # past the old twelve-digit cap
    assert refunds == {"SU-91001": 2200, "SU-91002": 4400, "SU-91003": 0}, [r.failure_reason for r in runs]
    first_run, follow = runs
    assert follow_ups.handed_from(follow)["run"] == first_run.pk
    assert {first_run.order_ref[:8], follow.order_ref[:8]} == {"SU-91001", "SU-91002"}


@pytest.mark.django_db
def test_the_same_ticket_again_in_a_later_eval_run_of_the_same_database():
    """The case walked twice, its orders copied twice under two eval runs (other ids, other numbers): each eval run's
    follow-up is made and pays on its own copy of the second order."""
    _eval_runs_from(99)  # the first walk's numbers have twelve digits, the second's thirteen
    for _ in range(2):
        refunds, runs, _ = _walk(*ASKED_OF_BOTH[2])
        assert refunds == {"SU-91001": 2200, "SU-91002": 4400, "SU-91003": 0}
        assert len(runs) == 2 and follow_ups.handed_from(runs[1])["run"] == runs[0].pk


LONG = "9100215101000"  # SU-91002 in eval run 151: thirteen digits
WRITTEN = [
    f"The lamp on SU-{LONG} arrived cracked, please refund it.",
    f"the lamp on su{LONG} came craked, refund pls",
    f"Order #{LONG}: the lamp is cracked. Could you refund it?",
    f"My order number is {LONG} and the lamp arrived cracked.",
    f"About order no. {LONG} - the lamp came broken, I'd like my money back.",
    f"Hello,\n\nthe lamp from order {LONG} was cracked in the box.\n\nThanks, Ana",
    f"Lamp cracked (SU {LONG}), refund please",
]


@pytest.mark.parametrize("text", WRITTEN)
def test_a_long_order_number_is_read_in_every_form_a_customer_writes_it(text):
    assert orders_in(text) == [f"SU-{LONG}"]


@pytest.mark.parametrize("digits", [13, 15, ORDER_DIGITS_MOST])
def test_bare_numbers_heading_lines_or_joined_are_read_up_to_the_width(digits):
    one, two = "91001".ljust(digits, "7"), "91002".ljust(digits, "7")
    assert bare_orders_in(f"{one} - the mug arrived smashed.\n{two} - the lamp arrived cracked.") == [f"SU-{one}", f"SU-{two}"]
    assert orders_in(f"Orders {one} + {two} both came damaged.") == [f"SU-{one}", f"SU-{two}"]


NOT_ORDERS = [
    "My tracking number is 9400111899223344556677 and it has not moved.",  # 22 digits: a tracking number
    "Tracking #94001118992233445566 shows nothing since Monday.",  # 20 digits
    "Reference #1234567890123456789 from my bank shows the charge twice.",  # 19: wider than any order number
    "Please call me on 07700 900123 about the lamp.",
    "I paid $4400 for the two lamps in 2025.",
    "Card ending 4242 was charged twice.",
]


@pytest.mark.parametrize("text", NOT_ORDERS)
def test_what_is_no_order_number_is_still_not_read_as_one(text):
    assert orders_in(text) == [] and bare_orders_in(text) == []


def test_the_namespace_never_makes_an_order_number_wider_than_the_readers_read():
    case = parse_case(two_order_case("Mug", "The mug on SU-91001 came smashed, please refund it."), path="test", line=1)
    wide = Namespace(eval_id=10 ** (ORDER_DIGITS_MOST - 5 - 5), trial=1, index=0)  # 5 digits of the case's + 5 + this id's
    assert len("91001" + wide.digits) == ORDER_DIGITS_MOST + 1
    with pytest.raises(WorldError, match=f"more than the {ORDER_DIGITS_MOST} digits"):
        build_world(case.spec.world, wide, case=case)

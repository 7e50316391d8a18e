"""The overview's queue counts (plans, refunds, escalations, the inbox and the overdue ones) come in
one query of counts, one round trip instead of three: each equals the count of its own queryset."""

from django.db import connection
from django.test.utils import CaptureQueriesContext

from runs.models import Approval, Escalation, Run
from supervisor.selectors.inbox import inbox_tickets
from supervisor.selectors.overview import counts, queue_counts
from tests.dashboard_world import escalated, finished, plan_waiting, refund_waiting, world  # noqa: F401


def test_each_count_is_its_querysets_count_in_one_query(world):
    plan_waiting(), plan_waiting(), refund_waiting(), escalated(), finished()
    querysets = {"plans": Approval.objects.filter(kind=Approval.Kind.PLAN, status=Approval.Status.PENDING),
                 "refunds": Approval.objects.filter(kind=Approval.Kind.REFUND, status=Approval.Status.PENDING),
                 "open": Escalation.objects.filter(status=Escalation.Status.OPEN), "inbox": inbox_tickets(),
                 "none": Run.objects.filter(pk=0), "runs": Run.objects.all()}
    with CaptureQueriesContext(connection) as captured:
        got = counts(**querysets)
    assert len(captured) == 1
    assert got == {name: qs.count() for name, qs in querysets.items()}
    assert got["plans"] == 2 and got["refunds"] == 1 and got["none"] == 0


def test_the_queue_counts_are_one_query(world):
    plan_waiting(), refund_waiting()
    with CaptureQueriesContext(connection) as captured:
        got = queue_counts()
    assert len(captured) == 1
    assert (got["plans"], got["refunds"]) == (1, 1) and set(got["overdue"]) == {"plan", "refund", "escalation"}

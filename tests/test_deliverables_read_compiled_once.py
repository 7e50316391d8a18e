"""What the shop reports as done under a run's keys (DemoShop.deliverables, the verifier's and a failed walk's
view) is read with statements compiled once (runs.shop.backend._REFUNDS_UNDER, _RETURNS_UNDER): the ORM's own
`idempotency_key__startswith` statements with the same parameters, and the same answer, for prefixes LIKE
would read as wildcards, a prefix of another run's, and none found."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from runs.shop import models as shop
from runs.shop.backend import DemoShop
from tests.test_judge_reads_compiled_once import KEYS, PREFIXES, _effects

pytestmark = pytest.mark.django_db


def _orm_deliverables(key_prefix: str) -> dict:
    return {
        "refunds": [{"type": "refund", "amount_cents": r.amount_cents, "source": r.source, "idempotency_key": r.idempotency_key}
                    for r in shop.Refund.objects.filter(idempotency_key__startswith=key_prefix).order_by("id")],
        "returns": [{"type": "return", "kind": r.kind, "idempotency_key": r.idempotency_key}
                    for r in shop.ReturnRequest.objects.filter(idempotency_key__startswith=key_prefix).order_by("id")],
    }


def _captured(read):
    with CaptureQueriesContext(connection) as queries:
        got = read()
    return got, [(q["sql"], q.get("params")) for q in queries.captured_queries]


@pytest.mark.parametrize("prefix", PREFIXES)
def test_the_deliverables_under_a_prefix_are_read_as_the_orm_reads_them(prefix):
    _effects()
    for _ in range(2):  # compiled on the first call, run again on the second
        assert _captured(lambda: DemoShop().deliverables(prefix)) == _captured(lambda: _orm_deliverables(prefix))


def test_another_runs_keys_and_wildcards_are_not_its_deliverables():
    _effects()
    made = DemoShop().deliverables("run-12-")
    assert [r["idempotency_key"] for r in made["refunds"]] == ["run-12-e1-refund"]
    assert [r["idempotency_key"] for r in made["returns"]] == ["run-12-e1-refund"]
    assert DemoShop().deliverables("run_1-")["refunds"][0]["idempotency_key"] == "run_1-e1-refund" and "run_1-e1-refund" in KEYS
    assert DemoShop().deliverables("run-9-") == {"refunds": [], "returns": []}

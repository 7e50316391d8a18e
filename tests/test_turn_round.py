"""draft: measuring"""
import json

import pytest

from tests.runtime_world import DUPLICATE, NO_REPLACEMENT, PANEL, build_world, call, start, ticket
from tests.turn_counting import walk_counting


def long_script(turns: int) -> dict:
    first = [call("get_order", order_ref="SU-88421"), call("propose_plan", order_ref="SU-88421", subtasks=[DUPLICATE, PANEL, NO_REPLACEMENT])]
    return {"turns": [first] + [[call("search_policy", query="duplicate charge")] for _ in range(turns - 1)]}


@pytest.mark.django_db(transaction=True)
def test_measure_long(settings):
    settings.PLAN_CONFIRMATION_RULE = "never"
    settings.DRIFT_IDLE_TURNS = 1000
    settings.MAX_TURNS = 100
    build_world()
    run = start(ticket(), script=long_script(60))
    costs = walk_counting(run.pk, limit=200)
    for t in (1, 2, 5, 50):
        print(json.dumps(costs[t].summary()))
    print("\n".join(costs[5].labels()))
    assert costs[5].labels() == costs[50].labels()


@pytest.mark.django_db(transaction=True)
def test_measure_canonical(settings):
    settings.PLAN_CONFIRMATION_RULE = "never"
    build_world()
    run = start(ticket())
    costs = walk_counting(run.pk, limit=200)
    for t in sorted(costs):
        print(json.dumps(costs[t].summary()))
    print("\n".join(costs[5].labels()))

"""The load test's verdict on speed: which pages and actions missed the p95 goal."""


def test_a_page_or_an_action_over_the_p95_goal_fails_the_load_test_but_an_export_does_not():
    from supervisor.management.commands.loadtest import pages_over_goal

    pages = {"/": {"p95_ms": 120}, "/metrics/": {"p95_ms": 730}, "/plans/[id]/confirm": {"p95_ms": 510},
             "/audit/replans/export.csv": {"p95_ms": 4000}, "WS /ws/live/ (connect + snapshot)": {"p95_ms": 900}}
    assert pages_over_goal(pages, 500) == {"/metrics/": 730, "/plans/[id]/confirm": 510}
    assert pages_over_goal(pages, 1000) == {}

"""Read-only queries behind the dashboard pages, one module per page family.

Each page asks a fixed number of questions of the database however many runs or events there are:
lists use select_related/prefetch_related, and what is grouped or counted is grouped in one query.
The live path (a consumer re-rendering one partial for one connection) calls the same functions,
so a partial pushed over the socket shows exactly what a page load shows.

- `overview`: the overview page (queue counts, live runs by phase, drift alerts, recent runs).
- `queues`: people's queues (plans to confirm, refunds to approve, open escalations).
- `run_pages`: the run list and the run page.
- `timeline`: a run's events as the timeline shows them (no queries of its own).
- `audit`: replans and their diffs, for the audit pages and the run page.
- `metrics`: the metrics page's counts (the chart layout is `supervisor.charts`).
- `evals`: the evals pages.
"""

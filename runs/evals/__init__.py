"""Evaluation: a case set (JSONL) walked through the real runtime and judged on the end state of the
database, as tau-bench judges (docs/evals.md).

- cases:    the case format, loading and validation (errors name the file, line, case and field)
- world:    the world a case runs in (the seeded demo shop, or fixtures made unique per trial) and
            the people the simulated approver acts as
- approver: the simulated support lead and reviewer, acting through runs.people.actions
- runner:   one trial of one case: in-process through runs.walk.walk, or on Celery workers
- judge:    the end state against the expected one, plus the safety flags (silent drops, double
            refunds, guard violations)
- metrics:  the table, pass^k and the JSON report
"""

"""Generate runs/evals/cases/sundry-120.jsonl: 120 realistic support tickets, 19 with more than one
intent, each with its world, its labelled intents, the simulated approver's answers and the end
state the policies entitle the customer to.

    python -m runs.evals.generate_sundry            # rewrite the file
    python -m runs.evals.generate_sundry --check    # exit 1 if the file is not what this writes

Deterministic: every choice comes from a random generator seeded with the case id, orders are
built by the demo shop's own order builder (runs.shop.demo_data.order_builder), and nothing reads
the clock. Thirteen cases are the demo shop's own tickets (world "demo"); the rest bring fixtures
made from the demo shop's sellers, supplements and catalogue, with order numbers SU-7xxxx of their
own.

The expected end state follows the policy documents (runs.shop.demo_data.policies) as the runtime
can carry them out; the rules are in `settle()` (runs.evals.sundry.answers) and in docs/evals.md.
Where the runtime cannot do what a policy says (a collection or a return is started in the run;
the refund "on receipt" is not part of it), the expected state is what the run can do, and
docs/evals.md says so.

The parts live in runs.evals.sundry (specs, wording, answers, build).
"""

from __future__ import annotations

import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent / "cases" / "sundry-120.jsonl"


def main(argv=None) -> int:
    from .generated import render, write_or_check

    def build() -> str:
        # The builders read the demo shop's models: imported once write_or_check has set Django up.
        from .sundry.build import generate

        return render(generate())

    return write_or_check(description=__doc__.split("\n\n")[0], default_out=OUT, build=build,
                          module="runs.evals.generate_sundry", argv=argv)


if __name__ == "__main__":
    sys.exit(main())

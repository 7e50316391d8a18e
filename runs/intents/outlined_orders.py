"""A sentence pointing at all the ticket's orders only to say each has a problem: "Hi both orders in the subject have a
problem. The basket one came 5 days late so I want the delivery charge back. The towels I ordered in sage came in
bright lime green, so they need to go back." (ver30a V30-31). Every sentence after the outline inherited "both orders",
so the towels' claim was worked on the basket's order (a return of the basket nobody asked for) and the basket's late
fee was handed to a person again under the towels' order.

An outline tells no problem of its own; what follows it tells each order's, one at a time. So the sentences after it are
each about one of the orders (the one whose goods they name: runs.ticket_lines and the agent's `_tied_order`), as under
"re: orders SU-1 / SU-2". A sentence pointing at both orders that tells a problem ("both orders were charged twice",
"SU-1 and SU-2 both came late") is that problem on each, and the sentences after it stay about both."""

from __future__ import annotations

from .order_words import Referred
from ..shop.kinds import NOT_A_CASE

# The kinds a sentence tells a problem by (a question or an ask of no kind tells none).
_NO_PROBLEM = set(NOT_A_CASE)


def outlines_orders(pointed: Referred | None, spans: dict) -> bool:
    """Whether a sentence pointing at several orders (`pointed`: "both orders ...") tells no problem of its own (`spans`:
    the kinds read in it): an outline of what the sentences after it tell, one order at a time."""
    return bool(pointed and len(pointed.orders) > 1 and not set(spans) - _NO_PROBLEM)

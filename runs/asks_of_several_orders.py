"""A request of no kind the runtime acts on, asked of several orders at once, is one person's task, on one run.

"SU-71006 ... SU-71106 ... Please also issue a VAT invoice for both orders" (blind round ver37c, V37C-06) went to a person
twice: once from the run pinned to SU-71006, once from the follow-up on SU-71106, whose scoped ticket kept the sentence
because "both orders" names SU-71106 too. A claim told of both orders ("both orders were charged twice") is each
order's, settled against each record; an ask a person answers (an invoice, an address changed on both) is one
request: it stays with the run of the order the sentence names first (the pinned order when it names none by number),
and that run's person task names every order it is about.
"""

from __future__ import annotations

from .sentences import normalise_ref


def left_to_first_order(s, order_ref: str) -> bool:
    """Whether sentence `s`, read for a follow-up run on `order_ref`, is an ask of no kind (`other`) told of several orders
    at once that the run of the order it names first answers (the pinned run when it names none by number)."""
    mine = normalise_ref(order_ref)
    return bool(s.kinds) and set(s.kinds) <= {"other"} and normalise_ref(s.order or "") != mine \
        and mine in {normalise_ref(o) for o in s.also}


def orders_named_in_goal(goal: str, s, pinned: str) -> str:
    """A person's goal for an ask told of several orders, every order it is about named after it: "(orders SU-1 and SU-2)"."""
    refs = list(dict.fromkeys(normalise_ref(o) for o in (s.order or pinned, *s.also) if o))
    if len(refs) < 2:
        return goal
    return f"{goal} (orders {', '.join(refs[:-1])} and {refs[-1]})"

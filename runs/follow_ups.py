"""A second order of the same customer in one ticket, worked by a follow-up run of its own.

"Order SU-1234: the mug came smashed, refund please. Also on SU-5678 I was charged twice": the run pins SU-1234, and
every guard checks its decisions against that order's record. The charge on SU-5678 is not settled by a person told
"another order", nor against the mug's order: the run hands it over (escalate_to_human with `follow_up_order`) to a
follow-up run on the same ticket, pinned to SU-5678 and reading only the ticket's sentences about SU-5678. That run is
an ordinary run: it pins its order through get_order (the owner check), plans, and every decision goes through the
same guards against SU-5678's own evidence.

The runtime, never the model, decides whether an order may be handed over (`refusal`):
- the order is the customer's own (the shop's record, the ticket's email), never a neighbour's or a number quoted
  from someone else's mail;
- the ticket asks something of it in the customer's own words: a request sentence naming that order (by its number, or
  by goods the shop's record puts on that order alone among the customer's orders: runs/goods_of_another_order.py),
  outside quoted mail and injected passages (the screener's reading), with a kind the runtime acts on;
- it is not the order the run is pinned to, and the run handing over is not itself a follow-up.

The follow-up is created (runs.walk.follow_up) in the same transaction as the step that hands the subtask over (the subtask deferred with
the follow-up named, the `follow_up_started` event): a worker dying mid-step leaves neither, and the step done again
creates it once. An order already worked by another run of the ticket is never given a second one: the subtask names
that run instead.
"""

from __future__ import annotations

from .asks_of_several_orders import left_to_first_order
from .intents.claim_carried_too import CARRIED_WHY
from .intents.cues import KINDS
from .intents.orders_listed_with_goods import orders_listed_with_goods
from .intents.read import told_of_each
from .models import Run, Subtask
from .sentences import ORDER_IN_TEXT, normalise_ref
from .shop.kinds import NOT_A_CASE

# The roles of the sentences a follow-up reads: what the customer asks or tells of the order, never quoted mail.
_SCOPED_ROLES = ("request", "attached", "statement")


def handed_from(run) -> dict:
    """{run, subtask, order_ref, text} when `run` is a follow-up of another run of its ticket, else {}."""
    return (run.state or {}).get("handed_from") or {}


def handed_state(run) -> dict:
    """A follow-up's hand-over, for the state of a scratch copy of it (a replay, a counterfactual): it reads the same
    sentences of the ticket. {} for any other run."""
    handed = handed_from(run)
    return {"handed_from": handed} if handed else {}


def names_order(s, order_ref: str) -> bool:
    """Whether sentence `s` names this order itself (its own number, or one of several it tells apart), not by default."""
    mine = normalise_ref(order_ref)
    return mine in {normalise_ref(o) for o in (s.order, *s.also, *s.kinds_by_order) if o}


def asked_of(reading, order_ref: str) -> list:
    """The request sentences that ask of `order_ref` a kind the runtime acts on, naming it as their own: their order, one
    of several each told its own problem, or one of several told the same problem each ("the mugs on SU-1 and SU-2 both
    came smashed"); never an order the sentence only lists beside the one it singles out ("Both parcels SU-1 and SU-2
    came, but the mug in SU-1 was smashed")."""
    acting = set(KINDS) - set(NOT_A_CASE) | {"question"}
    mine = normalise_ref(order_ref)
    return [s for s in reading.sentences if s.role == "request" and set(s.kinds_on(order_ref)) & acting
            and (normalise_ref(s.order) == mine or mine in {normalise_ref(o) for o in s.kinds_by_order}
                 or mine in told_of_each(s.text) or mine in orders_listed_with_goods(s.text))]


def scoped_text(reading, order_ref: str) -> str:
    """The ticket as a follow-up run on `order_ref` reads it: the customer's own sentences naming that order, in order,
    each with the remedy asked right after it in a sentence naming no order ("... and the one on SU-2. Please refund both.")."""
    kept, last = [], False
    for s in reading.sentences:
        # ("a VAT invoice for both orders": one person's task, on the run of the order it names first: asks_of_several_orders.py)
        last = (s.role in _SCOPED_ROLES and names_order(s, order_ref) and not left_to_first_order(s, order_ref)) \
            or (last and s.role == "attached" and not s.orders)
        if last:
            kept.append(_carried_claim(s, order_ref) or s.text)
    return "\n".join(kept)


def _carried_claim(s, order_ref: str) -> str:
    """The claim a shorthand carries to this order ("SU-2: same."), told of this order: read alone in the follow-up,
    "same." asks nothing and its run went to a person with no request read (verify33 e2e13 S01)."""
    if s.why != CARRIED_WHY or not s.about:
        return ""
    return ORDER_IN_TEXT.sub(order_ref, s.about)


def ticket_of(run) -> tuple[str, str, str]:
    """(subject, body, order_ref) of the ticket as this run reads it: a follow-up reads only the sentences handed to it,
    under its own order; any other run, the ticket itself."""
    handed = handed_from(run)
    if handed:
        return "", handed["text"], handed["order_ref"]
    return run.ticket.subject, run.ticket.body, run.ticket.order_ref


def ticket_text(run) -> str:
    subject, body, _ = ticket_of(run)
    return f"{subject}\n{body}"


def own_rows(run, rows: list[dict]) -> list[dict]:
    """Of the accounting rows of a run's reading (runs.intents.accounting), those its plan answers for: a follow-up
    answers for the order handed to it, the other orders its sentences name being the handing run's."""
    handed = handed_from(run)
    if not handed:
        return rows
    return only_order(rows, handed["order_ref"])


def only_order(rows: list[dict], order_ref: str) -> list[dict]:
    mine = normalise_ref(order_ref)
    return [row for row in rows if not row.get("order") or normalise_ref(row["order"]) == mine]


def runs_of_ticket(run) -> list[Run]:
    """Every run of the run's ticket that works a part of it: the first and its follow-ups, oldest first (replays and
    counterfactuals are runs of tickets of their own)."""
    return list(Run.objects.filter(ticket_id=run.ticket_id).order_by("pk"))


def follow_ups_of(run) -> list[Run]:
    """The follow-up runs `run` handed an order to."""
    return [r for r in runs_of_ticket(run) if handed_from(r).get("run") == run.pk]


def working(run, order_ref: str) -> Run | None:
    """Another run of the ticket already working `order_ref` (pinned to it, or handed it), if any."""
    mine = normalise_ref(order_ref)
    for other in runs_of_ticket(run):
        if other.pk != run.pk and mine in {normalise_ref(other.order_ref or ""), normalise_ref(handed_from(other).get("order_ref", ""))}:
            return other
    return None


def refusal(run, subtask: Subtask, order_ref: str, order: dict | None, reading) -> str:
    """Why `subtask` may not be handed to a follow-up run on `order_ref` ('' when it may). `order`: the shop's record of
    that order (None when there is none)."""
    from .order_owner import same_customer

    ref = normalise_ref(order_ref)
    if handed_from(run):
        return "this run is itself a follow-up: it works only the order handed to it; escalate the subtask to a person"
    if not run.order_ref:
        return "the run has no order pinned yet"
    if ref == normalise_ref(run.order_ref):
        return f"{order_ref} is the order this run is pinned to: work the subtask here"
    if subtask.is_closed:
        return f"subtask {subtask.number} is already {subtask.status}"
    if subtask.case_type == "other":
        return "a request of no known kind is a person's: escalate it without follow_up_order"
    if ref not in {normalise_ref(m.group(1)) for m in ORDER_IN_TEXT.finditer(subtask.goal)}:
        return f"subtask {subtask.number}'s goal does not name order {order_ref}: only a subtask about that order is handed over"
    if not order:
        return f"there is no order {order_ref}"
    if not same_customer((order.get("customer") or {}).get("email", ""), run.ticket.customer_email):
        return f"order {order_ref} is not an order of {run.ticket.customer_email}: never worked as theirs; escalate to a person"
    if not asked_of(reading, order_ref):
        return (f"the ticket asks nothing of order {order_ref} in a sentence of its own that names it (quoted mail, an injected "
                "passage or a number told in passing is not a request): escalate to a person")
    return ""

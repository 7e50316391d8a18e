"""The one place tool calls are carried out. runs.tools declares each tool (schema, effect
class, compensation); here each name maps to what it does, and run_call checks a call against
its phase and schema, carries it out and records the result. An external effect runs in three
parts, so that the shop call is an activity (see Effect)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from .. import ledger, order_owner, record, world
from ..screening import reading_of
from ..sentences import ORDER_IN_TEXT, normalise_ref, orders_in
from ..ticket_lines import mentioned
from ..models import Run
from ..shop.backend import ShopError
from ..state import GOODS_ACTIONS, DecisionAction, link_confirmed_by
from ..tools import EXTERNAL_TOOLS, TOOLS, ToolError
from . import decisions, effect_reads_ahead, follow_up, planning, reply
from .context import TurnContext
from .steps import settle_steps


@dataclass(frozen=True)
class Effect:
    """How an external effect runs, in three parts, so that the shop call is an activity:

    - prepare(ctx, args) -> request: every check, inside the turn's transaction; the request
      (with its idempotency key) is recorded and committed before the shop is called;
    - perform(shop, request) -> result: the shop call alone, outside any transaction of ours,
      repeated after a crash with the same request (and so the same key);
    - complete(ctx, args, request, result) -> result: what the run learns, recorded with the result.
    """

    prepare: Callable[[TurnContext, dict], dict]
    perform: Callable[..., dict]
    complete: Callable[[TurnContext, dict, dict, dict], dict]


def _shop_call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except ShopError as exc:
        raise ToolError(str(exc)) from None


FOREIGN_ORDER = order_owner.FOREIGN_ORDER  # how the record says a pin was refused (the run page offers the link)


def get_order(ctx: TurnContext, args: dict) -> dict:
    result = _shop_call(ctx.shop.get_order, args["order_ref"], zone=ctx.run.ticket.time_zone)
    link = ctx.state.get("order_link") or {}
    owner = (result.get("customer") or {}).get("email", "")
    differs = order_owner.email_difference(owner, ctx.run.ticket.customer_email)
    if differs and link.get("order_ref") != result["order_ref"]:
        # The answer is recorded (this error), the order is not pinned: a ticket cannot point the
        # run at a neighbour's order. A person who knows the link (a spouse, a gift) can confirm it.
        raise ToolError(f"Order {result['order_ref']} {FOREIGN_ORDER}, not to the ticket's {ctx.run.ticket.customer_email} "
                        f"({differs}): "
                        "it is not pinned. Find the customer's own order, or escalate so a person can confirm the link "
                        "(someone writing for a spouse, a gift).")
    unnamed = _not_named(ctx, result)
    if unnamed:
        raise ToolError(unnamed)
    ctx.pin_order(result)
    return result


UNNAMED_ORDER = "the ticket names no order"  # how the record says a pin waits for a person to say which order


def _not_named(ctx: TurnContext, result: dict) -> str:
    """Why `result` may not be pinned when the ticket names no order: '' when it may. A customer
    with several orders who names none is about one of them; the run pins one only on evidence in
    the ticket (its words name lines of that order alone) or a person's word (an instruction naming
    it, a confirmed link), never because a model picked one: a mug refund must not land on the
    customer's other, dearer mug order."""
    ref, ticket = result["order_ref"], ctx.run.ticket
    text = f"{ticket.subject}\n{ticket.body}"
    if ticket.order_ref or orders_in(text) or (ctx.state.get("order_link") or {}).get("order_ref") == ref:
        return ""
    said_by_people = " ".join(e.payload.get("text", "") for e in ctx.run.events.filter(kind="intervention"))
    if any(normalise_ref(m.group(1)) == normalise_ref(ref) for m in ORDER_IN_TEXT.finditer(said_by_people)):
        return ""
    email = ticket.customer_email
    own = [o["order_ref"] for o in ctx.shop.search_orders(customer_email=email, ticket_email=email)["orders"]]
    if len(own) <= 1:
        return ""
    # How many of its own words the ticket uses for the order's best-named line: "the cast iron
    # teapot" names the cast iron one over a glazed one; "the teapot" names neither over the other.
    score = {o: max((len(w) for w in mentioned(result if o == ref else _shop_call(ctx.shop.get_order, o, zone=ticket.time_zone), [text]).values()), default=0)
             for o in own}
    best = max(score.values())
    fits = [o for o in own if best and score[o] == best]
    if fits == [ref]:
        return ""
    why = (f"the ticket's words fit {len(fits)} of them ({', '.join(fits)})" if len(fits) > 1 else
           "its words name no line of this order alone" if fits else "its words name no line of any of them")
    return (f"Not pinned: {UNNAMED_ORDER} and {email} has {len(own)} orders ({', '.join(own)}); {why}. Do not pick one: "
            "escalate so a person says which order the customer means.")


def search_orders(ctx: TurnContext, args: dict) -> dict:
    if not args.get("customer_email") and not args.get("text"):
        raise ToolError("Give customer_email or text to search by.")
    found = ctx.shop.search_orders(customer_email=args.get("customer_email", ""), text=args.get("text", ""),
                                   ticket_email=ctx.run.ticket.customer_email, zone=ctx.run.ticket.time_zone)
    if found.pop("other_customers_matched"):
        found["note"] = (f"Orders of other customers also matched and are not listed: only orders of the ticket's customer "
                         f"({ctx.run.ticket.customer_email}) can be looked at. If the ticket is about someone else's order, "
                         "escalate so a person can confirm the link.")
    return found


def search_policy(ctx: TurnContext, args: dict) -> dict:
    docs = ctx.shop.search_policy(args["query"])
    ctx.note_policies(docs)
    return {"documents": docs}


def get_seller_supplement(ctx: TurnContext, args: dict) -> dict:
    try:
        result = ctx.shop.get_seller_supplement(ctx.require_order())
    except ShopError as exc:
        # A seller with no terms on file is a fact too: marketplace policy applies alone.
        ctx.note_fact("supplement", {"ref": None, "missing": True, "accepts_returns": False, "damage_remedy": "refund_keep_item"})
        raise ToolError(str(exc)) from None
    ctx.note_fact("supplement", result)
    return result


def get_carrier_scan(ctx: TurnContext, args: dict) -> dict:
    result = _shop_call(ctx.shop.get_carrier_scan, ctx.require_order())
    ctx.note_fact("scans", result)
    return result


def _decision_request(ctx: TurnContext, args: dict, actions: set[str]) -> dict:
    decision = decisions.admitted_decision(ctx, args["decision"], actions=actions)
    return {"decision": args["decision"], "order_ref": ctx.require_order(), "amount_cents": decision["amount_cents"],
            "source": decision["source"], "sku": decision.get("sku") or "", "kind": decision["action"], "reason": decision["reason"],
            "case_type": decision["case_type"], "lines": decision.get("lines") or [], "charges": decision.get("charges") or [],
            "customer_email": ctx.run.ticket.customer_email, "link_confirmed_by": link_confirmed_by(ctx.state),
            "idempotency_key": decisions.idempotency_key(ctx, args["decision"])}


def _quantity_of(request: dict) -> int | None:
    """The units a return takes back: what the decision names of its sku, None (the whole line) if nothing."""
    named = [int(x.get("quantity") or 1) for x in request.get("lines") or [] if x.get("sku") == request.get("sku")]
    return sum(named) or None


def _hand_over(ctx: TurnContext, args: dict) -> dict:
    """A subtask about another order of the customer's, handed to a follow-up run pinned to it (runs.follow_ups)."""
    if args.get("subtask") is None:
        raise ToolError("follow_up_order hands over one subtask: name it")
    return follow_up.hand_over(ctx, args["subtask"], args["follow_up_order"], reading_of(ctx.run), ctx.shop)


def _mark_executed(ctx: TurnContext, args: dict, request: dict, result: dict) -> dict:
    decisions.mark_executed(ctx, request["decision"], result)
    return result


# What each tool does: reads and internal writes return their result; external effects are Effects.
CALLS: dict[str, Callable[[TurnContext, dict], dict]] = {
    "get_order": get_order,
    "search_orders": search_orders,
    "propose_plan": planning.admit_plan,
    "escalate_to_human": lambda ctx, args: _hand_over(ctx, args) if args.get("follow_up_order") else ctx.escalate(
        subtask_number=args.get("subtask"), open_item=args["open_item"], reason=args["reason"]),
    "search_policy": search_policy,
    "get_seller_supplement": get_seller_supplement,
    "get_carrier_scan": get_carrier_scan,
    "record_progress": lambda ctx, args: planning.propose_status(
        ctx, number=args["subtask"], status=args["status"], evidence=args.get("evidence", ""),
        note=args.get("note", ""), deferred_reason=args.get("deferred_reason", "")),
    "replan": lambda ctx, args: planning.replan(ctx, {"subtasks": args["subtasks"]}, trigger=args["trigger"], actor="agent"),
    "propose_decision": decisions.propose_decision,
}
EFFECTS: dict[str, Effect] = {
    "issue_refund": Effect(
        prepare=lambda ctx, args: _decision_request(ctx, args, {DecisionAction.REFUND}),
        perform=lambda shop, r: shop.issue_refund(order_ref=r["order_ref"], amount_cents=r["amount_cents"], source=r["source"],
                                                  reason=r["reason"], idempotency_key=r["idempotency_key"], case_type=r.get("case_type", ""),
                                                  lines=r.get("lines"), charges=r.get("charges"), customer_email=r.get("customer_email", ""),
                                                  link_confirmed_by=r.get("link_confirmed_by", "")),
        complete=_mark_executed,
    ),
    "start_return": Effect(
        prepare=lambda ctx, args: _decision_request(ctx, args, set(GOODS_ACTIONS)),
        perform=lambda shop, r: shop.start_return(order_ref=r["order_ref"], sku=r["sku"], kind=r["kind"], reason=r["reason"],
                                                  idempotency_key=r["idempotency_key"], quantity=_quantity_of(r),
                                                  customer_email=r.get("customer_email", ""), link_confirmed_by=r.get("link_confirmed_by", "")),
        complete=_mark_executed,
    ),
    "send_reply": Effect(
        prepare=lambda ctx, args: reply.prepare_reply(ctx, sentences=args["sentences"], closing=args.get("closing", "")),
        perform=reply.send,
        complete=lambda ctx, args, request, result: reply.reply_sent(ctx, request, result),
    ),
}
assert set(CALLS) | set(EFFECTS) == set(TOOLS) and not set(CALLS) & set(EFFECTS), "every declared tool is carried out here, once"
assert sorted(EFFECTS) == EXTERNAL_TOOLS, "the external effects are the tools declared external_effect"


def run_call(ctx: TurnContext, block: dict, allowed: set[str]) -> dict | None:
    """Check and run one call. Returns an effect request when the call is an external effect
    that passed its checks (recorded as requested); records the result otherwise."""
    name, args, use_id = block.get("name", ""), block.get("input"), block.get("id", "")
    payload = {"tool_use_id": use_id, "name": name, "input": args}
    try:
        if name not in TOOLS:
            raise ToolError(f"Unknown tool {name!r}. This phase has: {sorted(allowed)}.")
        if name not in allowed:
            raise ToolError(f"{name} is not available in the {ctx.run.phase} phase. This phase has: {sorted(allowed)}.")
        problems = TOOLS[name].check_input(args)
        if problems:
            raise ToolError("Invalid arguments: " + "; ".join(problems))
        world.calling.set(use_id)
        # No savepoint: calls check before they write, and what they record on the way to a
        # refusal (a rejected plan, an escalation) must stay. An unexpected exception aborts the turn.
        if name in EFFECTS:
            request = EFFECTS[name].prepare(ctx, args)
            record.append(ctx.run, "effect_requested", {"tool_use_id": use_id, "name": name, "request": request})
            effect_reads_ahead.hold(ctx.shop, name, request)  # what the shop checks it on, read with this step's COMMIT
            # The ledger shows it requested in the same commit, once the turn's events are inserted.
            record.after_flush(ctx.run, lambda run=ctx.run: ledger.sync_run(run), once="ledger")
            return request
        payload.update(ok=True, result=CALLS[name](ctx, args))
    except ToolError as exc:
        payload.update(ok=False, error=str(exc))
    event = record.append(ctx.run, "tool_result", payload)
    settle_steps(ctx.run, event)  # a refused call records facts too (a seller with no terms on file)
    return None


def record_effect(run: Run, block: dict, request: dict, outcome: dict) -> None:
    """Record what the shop answered to an effect, and what the run learns from it."""
    ctx = TurnContext(run)
    name = block["name"]
    payload = {"tool_use_id": block.get("id", ""), "name": name, "input": block.get("input")}
    if outcome["ok"]:
        payload.update(ok=True, result=EFFECTS[name].complete(ctx, block.get("input"), request, outcome["result"]))
    else:
        payload.update(ok=False, error=outcome["error"], refused_by="shop")
    settle_steps(run, record.append(run, "tool_result", payload))
    record.after_flush(run, lambda: ledger.sync_run(run), once="ledger")  # reads the record: once its events are in


def perform_effect(block: dict, request: dict) -> dict:
    """The shop call of an external effect, outside our transactions (as a real shop's API is)."""
    name = block["name"]
    world.calling.set(block.get("id", ""))
    try:
        with effect_reads_ahead.served(request):  # the shop's reads made with the COMMIT that requested it, if any
            return {"ok": True, "result": EFFECTS[name].perform(world.shop(), request)}
    except ShopError as exc:
        return {"ok": False, "error": str(exc)}

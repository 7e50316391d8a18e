"""The reply, the last step of a ticket's path: every check before it may go out (no open subtask,
one honest sentence per subtask, the verifier), the shop call that sends it, and what the run keeps
once it is sent. The close that follows at the end of that turn is runs.walk.close."""

from __future__ import annotations

from django.conf import settings

from .. import follow_ups, hot_reads, model_verifier, record, reply_owed, world
from ..agents.base import AgentError
from ..effect_keys import parse as parse_effect_key
from ..models import Subtask
from ..policy_evidence import acted_skus
from ..state import DecisionState
from ..intents import GOODS_INSTEAD
from ..reply_quotes_removed import check_reply
from ..reply_check import closing_problems, contradicts_ask, contradicts_no_refund, done_effects, unresolved_problems
from ..refusal_holds import spent_on_units_refunded
from ..screening import reading_of, request_dicts
from ..ticket_lines import lines_refused, words_mentioned
from ..tools import ToolError
from ..verifier import Verdict, verify
from ..refund_to_the_payment_made import asks_only_elsewhere
from .context import TurnContext


def prepare_reply(ctx: TurnContext, *, sentences: list[dict], closing: str) -> dict:
    """Every check before the reply may go out: no open subtask, one sentence per subtask,
    honest sentences for what is not done, then the verifier. Returns the send request."""
    subtasks, made = _plan_and_deliverables(ctx)
    still_open = [s.number for s in subtasks if not s.is_closed]
    if still_open:
        raise ToolError(f"Subtask(s) {still_open} are still open: resolve, escalate or defer each before replying.")
    by_number: dict[int, str] = {}
    for item in sentences:
        if item["subtask"] in by_number:
            raise ToolError(f"Two sentences for subtask {item['subtask']}: one sentence per subtask.")
        by_number[item["subtask"]] = item["text"].strip()
    if made is None:
        made = deliverables(ctx)
    record_rows = _record(subtasks, made)
    reading = reading_of(ctx.run)
    if (quoting := check_reply([*by_number.values(), closing], [p["text"] for p in reading.removed])):  # runs/reply_quotes_removed.py
        ctx.append("guard_check", {"decision": None, "reply": True, "passed": False, "checks": [quoting]}, actor="system")
        raise ToolError("The reply: " + "; ".join(quoting["inputs"]["says"]) + ". Say what was done in your own words, without them.")
    replacement_asked = any(r.why.startswith(GOODS_INSTEAD) for r in reading.requests)
    # "I don't want a refund", "a new lid rather than a refund", "no refund for the teapot": each held to the kinds
    # the screener read it of (none: every kind) and, below, to the lines it names
    declining = [r for r in reading.sentences if r.role != "injected" and (r.why.startswith(GOODS_INSTEAD) or "refund" in r.forbids)]
    declining = [r for r in declining if not asks_only_elsewhere(r.text, [x.text for x in reading.sentences])]  # paid back where it came from
    order = ctx.state.get("order") or {}
    lines = order.get("lines", [])
    requests = request_dicts(reading, order.get("order_ref", ""))
    for s, row in zip(subtasks, record_rows):
        text = by_number.get(s.number, "")
        problems = unresolved_problems(text, s.status, done_effects(row)) if s.status in (Subtask.Status.ESCALATED, Subtask.Status.DEFERRED) and text else []
        if (opposite := contradicts_ask(text, replacement_asked)):
            problems.append(f'the customer asks for a replacement, and the sentence says none is coming ("{opposite}")')
        acted = _acted_on(ctx.state.get("decisions", {}), s.number)
        # one held to kinds is read here only where it names its lines ("no need to refund that" points at a claim the guard held)
        held = [(r.text, r.about) for r in declining if (not r.forbid_kinds
                or (s.case_type in r.forbid_kinds and lines_refused(lines, r.text, r.about)))
                # "don't refund that again" beside "the second one is chipped too": of the units refunded before, not these
                and not spent_on_units_refunded(order, s.case_type, r.text, acted, requests)]
        if (money := contradicts_no_refund(text, s.case_type, _declined_for(s.goal, held, lines, acted))):
            problems.append(f'the customer says they do not want a refund, and the sentence says money is coming back ("{money}")')
        if problems:
            raise ToolError(f"Subtask {s.number} is {s.status}: " + "; ".join(problems) + ". Say it is not done yet and who follows up.")
    problems = closing_problems(closing, record_rows)
    if problems:
        raise ToolError("The closing: " + "; ".join(problems) + ". Keep the closing to thanks and contact; what was done belongs in each subtask's sentence.")
    judged = dict(
        ticket=dict(zip(("subject", "body", "given_ref"), follow_ups.ticket_of(ctx.run)), order_ref=ctx.run.order_ref,
                    **({"handed": True} if follow_ups.handed_from(ctx.run) else {})),
        plan=[{"number": s.number, "goal": s.goal, "kind": s.case_type, "status": s.status} for s in subtasks],
        deliverables=made,
        sentences=by_number,
    )
    verdict = verify(**judged, order=order, run_id=ctx.run.pk)
    if settings.SUPERVISOR_VERIFIER == "model":
        verdict = _with_model_verifier(ctx, verdict, judged)
    ctx.append("verification", verdict.as_payload())
    if verdict.verdict == "FAIL":
        ctx.run.fix_rounds += 1
        if ctx.run.fix_rounds > 2:
            # the reply owed, what is unfinished (a paid subtask as the money to check, never as work to do) and what moved
            open_item, reason = reply_owed.handover(verdict.findings, judged["plan"], made)
            ctx.escalate(subtask_number=None, open_item=open_item, reason=reason)
            raise ToolError("Verification failed a third time; the run is escalated.")
        ctx.state["fix_round"] = {"round": ctx.run.fix_rounds, "findings": verdict.findings}
        raise ToolError(f"Verification FAIL (fix round {ctx.run.fix_rounds} of 2): " + "; ".join(f["detail"] for f in verdict.findings))
    body = "\n".join([by_number[s.number] for s in subtasks] + ([closing.strip()] if closing.strip() else []))
    return {"customer_email": ctx.run.ticket.customer_email, "order_ref": ctx.run.order_ref, "body": body,
            "sentences": {str(k): v for k, v in by_number.items()}, "verdict": verdict.verdict,
            "idempotency_key": f"{ctx.run.key_prefix}reply"}


def _declined_for(goal: str, declining: list[tuple[str, str]], lines: list[dict], acted: set[str]) -> bool:
    """Whether a sentence declining a refund is about this subtask: it names no line of the order
    ("I don't want a refund"), or a line the subtask acted on ("a new pan rather than a refund" is
    not about the lamp refunded beside it). The lines acted on are the guard's reading too, so the
    reply is held to the refusal exactly where the money was; with nothing acted on, the lines its
    goal names (a goal's shared word, "porcelain", may name several)."""
    mine = acted or {x["sku"] for x in lines if words_mentioned(x, goal)}
    # a refusal bound to the clause before it ("Don't refund that, I've glued the chip") holds the lines that clause names
    return any((named := lines_refused(lines, text, about if acted else "")) is not None and (not named or named & mine)
               for text, about in declining)


def _acted_on(decisions: dict, subtask: int) -> set[str]:
    """The lines the subtask's carried-out decisions drew on."""
    return {sku for d in decisions.values() if d.get("subtask") == subtask and d.get("state") == DecisionState.EXECUTED
            for sku in acted_skus(d)}


def _with_model_verifier(ctx: TurnContext, code: Verdict, judged: dict) -> Verdict:
    """The model verifier's verdict on the same inputs, recorded as its own event before it is
    used; a resumed turn judging the same inputs in the same turn reuses the recorded one instead of asking again.
    If the model cannot be asked or answers unusably, the code verdict stands and the record says so."""
    given = model_verifier.verifier_input(**judged)
    digest = model_verifier.input_digest(given)
    waiting = [e for e in record.unflushed(ctx.run) if e.kind == "model_verification" and e.turn == ctx.run.turn and e.payload.get("digest") == digest]
    recorded = waiting[-1] if waiting else (
        ctx.run.events.filter(kind="model_verification", turn=ctx.run.turn, payload__digest=digest).order_by("-seq").first())
    if recorded is not None:
        report = recorded.payload
    else:
        try:
            ask = world.verifier() or model_verifier.ask_model  # raises AgentError when no report can be had
            report = {"digest": digest, **ask(given)}
        except AgentError as exc:
            # An unusable answer was still a paid call: its usage is recorded with the error.
            ctx.append("model_verification", {"digest": digest, "error": str(exc), **getattr(exc, "spent", {})}, actor="system")
            return code
        ctx.append("model_verification", report, actor="system")
    if report.get("error"):
        return code
    return model_verifier.combine(code, report)


def _record(subtasks, made: dict) -> list[dict]:
    """Each subtask's status and kind with what the shop shows was done for it."""
    rows = []
    for s in subtasks:
        refunds = [d["amount_cents"] for d in made["refunds"] if d["subtask"] == s.number]
        returns = [d["kind"] for d in made["returns"] if d["subtask"] == s.number]
        rows.append({"status": s.status, "kind": s.case_type, "action": "refund" if refunds else (returns[0] if returns else None),
                     "refunded_cents": sum(refunds)})
    return rows


def send(shop, request: dict) -> dict:
    """The shop sends the checked reply: the effect's one call, made outside our transactions once
    its request (prepare_reply's) has committed, and repeated after a crash with the same key."""
    return shop.send_reply(customer_email=request["customer_email"], order_ref=request["order_ref"], body=request["body"],
                           idempotency_key=request["idempotency_key"])


def reply_sent(ctx: TurnContext, request: dict, result: dict) -> dict:
    """What the run keeps once the shop has sent the reply; the turn's exits then close the run."""
    ctx.state["reply"] = {"body": request["body"], "sentences": request["sentences"], "verdict": request["verdict"]}
    ctx.state["reply_sent"] = True
    return {"sent": True, "verdict": request["verdict"], **result}


def _plan_and_deliverables(ctx: TurnContext) -> tuple[list[Subtask], dict | None]:
    """ctx.subtasks() and, where the shop's reads of them can go with the plan's (the demo shop's own
    deliverables), deliverables(ctx): in one round trip on PostgreSQL (hot_reads.plan_with_steps_and),
    the plan's reads first as before; elsewhere (None) the reply reads them after its first checks."""
    reads = getattr(ctx.shop, "deliverables_reads", None)
    reads = reads(ctx.run.key_prefix) if reads is not None else None
    if reads is None:
        return ctx.subtasks(), None
    subtasks, (refunds, returns) = hot_reads.plan_with_steps_and(ctx.run, *reads)
    return subtasks, _with_subtasks(ctx.shop.deliverables_of(refunds, returns))


def deliverables(ctx: TurnContext) -> dict:
    """Refunds and returns made under this run's keys, each with the subtask it was for, as the
    shop reports them (during a replay: as the record says the shop reported them)."""
    return _with_subtasks(ctx.shop.deliverables(ctx.run.key_prefix))


def _with_subtasks(made: dict) -> dict:
    for item in made["refunds"] + made["returns"]:
        parsed = parse_effect_key(item.pop("idempotency_key"))
        item["subtask"] = parsed["subtask"] if parsed else None
    return made

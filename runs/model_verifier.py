"""The model verifier (SUPERVISOR_VERIFIER=model): a separate Claude call, with its own system
prompt and its own context, that tries to prove the work incomplete.

It sees what the code verifier sees and nothing else: the ticket, the plan, the deliverables as
the shop shows them, and the reply's sentences; never the agent's transcript or reasoning, so it
cannot be talked into agreeing. It answers through one strict tool call (forced where the model accepts forcing) with PASS, FAIL
or PARTIAL and the items it found missing. The code checks (runs.verifier) stay the floor: a code
FAIL is a FAIL whatever the model says; the model can only add findings."""

from __future__ import annotations

import hashlib
import json

from django.conf import settings

from .agents.base import AgentError
from .verifier import Verdict

SYSTEM = """You are the verifier of a marketplace support run. You did not do the work; your job is to prove it incomplete.
You get the customer's ticket, the plan (one subtask per thing the customer asked for, with its status), what the shop shows was done (refunds, returns) and the reply's sentence per subtask.
Look for: a request in the ticket no subtask covers; a subtask marked resolved with nothing in the shop to show for it; a sentence that claims more than the shop shows, or a different amount; a subtask with no sentence.
Escalated or deferred subtasks are allowed when their sentence says so honestly: report them as PARTIAL, not FAIL.
Answer only with the report_verdict tool. List every missing item in the customer's terms; an empty list only with PASS."""

REPORT_TOOL = {
    "name": "report_verdict",
    "description": "Report whether the run's work is complete, and every item found missing.",
    "input_schema": {
        "type": "object",
        "properties": {
            "verdict": {"enum": ["PASS", "FAIL", "PARTIAL"]},
            "missing": {"type": "array", "items": {"type": "object", "properties": {"item": {"type": "string"}, "detail": {"type": "string"}},
                                                   "required": ["item", "detail"], "additionalProperties": False}},
        },
        "required": ["verdict", "missing"],
        "additionalProperties": False,
    },
    "strict": True,
}


def verifier_input(*, ticket: dict, plan: list[dict], deliverables: dict, sentences: dict[int, str]) -> dict:
    return {"ticket": {"subject": ticket["subject"], "body": ticket["body"], "order_ref": ticket.get("order_ref", "")},
            "plan": plan, "deliverables": deliverables, "reply": {str(k): v for k, v in sorted(sentences.items())}}


def input_digest(given: dict) -> str:
    """Identifies what was judged, so a resumed turn reuses the recorded verdict instead of asking again."""
    return hashlib.sha256(json.dumps(given, sort_keys=True, default=str).encode()).hexdigest()[:16]


def ask_model(given: dict) -> dict:
    """One call; returns the recorded form {"verdict", "missing", "usage", "model"}. A reply that
    is not one well-formed report_verdict call raises AgentError (the caller keeps the code verdict)."""
    import anthropic  # here, not at the top: every process imports this module, few ask Claude (the SDK takes ~0.5 s to import)

    from .agents.claude import build_client, must_call
    from .agents.model_ids import UnknownModel, capabilities, check_model_settings

    model = settings.ANTHROPIC_MODEL
    try:
        check_model_settings(model)
        caps = capabilities(model)
    except UnknownModel as exc:
        raise AgentError(f"the model verifier cannot run: {exc}") from exc
    content = [{"type": "text", "text": json.dumps(given, ensure_ascii=False)}]
    if caps["forced_tool_choice"]:
        # Forcing is accepted only without thinking, on the models that accept it at all.
        choice = {"tool_choice": {"type": "tool", "name": "report_verdict"}}
    else:
        # Sonnet 5.5 refuses forcing: asked in words; an answer without the call is unusable (below).
        choice = {"tool_choice": {"type": "auto"}}
        content.append({"type": "text", "text": must_call("report_verdict")})
    client = build_client()
    try:
        response = client.messages.create(
            model=model, max_tokens=1024, system=SYSTEM, tools=[REPORT_TOOL], thinking={"type": caps["thinking_off"]},
            messages=[{"role": "user", "content": content}], **choice)
    except anthropic.APIError as exc:
        raise AgentError(f"the model verifier could not be asked: {exc}") from exc
    calls = [b for b in response.content if b.type == "tool_use" and b.name == "report_verdict"]
    report = calls[0].input if calls else None
    usage = response.usage.model_dump(mode="json") if response.usage else {}
    spent = {"usage": {k: usage.get(k) or 0 for k in ("input_tokens", "output_tokens", "cache_creation_input_tokens", "cache_read_input_tokens")},
             "model": response.model}
    if not isinstance(report, dict) or report.get("verdict") not in ("PASS", "FAIL", "PARTIAL") or not isinstance(report.get("missing"), list):
        # The call was paid for even so: its usage rides on the error, into the run's totals.
        raise UnusableReport(f"the model verifier answered without a usable report (stop_reason {response.stop_reason})", spent)
    return {"verdict": report["verdict"], "missing": [m for m in report["missing"] if isinstance(m, dict)], **spent}


class UnusableReport(AgentError):
    def __init__(self, message: str, spent: dict):
        super().__init__(message)
        self.spent = spent


def combine(code: Verdict, model: dict) -> Verdict:
    """The code verdict is the floor; the model's missing items are findings of check
    `model_verifier`. A model PASS leaves the code verdict; a model FAIL or PARTIAL is a FAIL,
    which starts the bounded fix round (after two, the run escalates), with or without named items."""
    found = [{"check": "model_verifier", "item": m.get("item", ""), "detail": f"the model verifier: {m.get('detail', '')}"} for m in model["missing"]]
    if model["verdict"] in ("FAIL", "PARTIAL") and not found:
        # A verdict against the work naming nothing is still against it: never read as PASS.
        found = [{"check": "model_verifier", "item": "unnamed",
                  "detail": f"the model verifier: {model['verdict']} without naming the missing item; check every subtask's sentence against the shop"}]
    if model["verdict"] == "PASS":
        return code
    # FAIL or PARTIAL: the bounded fix round (the rule), the code verdict's findings kept.
    return Verdict("FAIL", code.findings + found)

"""The customer's refusal to send the goods back, told in the reply of the claim it held for a person (verify round V41,
V41-07/28/105/152): "Could I get a refund? I'd rather not post it back though, it's heavy." forbids the return, so the
claim goes to a person (runs/agents/offline_decisions.py: "the customer asks that it not be done"); the reply then said
only "I couldn't sort out the return of the weighted blanket myself, so a colleague will follow up", never that the ask
not to send it back was heard. The customer asked two things, the money and to keep the goods; the reply names both,
their words quoted, and nothing is told as done.

Only a refusal the claim's own escalation quotes is told: the escalation is why the claim waits, and its quote is the
sentence that held it (a refusal of another order's goods, or one a return went ahead despite, is not this claim's).
"""

from __future__ import annotations

from ..quoting import shortened
from ..ticket_reading import read_once
from .offline_view import ticket_text

_GOODS_BACK = {"return", "collection"}
_QUOTE_MOST = 160  # the customer's sentence, as the reply quotes it
_MATCH = 40  # characters of the sentence the escalation's open item must quote (it shortens to 120 with an ellipsis)


def goods_back_refused(view, subtask: dict) -> str:
    """The customer's sentence refusing the goods' trip back that the subtask's escalation quotes, or ''."""
    opened = [" ".join(str((r.get("input") or {}).get("open_item", "")).split()) for r in view["results"]
              if r["name"] == "escalate_to_human" and r["ok"] and (r.get("input") or {}).get("subtask") == subtask["number"]]
    if not opened:
        return ""
    reading = read_once(ticket_text(view), view["ticket"]["order_ref"])
    for s in reading.sentences:
        said = " ".join(s.text.split())
        if s.role != "injected" and _GOODS_BACK & set(s.forbids or ()) and any(said[:_MATCH] in item for item in opened):
            return shortened(said, _QUOTE_MOST)
    return ""

"""Scripted model turns for blind-round cases (content blocks the scripted agent plays in order)."""
from __future__ import annotations

_n = [0]


def call(name, **inp):
    _n[0] += 1
    return {"type": "tool_use", "id": f"toolu_v10k_{_n[0]:04d}", "name": name, "input": inp}


def text(t):
    return {"type": "text", "text": t}


def step(title, tool, effect, acc, pre=()):
    return {"title": title, "tool": tool, "effect_class": effect, "precondition": list(pre), "acceptance": [acc]}


def money_steps(kind_tool="issue_refund"):
    proof = "refund_issued" if kind_tool == "issue_refund" else "return_started"
    return [
        step("Find the order", "get_order", "read", "order_pinned"),
        step("Read the policy", "search_policy", "read", "policy_retrieved", ["order_pinned"]),
        step("Read the seller's terms", "get_seller_supplement", "read", "supplement_read", ["order_pinned"]),
        step("Read the tracking", "get_carrier_scan", "read", "scans_read", ["order_pinned"]),
        step("Decide", "propose_decision", "internal_write", "decision_admitted", ["policy_retrieved"]),
        step("Carry it out", kind_tool, "external_effect", proof, ["decision_admitted"]),
        step("Reply", "send_reply", "external_effect", "reply_sent", ["order_pinned"]),
    ]


def subtask(goal, kind, tool="issue_refund"):
    return {"goal": goal, "kind": kind, "steps": money_steps(tool)}


def standard(order_ref, subtasks, query, decisions, *, pin_first=None, twice=True, after="offline"):
    """Triage (get_order, plan), investigate (policy, supplement, scans), then each decision proposed and
    carried out; proposed again once (a model that insists) when `twice`."""
    turns = []
    t1 = [text("Reading the order.")]
    if pin_first:
        t1.append(call("get_order", order_ref=pin_first))
    t1 += [call("get_order", order_ref=order_ref), call("propose_plan", order_ref=order_ref, subtasks=subtasks)]
    turns.append(t1)
    turns.append([call("search_policy", query=query), call("get_seller_supplement"), call("get_carrier_scan")])
    turns.append([call("propose_decision", **d) for d in decisions])
    turns.append([call("issue_refund" if d["action"] == "refund" else "start_return", decision=f"$decision:{d['subtask']}") for d in decisions])
    if twice:  # a model that insists: the same decision again after a refusal
        turns.append([call("propose_decision", **d) for d in decisions])
        turns.append([call("issue_refund" if d["action"] == "refund" else "start_return", decision=f"$decision:{d['subtask']}") for d in decisions])
    return {"turns": turns, "after": after}

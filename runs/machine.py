"""The machine: five phases, the tools each one exposes, and why each boundary exists.

Phases and their tool lists are data. Code, never the model, moves a run from one phase to the
next (runs.walk.exits); the model only acts inside the phase it is in. Each phase carries the one
incident it exists to prevent, shown on the run page beside the state diagram.
"""

from __future__ import annotations

from dataclasses import dataclass

from .models import Phase


@dataclass(frozen=True)
class PhaseSpec:
    phase: str
    purpose: str
    tools: tuple[str, ...]
    incident: str


PHASES: dict[str, PhaseSpec] = {
    Phase.TRIAGE: PhaseSpec(
        Phase.TRIAGE,
        "Find the order and write the plan: one subtask per thing the customer asked for.",
        ("get_order", "search_orders", "propose_plan", "escalate_to_human"),
        "No refund tool within reach while the agent is still working out which order the customer means.",
    ),
    Phase.INVESTIGATE: PhaseSpec(
        Phase.INVESTIGATE,
        "Gather evidence for each subtask: policy, seller terms, carrier scans. The order is pinned.",
        ("search_policy", "get_seller_supplement", "get_carrier_scan", "record_progress", "replan", "escalate_to_human"),
        "A return was offered before anyone had read whether the seller accepts returns at all.",
    ),
    Phase.DECIDE: PhaseSpec(
        Phase.DECIDE,
        "One structured decision per money or return subtask, citing a policy retrieved in this run.",
        ("search_policy", "propose_decision", "record_progress", "replan", "escalate_to_human"),
        "A refund sent again after a time-out paid a buyer twice: deciding before doing lets a person approve it and pays it once.",
    ),
    Phase.ACT: PhaseSpec(
        Phase.ACT,
        "Carry out admitted decisions, each exactly once.",
        ("issue_refund", "start_return", "record_progress", "escalate_to_human"),
        "Money moved on a decision nobody had checked; now it moves only on one that passed every check.",
    ),
    Phase.CONFIRM: PhaseSpec(
        Phase.CONFIRM,
        "Verify the end state and reply with one sentence per subtask.",
        ("send_reply", "record_progress", "escalate_to_human"),
        "A confident reply answered the interesting intent and silently dropped the boring one.",
    ),
}

ORDER: tuple[str, ...] = (Phase.TRIAGE, Phase.INVESTIGATE, Phase.DECIDE, Phase.ACT, Phase.CONFIRM)

# The only forward moves; back-edges are the guard's "back to decide" and the verifier's fix round.
TRANSITIONS: dict[str, tuple[str, ...]] = {
    Phase.TRIAGE: (Phase.INVESTIGATE, Phase.CLOSED),
    Phase.INVESTIGATE: (Phase.DECIDE, Phase.CONFIRM, Phase.CLOSED),
    Phase.DECIDE: (Phase.ACT, Phase.DECIDE, Phase.CONFIRM, Phase.CLOSED),
    Phase.ACT: (Phase.CONFIRM, Phase.DECIDE, Phase.CLOSED),
    Phase.CONFIRM: (Phase.DECIDE, Phase.ACT, Phase.CLOSED),
    Phase.CLOSED: (),
}


def tools_for(phase: str) -> tuple[str, ...]:
    return PHASES[phase].tools if phase in PHASES else ()


def can_move(src: str, dst: str) -> bool:
    return dst in TRANSITIONS.get(src, ())


assert all(len(spec.tools) <= 6 and "escalate_to_human" in spec.tools for spec in PHASES.values()), "phase tool lists: six at most, escalate in each"

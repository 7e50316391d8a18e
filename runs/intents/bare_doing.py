"""A clause that asks only that the matter be done, told in the same sentence as the claim it is about: "The vase came
cracked at the neck, please process it.", "the kettle lid snapped, kindly get it actioned asap", "... can you take care
of it". Its words are a verb of doing and a pronoun: it asks the claim's own remedy, which the claim's subtask gives.
Read as a second ask of no kind, it sent a person a sentence with nothing in it for them to do.

A clause naming anything besides ("please process my address change", "process it and send me the invoice") still asks
something of its own (runs/intents/asks.py reads it as a second ask)."""

from __future__ import annotations

from .stems import content_stems

# The stems of doing-words that name no thing: what the claim's subtask does, said in general.
_DOING = frozenset({"proces", "process", "processed", "action", "actioned", "proce", "proceed", "care", "ahead", "claim", "sort", "sorted",
                    "fix", "fixed", "deal", "dealt", "handl", "handled", "resolv", "resolved", "asap", "today", "now", "soon", "quick",
                    "quickly", "fast", "please", "kindly", "thank", "thanks", "someone", "somebody", "matter", "request", "case"})


def asks_only_doing(clause: str) -> bool:
    """Whether a clause asks only that something be done, naming nothing ("please process it")."""
    return not (content_stems(clause) - _DOING)

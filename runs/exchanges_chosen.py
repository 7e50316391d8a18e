"""Goods asked instead of money that are the claim's whole matter, so the person arranging them is the only one asked.

A change of mind whose only remedy asked is an exchange: "The blue throw is gorgeous but it really doesn't go with our
sofa. Could I swap it for the cream one?". The swap is a request of its own (kind `other`, quoting the sentence) that a
person arranges, return and new goods together; escalating the change of mind as well asked a second person to arrange
the same swap (ver24b V24B-32).

The change of mind is then deferred, naming the swap's request, one matter: nothing is refunded or returned by the run,
and the reply tells the customer a colleague follows up on the exchange. Only a change of mind: a damaged or wrong item
keeps its own claim beside the goods asked (the open-requests set's OR-08, OR-09), and only where a subtask of kind
`other` quotes each goods-instead sentence, so the swap is never left to nobody.

A damage claim at a seller whose own remedy is a replacement, with a replacement asked: "the smoke glass pendant arrived
with the shade cracked. Id like a replacement pendant please" (ver24b V24B-25). The customer asks the very remedy the
seller gives; the claim escalated "arrange the remedy the customer chose instead of a refund" beside the request's own
subtask, two people for one replacement. The claim is deferred beside that subtask. A seller that refunds damage keeps
the claim with a person as before (OR-08, OR-09: a first-party shop's refund turned into a swap is a person's call)."""

from __future__ import annotations

from .intents.replacement_asked import asks_replacement, new_goods_asked

# How much of the sentence an `other` subtask's goal must quote (goals quote a sentence cut at their length).
_QUOTED = 60


def quoted_by_other(text: str, subtasks: list[dict]) -> bool:
    """Whether a subtask of kind `other` quotes the sentence in its goal."""
    said = " ".join(text.split())[:_QUOTED].lower()
    return any(t.get("kind") == "other" and said in " ".join((t.get("goal") or "").split()).lower() for t in subtasks)


def exchange_apart(kind: str, forbidding: list[str], chosen: set[str], subtasks: list[dict], *, seller_replaces: bool) -> dict | None:
    """The deferral of a claim whose goods-instead sentences (`forbidding`, each of `chosen`) a subtask of kind `other` hands
    to a person, when those goods are the claim's whole matter: a change of mind's exchange, or a replacement of damaged
    goods at a seller that replaces them (`seller_replaces`); else None."""
    if not forbidding or not all(t in chosen and quoted_by_other(t, subtasks) for t in forbidding):
        return None
    if kind == "damaged_item" and seller_replaces and all(asks_replacement(t) or new_goods_asked(t) for t in forbidding):
        return {"defer": f"the seller's remedy for damage is a replacement, which the customer asks for, a request a colleague answers "
                         f"(\"{' '.join(forbidding[0].split())[:120]}\")",
                "defer_told": "the seller replaces damaged goods and you asked for a replacement, so a colleague will follow up on it"}
    if kind != "change_of_mind":
        return None
    return {"defer": f"the customer asks to exchange the goods rather than return them for a refund, a request a colleague answers "
                     f"(\"{' '.join(forbidding[0].split())[:120]}\")",
            "defer_told": "you asked to exchange it rather than send it back for a refund, and a colleague will follow up on the exchange"}

"""Damage told as a piece gone from the goods: "a chunk knocked out of the rim", "a corner's been bashed off", "a piece
has come away from the base", "a chunk of the rim is missing", "a sliver gone from the lip of the jug". The vase "came
with a chunk knocked out of the rim, such a shame as the glaze is gorgeous" was read as a plain statement and its
refund dropped (ver30a V30-18): a piece broken from the goods is damage, however the breaking is worded.

A piece of money or of a plan is no damage ("the fee took a big chunk out of my budget", "a bit missing from my
refund", "knock a bit off the price"), nor a piece of what the goods came in ("a corner of the box was knocked off"),
nor a piece of paper that fell out of the parcel (a piece "of" something only with "the", "its"... before it)."""

from __future__ import annotations

# What breaks away from goods: a chunk, a sliver... ("piece" and "bit" too, only with a breaking word after them).
_PIECE = r"(?:chunk|piece|bit|corner|lump|sliver|flake|shard|fragment|wedge|notch|nick)s?"
# ...only of the goods' own parts, never of money, a plan or what the goods came in.
_NOT_GOODS = (r"(?:price|bill|total|cost|fee|charge|refund|amount|invoice|budget|account|pocket|wallet|savings|wages|money|payment|order|parcel|"
              r"package|packaging|delivery|box|carton|wrapping|paper|tape|bag|envelope|day|week|time|evening|weekend|afternoon|morning)s?")
_OF_GOODS = rf"(?:\s+of\s+(?:the|its|their|one|a|an|my)\s+(?!{_NOT_GOODS}\b)(?:[\w-]+\s+){{0,2}}?(?!{_NOT_GOODS}\b)[\w-]+)?"
# "'s been", "has", "was", "got": the breaking told in any tense.
_BEEN = r"(?:\s*(?:'s|’s)|\s+(?:has|have|had|is|are|was|were|got|has\s+got|had\s+got))?(?:\s+been)?(?:\s+(?:just|clean|completely|already|actually|totally|somehow))?"
# Breaking words, each with where the piece went.
_BROKEN = r"(?:knocked|chipped|bashed|broken|broke|snapped|sheared|hacked|gouged|bitten|cracked|smashed|chopped|taken|come|came|fallen|fell|flaked|blown|gone)"
_AWAY = r"(?:\s+(?:clean|right|straight|completely))?\s+(?:out\s+of|off(?:\s+of)?|out|away(?:\s+from)?|from|loose\s+from)\b"
# ...and never onto money or what the goods came in: "a bit missing from my refund", "a chunk out of my budget".
_ONTO_GOODS = rf"(?!\s+(?:(?:the|my|our|your|his|her|their|this|that|a|an)\s+)?(?:[\w-]+\s+)?{_NOT_GOODS}\b)(?!\s*[$£€\d])"

PIECES_KNOCKED_OUT = (
    # a piece broken away, told with where it went: "a chunk knocked out of the rim", "the corner's been bashed off"
    rf"\b{_PIECE}{_OF_GOODS}{_BEEN}\s+{_BROKEN}{_AWAY}{_ONTO_GOODS}",
    # told bare, the breaking left out: "a chunk out of the rim", "a bit missing from the lip"
    rf"\b(?:a |with a |has a |big )?(?:chunk|piece|bit|corner|lump)s? (?:out of|missing from|gone from)\b{_ONTO_GOODS}",
    # a piece of the goods told missing (words of breaking only): "a chunk of the rim is missing", "there's a sliver gone"
    rf"\b(?:chunk|sliver|flake|lump|notch|nick|wedge|shard)s?{_OF_GOODS}{_BEEN}\s+(?:missing|gone)\b",
)

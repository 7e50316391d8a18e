"""Goods named by what befell them, in a relative clause: "the refund for the two mixing bowls that broke", "the mugs which
got smashed", "the one that cracked". The damage is told inside the words that name the goods, so no other damage cue
("arrived broken", "broke in transit") is in the sentence, and the ask around it read as a request of no kind: a person was
asked to refund what a damage claim pays (blind round ver24a, V24-21).

Not a clause whose verb takes an object ("the courier that broke the box": what broke is another thing's, told by other
words), nor one that tells of something other than goods breaking ("the record that broke", "the news that broke down").
A past and settled break ("the bowl that broke last spring, which you refunded") is context by the settled table, as any
damage told so is."""

from __future__ import annotations

# "<goods> that broke", "<goods> which got smashed", "<goods> that were cracked": a noun, then the relative pronoun and the
# verb of the break. (Never followed by an object or a particle: "that broke the box", "that broke down", "that broke up".)
GOODS_THAT_BROKE = (
    r"\b[a-z][\w-]*\s+(?:that|which)\s+(?:(?:got|were|was|had|have|has|have\s+been|had\s+been)\s+)?(?:already\s+|both\s+|all\s+)?"
    r"(?:broke|smashed|cracked|shattered|snapped|chipped|dented|split)\b"
    r"(?!\s+(?:down|up|out|even|free|loose|open|the|my|me|us|our|your|his|her|their|a|an|its|records?|news|ground|bank|rules?|silence|promise)\b)"
)

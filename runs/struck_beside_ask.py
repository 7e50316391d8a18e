"""Goods struck from the ask in the very sentence that asks the standing claim's remedy for other goods: "the plate I
can live with, refund the bowl only please", "You can keep your money for the plate, just refund me the bowl." The
screener reads such a sentence as attached to the claim (it asks its remedy), so it is no declining sentence
(ticket_lines.declining_sentences), yet the goods it strikes are set aside all the same: the claim "both came
chipped" is then about the bowl alone, never a second subtask for the plate held as "the customer asks that it not be
done" (verify33 G11, J05, M08). So too a refusal turning to ask the claim's remedy for other goods ("Don't worry about the
lamp, ..., no need to refund that one, but please refund the mug.", verify34 W01), read by waived_goods.refused_beside_asked."""

from __future__ import annotations

from .intents import Reading
from .intents.settled import struck_goods
from .intents.waived_goods import refused_beside_asked
from .sentences import normalise_ref


def struck_beside_ask(reading: Reading, order_ref: str, kind: str) -> list[tuple[str, str]]:
    """(text, about) of each attached sentence about this order that strikes goods by name and holds their refund for
    claims of `kind`, as ticket_lines.lines_set_aside reads a refusal."""
    mine = normalise_ref(order_ref) if order_ref else ""
    return [(s.text, "") for s in reading.sentences if s.role == "attached" and "refund" in s.forbids and kind in s.forbid_kinds
            and s.about_order(mine) and (struck_goods(s.text) or refused_beside_asked(s.text) is not None)]

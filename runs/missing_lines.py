"""A thing the customer says the goods came without that is itself a line of the order ("The lamp came without
the lampshade, only the base was in the box" on an order with a "Linen lampshade" line beside the lamp) is that
line not delivered: a non-delivery of the line, never a part of the lamp that a person settles as a partial
amount. The screener reads the sentence without the order (runs.intents.missing_items: a thing missing, for a
person); the order says which it is, as runs.named_parts reads the other way round (a thing no line names is a
part of what came)."""

from __future__ import annotations

from .intents.missing_items import things_missing
from .intents.reading import ReadSentence
from .named_parts import names_the_item


def line_told_missing(order: dict, text: str) -> dict | None:
    """The one line of the order (of several) that a sentence tells the goods came without, or None: the
    thing's words name that line's own item ("lampshade" a "Linen lampshade" line), not a piece sold with
    another line ("Table lamp with shade") nor a part no line is."""
    lines = order.get("lines", [])
    if len(lines) < 2:
        return None
    for thing, _ in things_missing(text):
        named = [x for x in lines if names_the_item(x, thing)]
        if len(named) == 1:
            return named[0]
    return None


def lines_told_missing(order: dict, sentences: list[ReadSentence]) -> list[tuple[ReadSentence, dict]]:
    """(sentence, line) for each sentence of a request (runs.ticket_lines.request_sentences: the requests and what
    goes with them, "lamp missing shade" over "The lamp came without the lampshade") telling the goods came without
    a thing that is a line of the order."""
    return [(s, line) for s in sentences if s.role in ("request", "attached") and (line := line_told_missing(order, s.text))]

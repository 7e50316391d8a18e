"""A count that came set against the count paid for, in words the short-delivery table did not read:
"The box had 4 candles in it, I paid for 6", "4 candles arrived, we ordered 6", "I paid for six and the
parcel held four". Fewer units than the order line is a short delivery (runs.own_choice_words.SHORT_DELIVERY, whose
alternatives these are): the units that never came are a non-delivery matter. The same count both sides
("had 4 in it, I paid for 4"), or a figure of days, money or months after "paid for" ("paid for 2 day
shipping") tells nothing short."""

from __future__ import annotations

# (the counts and the words of ordering are runs.policy's own; passed in so the table stays in one place)
_CONTAINER = r"(?:box|boxes|parcel|package|carton|bag|envelope|pack|packet|delivery|shipment|case|crate|tin|set)"
_HELD = r"(?:had|held|contained|included|came\s+with|arrived\s+with)"
_NOT_UNITS = r"(?!\s*(?:-|\s)?(?:day|days|week|weeks|month|months|year|years|hour|hours|dollars?|pounds?|euros?|bucks|quid|%|percent|cents?)\b)"


def count_against_paid(count: str, ordered: str) -> str:
    """The alternatives, as regex text ("|..."), for SHORT_DELIVERY: what came then what was paid for, and the
    other way about; each pair of counts must differ. Told paid-first, the count that came follows "but",
    "only" or "just" ("I ordered 6 but 4 arrived"): "I ordered 2 last week and 3 came" is two deliveries."""
    came_then_paid = (
        # "The box had 4 candles in it, I paid for 6", "the parcel contained three mugs but we ordered four"
        rf"|\b{_CONTAINER}\s+(?:only\s+|just\s+)?{_HELD}\s+(?:only\s+|just\s+)?(?P<came4>{count})\b[^.!?]{{0,40}}?"
        rf"(?:[,;:-]|\b(?:but|and|yet|when|though|although|while|whereas)\b)\s*(?:(?:but|and|yet|when|though|although|while|whereas)\s+)?"
        rf"{ordered}\s+(?!(?P=came4)\b){count}\b{_NOT_UNITS}"
        # "4 candles arrived, I paid for 6", "three mugs were in the box and we ordered four"
        rf"|(?<![\w$£€.,])(?P<came5>{count})\s+(?:[a-z][\w-]*\s+){{0,2}}?(?:came|arrived|turned\s+up|showed\s+up|were\s+in\s+(?:the|it)|were\s+inside|were\s+delivered)\b"
        rf"[^.!?]{{0,40}}?(?:[,;:-]|\b(?:but|and|yet|when|though|although|while|whereas)\b)\s*(?:(?:but|and|yet|when|though|although|while|whereas)\s+)?"
        rf"{ordered}\s+(?!(?P=came5)\b){count}\b{_NOT_UNITS}"
    )
    paid_then_came = (
        # "I paid for six and the parcel held four", "we ordered 8 but the box only had 5 in it"
        rf"|\b{ordered}\s+(?P<ordered2>{count})\b{_NOT_UNITS}[^.!?]{{0,40}}?(?:[,;:-]|\b(?:and|but|yet)\b)\s*(?:(?:and|but|yet)\s+)?"
        rf"(?:the|my|our|your|that|this)\s+{_CONTAINER}\s+(?:only\s+|just\s+)?{_HELD}\s+(?:only\s+|just\s+)?(?!(?P=ordered2)\b){count}\b"
        # "I ordered 6 candles, only 4 arrived", "we paid for eight but five turned up"
        rf"|\b{ordered}\s+(?P<ordered3>{count})\b{_NOT_UNITS}[^.!?]{{0,40}}?(?:\bbut\s+(?:only\s+|just\s+)?|(?:[,;:-]|\b(?:and|yet)\b)\s*(?:only|just)\s+)"
        rf"(?!(?P=ordered3)\b){count}\s+(?:[a-z][\w-]*\s+){{0,2}}?(?:came|arrived|turned\s+up|showed\s+up|were\s+in\s+(?:the|it)|were\s+inside|were\s+delivered)\b"
    )
    return came_then_paid + paid_then_came

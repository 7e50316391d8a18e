"""Damage words that tell no damage: a person laughing or upset ("this whole thing has me cracking up", "I cracked up
when I saw it", "it broke my heart", "broken-hearted"), a person short of money ("I'm broke this month", "flat broke
after Christmas"), and a quality the goods are sold with ("shattered-proof glasses", "break-resistant tumblers", "a
crack-free finish", "scratch-resistant screen", "shatterproof"). Each was read as a damage claim on the goods: a
damaged-item subtask, its refund weighed, for goods nobody said came hurt.

Near-misses that stay damage: "it cracked", "arrived shattered", "broken handle", "the shatterproof glass cracked" (the
quality said and the damage told after it: only the quality's own words are set aside)."""

from __future__ import annotations

import re

_WORD = r"(?:crack(?:ed|s)?|shatter(?:ed|s)?|break|broken|scratch(?:ed)?|dent(?:ed)?|chip(?:ped)?|damage[d]?|smash(?:ed)?|tear|rip|split|snap)"
_NOT_DAMAGE = re.compile(
    # a quality: "shattered-proof", "break-resistant", "crack-free", "scratch resistant", "dent-proof"
    rf"\b{_WORD}\s*-?\s*(?:proof|resistant|resistance|free|safe|tested)\b"
    # laughing or falling apart, of a person: "cracking up", "cracked up", "crack a smile", "cracked a joke"
    # (never "cracked on arrival", "cracked up the side": the goods' own crack)
    r"|\bcrack(?:ing|ed|s)?\s+(?:me\s+|us\s+)?up\b(?!\s+(?:the|its|their|one|both|along|to|from|through|near|at|by|on|in)\b)"
    r"|\bcrack(?:ing|ed|s)?\s+(?:a\s+|another\s+)?(?:smile|joke|jokes|grin)\b"
    # a heart, a bank or the news broken: "it broke my heart", "broken-hearted", "broke the bank", "broke the news"
    r"|\bbr(?:oke|oken|eaks?|eaking)\s+(?:my|our|his|her|their|your|me|the)\s*(?:poor\s+|little\s+)?(?:heart|hearts|bank|news|spirit|silence|ice)\b"
    r"|\bbroken[\s-]+hearted\b|\bheart\s*-?\s*broken\b"
    # a person without money: "I'm broke", "we are broke", "flat broke", "stony broke", "broke this month", "a bit broke"
    r"|\b(?:i'?m|im|i\s+am|we'?re|we\s+are|i\s+was|we\s+were|i'?ve\s+been|we'?ve\s+been|i\s+have\s+been|flat|stony|stone|dead|totally|"
    r"completely|pretty|proper|bit|kinda|skint\s+and)\s+(?:(?:so|totally|completely|flat|stony|pretty|a\s+bit|kind\s+of|really)\s+)?broke\b"
    r"(?!\s+(?:in|on|during|when|the|it|them|off|apart)\b)", re.I)


def damage_idiom(text: str, span: tuple[int, int]) -> bool:
    """Whether the damage word at `span` is part of an idiom or a quality that tells no damage to goods."""
    return any(m.start() <= span[0] < m.end() or span[0] <= m.start() < span[1] for m in _NOT_DAMAGE.finditer(text))

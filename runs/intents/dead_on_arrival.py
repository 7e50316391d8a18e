"""Goods told dead on arrival in the trade's short form: "the charger arrived DOA", "arrived DOA. want refund", "kettle
was D.O.A.", "totally doa out of the box". DOA is "dead on arrival", which the damage words already read: goods that
did not work when they came are damaged goods, read as a statement they went unpaid and unmentioned.

Near-misses, left as they were: the letters with no goods told arriving so ("what is your DOA policy?", "is there a DOA
form?", "DOA returns desk" are questions or names, no claim), and the letters inside a word ("Doha", "doable"). A leaf:
cues.py reads it.
"""

from __future__ import annotations

_DOA = r"d\.?o\.?a\b\.?"

DEAD_ON_ARRIVAL_CUES = (
    # told of how it came: "arrived DOA", "came basically DOA", "it was DOA", "the kettle's DOA"
    rf"\b(?:arrived|arrive|came|come|turned\s+up|showed\s+up|got\s+here|delivered|was|is|were|are|it's|its|s)\s+"
    rf"(?:totally\s+|completely\s+|basically\s+|just\s+|already\s+|literally\s+)?{_DOA}(?!\s*(?:policy|policies|form|desk|process|returns?|team|claims?\s+form)\b)",
    # told of itself: "DOA out of the box", "DOA on arrival", "DOA when I opened it"
    rf"\b{_DOA}\s+(?:out\s+of|straight\s+out\s+of|right\s+out\s+of|when|on\s+(?:arrival|delivery))\b",
)

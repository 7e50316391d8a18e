"""An ask put as a wish on a condition: "I'd also love if you could update my email to new@example.com", "we'd really
appreciate it if someone could change the delivery address", "it would be great if you could cancel the subscription".
The clause reader's asks (runs/intents/asks.py _CLAUSE_ASK) knew "could you ..." but not "if you could ...", so at the end
of a long rambling sentence whose other clauses told a damage and a double charge, the email change was read as no ask
at all and dropped without a trace (verify31 V31-12).

Kept, the customer's own telling: "if you could see the state of it!" (no wish before it), "I'd love it if it came in
blue" (nobody asked to do anything), "I wonder if you could tell" is a question's (runs/intents/asks.py reads it).
"""

from __future__ import annotations

# "I'd (also) love / like / appreciate it / be grateful if you could ...", "it would be great if you could ..."
IF_YOU_COULD = (r"\b(?:(?:i|we)(?:'d|’d|\s+would|d)?\s+(?:also\s+|really\s+|just\s+|so\s+|very\s+|much\s+)*"
                r"(?:love|like|appreciate|be\s+(?:so\s+|very\s+|really\s+)?(?:grateful|glad|thankful|happy|pleased))"
                r"|(?:it|that)(?:'d|’d|\s+would)\s+be\s+(?:so\s+|really\s+|very\s+)?(?:great|nice|lovely|good|helpful|brilliant|fab|ideal|amazing|handy))"
                r"\s+(?:it\s+)?if\s+(?:you|u|someone|somebody|your\s+team|you\s+guys)\s+(?:could|would|can|will|might)\s+(?:also\s+|please\s+|just\s+)?[a-z]")

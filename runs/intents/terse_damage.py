"""Goods told broken in two words, as a text message is: "lamp broke", "the vase broke :(", "Lamp broke. Refund?",
"both lamps broke". "broke" as the verb of the goods, with nothing after it, read nothing (the tables read "broken",
"arrived broken", a part that "broke"): the sentence was a statement and the damage was dropped.

Near-misses: a person or a thing that is no goods ("I broke it", "we broke up", "my heart broke", "im broke", "the
news broke"), or "broke" with an object or a particle ("broke the news", "broke down the box", "broke in the boots")."""

# (not people, feelings or news; not "I'm broke": no money; not a verb with its object or particle after it)
_NOT_GOODS = (r"(?:i|we|you|u|he|she|they|it|im|i'?m|am|is|are|was|were|so|totally|completely|flat|go|went|going|heart|hearts|news|story|"
              r"bank|record|silence|ice|rules?|promise|deal|law|storm|dawn|day|fever|weather|voice|spell|streak|who|that|which|and|but|or|then)")
TERSE_BROKE = (rf"(?:^\W*|[,;:]\s*|\b(?:the|my|our|both|all|both\s+the|all\s+the|one\s+of\s+the|two\s+of\s+the)\s+)(?!{_NOT_GOODS}\b)[a-z][\w-]*(?:'s)?\s+"
               r"(?:just\s+|has\s+|have\s+|had\s+|already\s+|completely\s+|totally\s+)?broke\b"
               r"(?!\s+(?:up|the|my|our|your|his|her|their|it|them|a|an|into|even|free|out|down|off|away|loose|in(?!\s+transit)|through|open|apart|ground|ranks|records?|my\s+heart)\b)")

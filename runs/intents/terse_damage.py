"""Goods told broken in two words, as a text message is: "lamp broke", "the vase broke :(", "Lamp broke. Refund?",
"both lamps broke". "broke" as the verb of the goods, with nothing after it, read nothing (the tables read "broken",
"arrived broken", a part that "broke"): the sentence was a statement and the damage was dropped.

Near-misses: a person or a thing that is no goods ("I broke it", "we broke up", "my heart broke", "im broke", "the
news broke"), or "broke" with an object or a particle ("broke the news", "broke down the box", "broke in the boots")."""

# (not people, feelings or news; not "I'm broke": no money; not a verb with its object or particle after it)
_NOT_GOODS = (r"(?:i|we|you|u|he|she|they|it|im|i'?m|am|is|are|was|were|so|totally|completely|flat|go|went|going|heart|hearts|news|story|"
              r"bank|record|silence|ice|rules?|promise|deal|law|storm|dawn|day|fever|weather|voice|spell|streak|who|that|which|and|but|or|then)")
# A texted aside's opening words before the bare goods: "oh and teapot off my other order SU-85010 broke", "also jug broke",
# "btw kettle broke", "plus lamp broke" (verify round: read as a statement and the second order's damage dropped)
_TEXTED_OPENER = r"(?:^|[.!?]\s+|\s)(?:oh|ah|and|also|plus|btw|ps|p\.s\.|oh\s+and|oh\s+also|and\s+also|and\s+then|oh\s+yeah\s+and)\s+"
# The order the goods came on, told between them and the verb or before them: "Bowl from SU-85010 broke", "the lamp (SU-1234)
# broke", "the mug in order #4411 broke", "my SU-85010 bowl broke" (verify35 V35-030: read as a statement, the damage dropped)
_ORDER_NO = r"(?:SU[\s#-]*|#)\d{3,}"
_ORDER_BETWEEN = (rf"(?:\s+(?:from|on|in|of|off|outta)\s+(?:my\s+|the\s+|your\s+)?(?:(?:other\s+|second\s+|last\s+)?order\s+)?(?:{_ORDER_NO}|number\s+\d{{3,}})"
                  # ...or by its place among the customer's orders, unnumbered: "teapot off my other order broke"
                  r"|\s+(?:from|on|in|of|off|outta)\s+(?:my|the|our)\s+(?:other|second|last|previous|earlier|first)\s+(?:order|parcel|delivery|box)"
                  rf"|\s*\(\s*(?:order\s+)?{_ORDER_NO}\s*\))?")
# A count or "N of the" before goods named in two words: "Five of the wine glasses broke", "Two glasses broke", "the wine
# glasses broke" (each word no person, feeling or news: "the poor heart broke" reads nothing)
_COUNTED = (r"(?:\b(?:the|my|our|(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|both|all|some|several|half)"
            r"(?:\s+of\s+(?:the|my|our))?)\s+)")
TERSE_BROKE = (rf"(?:^\W*|[,;:]\s*|\b(?:the|my|our|both|all|both\s+the|all\s+the|one\s+of\s+the|two\s+of\s+the)\s+|{_TEXTED_OPENER}"
               rf"|(?:^\W*|[,;:]\s*|{_TEXTED_OPENER}){_COUNTED}(?:(?!{_NOT_GOODS}\b)[a-z][\w-]*\s+)?)(?:{_ORDER_NO}\s+)?(?!{_NOT_GOODS}\b)"
               rf"(?!su\b)[a-z][\w-]*(?:'s)?{_ORDER_BETWEEN}\s+"
               r"(?:just\s+|has\s+|have\s+|had\s+|already\s+|completely\s+|totally\s+)?broke\b"
               r"(?!\s+(?:up|the|my|our|your|his|her|their|it|them|a|an|into|even|free|out|down|off|away|loose|in(?!\s+transit)|through|open|apart|ground|ranks|records?|my\s+heart)\b)")

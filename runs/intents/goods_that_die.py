"""Goods told dying, again and again or on the customer: "my torch dies twice a day", "the earbuds keep dying after
an hour", "battery dies every few minutes", "it died on me twice already", "the fairy lights are dying constantly".
The tables read "the torch died" and "stopped working", never "dies": the fault was dropped, the refund asked beside it
had no problem to be for, and the whole ticket went to a person; and a "twice" in it ("dies twice a day") is how
often the goods fail, no charge taken twice (a duplicate is read only of money: cues.py).

A fault of the goods (damaged_item), as "keeps cutting out" and "flickers" are read: the claim decides the remedy, and
a fault told after weeks of use still goes to a person (doubt.fault_after_use).

Near-misses, no fault: a person, a pet or a feeling ("I'm dying to try it", "my nan died", "my dog dies of boredom"),
a noise, a signal or a conversation that dies down or out ("the noise dies down after a minute", "the wifi dies"), a
phone of the customer's own told apart from the goods ("my phone dies so I could not call")."""

from __future__ import annotations

# Who or what dies or fails that is no goods: people, pets, feelings, talk and signals, the customer's own phone, and the
# shop's own doings ("the payment fails every time", "the website crashes every time", "the courier goes out twice a week").
_NOT_GOODS = (r"(?:i|i'?m|im|we|we'?re|you|u|he|she|someone|somebody|everyone|nobody|mum|mom|mother|dad|father|husband|wife|partner|"
              r"son|daughter|kids?|child|children|baby|nan|nana|gran|granny|grandma|grandmother|grandad|grandpa|grandfather|brother|"
              r"sister|uncle|aunt|auntie|friend|neighbou?r|dog|cat|pet|hamster|fish|rabbit|bird|horse|hope|conversation|chat|joke|"
              r"signal|wifi|wi-fi|internet|connection|network|noise|sound\s+of|mood|party|phone|mobile|laptop|car|excitement|"
              r"payments?|cards?|transactions?|charges?|checkout|website|site|app|page|link|code|login|account|order|orders|delivery|"
              r"deliveries|courier|driver|van|post|tracking|e-?mails?|messages?|refund|return|chat|call|line)")
# The subject the verb is told of: "it", "they", "my torch", "the LED torch", "torch from order SU-71001", "battery",
# "the head torch I bought".
_NAME = rf"(?!{_NOT_GOODS}\b)[a-z][\w-]*"
_SUBJECT = (rf"(?:\b(?:it|they|this|these|this\s+one)|\b(?:the|my|our|its|their|both|all|one\s+of\s+the)\s+{_NAME}(?:\s+{_NAME})?|^\W*{_NAME}(?:\s+{_NAME})?)"
            # ...with the order it came on between: "my torch from order SU-71001 dies", "the lamp (SU-71001) keeps dying"
            r"(?:\s+(?:from|on|in|of)\s+(?:my\s+|the\s+)?(?:order\s+)?(?:SU[\s#-]*|#)?\d{3,}|\s*\(\s*(?:order\s+)?(?:SU[\s#-]*|#)?\d{3,}\s*\))?"
            # ...or who sent or bought it: "the head torch I bought", "the lamp you sent"
            r"(?:\s+(?:(?:that\s+)?(?:i|we)\s+(?:bought|ordered|got|purchased)|(?:that\s+)?you\s+(?:sent|delivered|sold\s+me)))?")
_HEDGE = r"(?:(?:just|always|still|randomly|constantly|now|already|also|then|literally|basically|sometimes|often)\s+)?"
# How often it fails: "twice a day", "two time every day", "three times an hour", "every few minutes", "after 20 minutes",
# "all the time", "randomly".
_OFTEN = (r"(?:twice|two\s+times?|2\s*(?:x|times?)|\d+\s*(?:x|times?)|(?:three|four|five|six|several|many|multiple|a\s+few|a\s+couple\s+of)\s+times?|"
          r"(?:once|twice)\s+(?:a|an|per|every|each|in)\b|every\s+(?:\w+\s+)?\w+|each\s+(?:day|night|time|evening|morning|hour)|all\s+the\s+time|"
          r"constantly|randomly|again\s+and\s+again|over\s+and\s+over|(?:after|within)\s+(?:(?:about|around|only|just)\s+)?(?:a\s+few|\d+|a|an|one|two|"
          r"three|five|ten|fifteen|twenty|thirty|forty|few)\s+(?:seconds?|secs?|minutes?|mins?|hours?|hrs?))\b")
# The verb of a fault that comes back: "dies", "keeps dying", "is dying on me", "died on me", "the torch die two time".
_DYING = (r"(?:dies|dye?s|keeps?\s+(?:on\s+)?dying|(?:is|are|'s|'re)\s+(?:always\s+|constantly\s+)?dying\s+(?:on\s+(?:me|us)|all\s+the\s+time|constantly|every|"
          rf"after|within|twice|again)|died\s+on\s+(?:me|us)|dying\s+on\s+(?:me|us)|die\s+(?=(?:\w+\s+)?{_OFTEN}))")
# never a sound or a glow that fades ("dies down", "dies away"), nor something ending ("dies off", "dies out" of a kind)
_NOT_FADING = r"(?!\s+(?:down|away|off|of\b|laughing|for|to\s+(?:see|know|try|get)))"
# Other faults told by how often they come back: "turns off twice a day", "stops working every few hours", "shuts itself
# down three times an evening", "restarts randomly".
_FAILS = (r"(?:(?:turns?|turning|switch(?:es)?|switching|shuts?|shutting|cuts?|cutting|goes|going|conks?|powers?|powering)\s+(?:itself\s+|themselves\s+)?(?:off|out|down)|"
          r"stops?\s+(?:working|charging|lighting|heating|playing|running)|stop\s+working|resets?|reboots?|restarts?|crash(?:es)?|freezes?|fails?|"
          r"keeps?\s+(?:turning|switching|shutting|cutting|going|powering)\s+(?:off|out|down)|keeps?\s+(?:resetting|rebooting|restarting|crashing|freezing|failing))")

DYING_GOODS = rf"{_SUBJECT}\s+{_HEDGE}{_DYING}\b{_NOT_FADING}"
FAILING_OFTEN = rf"{_SUBJECT}\s+{_HEDGE}{_FAILS}\s+(?:(?:on\s+(?:me|us)|again|by\s+itself|on\s+its\s+own)\s+)?(?:\w+\s+)?{_OFTEN}"

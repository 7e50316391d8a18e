"""A name's initials never end a sentence: "the account holder is D. Marsh and the lamp arrived cracked", "it was sent
to J. R. Smith at my old address" (mend35i, a held-back round) were cut at "D." and "J." "R.", so the surname opened a
sentence of its own and the claim after it was read apart from its subject.

An initial is one capital letter alone, a full stop after it, and a capitalised name after that (more initials may come
between). Not an initial: a letter after a word naming a size, an option or a part ("size M. The strap broke", "plan B.
Please refund"), nor a letter before the words a sentence opens with ("... from block C. Then it broke").
"""

from __future__ import annotations

# Words that name a letter as a thing, never a person's initial: "size M", "option B", "vitamin C", "block D".
_LETTER_NAMED_BY = ("size|option|plan|part|grade|type|model|vitamin|class|block|unit|gate|section|row|aisle|level|zone|category|"
                    r"letter|version|step|item|batch|group|bay|door|flat|apartment|building|terminal|platform|room|suite|exhibit|"
                    r"appendix|annex|figure|table|box|shelf|locker|tier|phase|stage|form|variant|colour|color|shade|cup|team|"
                    r"in|an|a|or|the|for|got|ordered|received|sent|bought|wear|wore|chose|picked|took")
# ("the hoodie in M. Joggers are M, great.": a size after "in"; "Went for the M. Received an XXL.": after "the")
# Words a sentence often opens with: after a lone capital and its stop they start a new sentence, not a surname.
_OPENERS = (r"The|This|That|These|Those|There|Then|It|Its|I|I'm|I've|I'd|My|Me|We|Our|Us|You|Your|He|She|His|Her|They|Their|"
            r"A|An|And|But|Or|So|Also|Please|Pls|Can|Could|Would|Will|Should|Is|Are|Was|Were|Do|Does|Did|Have|Has|Had|If|In|On|"
            r"At|As|For|From|To|Of|With|When|What|Why|How|Where|Which|Who|Thanks|Thank|Cheers|Regards|Best|Kind|Hi|Hello|Hey|Dear|"
            r"Sorry|Sadly|Unfortunately|However|Also|Just|Not|No|Yes|Ok|Okay|Now|Still|Anyway|Order|Any|All|After|Before|Since|"
            r"Because|Let|Hope|Looking|Many|Much|One|Two|Both|Each|Every|Some|None|Nothing|Everything|Otherwise|Plus|PS|P|"
            r"Received|Got|Ordered|Sent|Bought|Came|Arrived|Went|Instead|Wrong")
# (a lookbehind holds one width: one for each word)
_NAMED_BY_BEFORE = "".join(rf"(?<!\b(?i:{word})\s[A-Z])" for word in _LETTER_NAMED_BY.split("|"))
# After a lone capital (no word before it in the same token) and its stop: more initials, then a name not an opener.
NOT_AN_INITIAL = (rf"(?!(?<=(?<![\w.'’&-])[A-Z]){_NAMED_BY_BEFORE}\.[ \t]+(?:[A-Z]\.[ \t]+)*(?!(?:{_OPENERS})\b)"
                  r"[A-Z][a-z'’-]+\b)")

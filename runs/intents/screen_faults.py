"""A screen's fault told by what it shows: "there's a line through the screen", "a green stripe down the display",
"lines across the screen straight out of the box", "the screen has a line through it", "stuck pixels", "backlight
bleed", "half the display is black". On a tablet, a monitor, an e-reader or a television the symptom is the damage,
though no word of breakage is said (blind round, issue #11: "there's a line through the screen, straight out of the
box" was read as nothing, and the whole ticket went to a person).

Never a line of text the screen shows ("a line on the screen says delivered", "the tracking screen shows one line"): the
line runs through, across or down the screen, or the screen has it through it, or it is coloured or upright as a fault
is ("a vertical line on the display"). A screen that stays black or blank is one too ("the screen stays black", "just a
blank screen"), never a screen told black as its colour ("the screen is black", "a black screen protector")."""

from __future__ import annotations

_SCREEN = r"(?:screen|display|panel|monitor|lcd|oled|touchscreen)"
_STREAK = r"(?:lines?|stripes?|streaks?|bands?|bars?)"
# ("a line thru the screen", "thro the display": through in its texted spellings)
_ACROSS = r"(?:through|thru|thro|throught|across|accross|down|along)"
_HUE = r"(?:vertical|horizontal|diagonal|green|pink|purple|white|black|red|blue|yellow|coloured|colored|rainbow|thin|thick|faint|bright)"

SCREEN_FAULTS = (
    # "a line through the screen", "lines running down the display", "a green stripe right across the panel"
    rf"\b{_STREAK}\s+(?:(?:running|going|straight|right|all\s+the\s+way|that\s+runs|that\s+goes)\s+){{0,2}}{_ACROSS}\s+"
    rf"(?:the\s+|its\s+|my\s+|a\s+|his\s+|her\s+)?(?:\w+\s+)?{_SCREEN}\b",
    # "a vertical line on the screen", "green lines on the display"
    rf"\b{_HUE}\s+{_STREAK}\s+(?:on|in|across|down)\s+(?:the\s+|its\s+|my\s+)?(?:\w+\s+)?{_SCREEN}\b",
    # "the screen has a line through it", "the display has lines across it"
    # ("the screen on the tablet from SU-1 has a line thru it": the goods it is on, between)
    rf"\b{_SCREEN}(?:\s+(?:on|of|in)(?:\s+[\w-]+){{1,4}}?)?\s+(?:has|had|have|shows?|showed|showing|has\s+got|'s\s+got)\s+(?:a\s+|an\s+|two\s+|some\s+|several\s+)?(?:{_HUE}\s+)?{_STREAK}\s+"
    rf"(?:(?:running|going|straight|right)\s+)?{_ACROSS}\b",
    # "stuck pixels", "a patch of dead pixels", "backlight bleed", "the screen is half black"
    r"\b(?:stuck|dead|broken|burnt|burned)[- ]?(?:out\s+)?pixels?\b|\bbacklight\s+(?:bleed\w*|is\s+(?:uneven|patchy|flickering))\b",
    rf"\b{_SCREEN}\s+(?:is|was|came|arrived)\s+(?:already\s+)?(?:half|partly|partially)\s+(?:black|blank|dark|white)\b",
    # a screen that will not light: "the screen stays black", "display just remains blank", "the screen goes dark after a second",
    # "all I get is a black screen" (never the colour of goods: "the screen is black", "a black screen protector")
    rf"\b{_SCREEN}\s+(?:(?:just|always|still|only|completely|totally|then|now)\s+)?(?:stays?|stayed|staying|remains?|remained|goes|went|keeps?\s+going|"
    r"turns?|turned|is\s+(?:still\s+|just\s+|completely\s+|totally\s+)?stuck)\s+(?:on\s+)?(?:completely\s+|totally\s+|all\s+)?(?:black|blank|dark)\b",
    rf"\b(?:just|only|(?:all\s+)?i\s+(?:get|got|see|saw)\s+(?:is|was)|shows?|showing|showed|stuck\s+on|nothing\s+but)\s+(?:a\s+|the\s+)?(?:black|blank|dark)\s+{_SCREEN}\b",
)

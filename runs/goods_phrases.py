"""Whether the customer's own noun phrase is the goods a line's name names, read by its head noun.

A line's name ("Throw pillow cover", before any comma or dash) names one thing, its last word, the head ("cover"); the
words before it only say which kind ("throw", "pillow"). A customer who writes "the wool throw has a moth hole" names a
throw, the head of their phrase, and says its kind ("wool"): a throw pillow cover is no wool throw, though the word is
shared. So a word used before the head of a line's name, with a word of the customer's own before it that says another
kind, does not name the line, unless the customer's phrase goes on in the line's own words ("the cotton throw pillow
cover"). Said alone it names the goods it is itself: "the throw is torn" names a throw, "the bread" bread, never a
"Throw pillow cover" or a "Bread bin" (a person asks which goods are meant); "the throw pillow", "the bread bin", "the
cover" still name them. Only a word that names nothing apart from the head still names the line alone: a head that names
no goods by itself ("three of the tumblers" of a "Tumbler glass"), or what the goods are made of ("the oak" of an "Oak
side table"). Before a head of the customer's own that names nothing apart ("2 of the 6 highball glasses" of a "Ribbed
highball tumbler") the word is not said alone, and names the line.

The head itself names the line, unless the customer puts a word before it that says another kind: "Bread
knife ... snapped" beside a "Cheese knife, olive wood handle" names a bread knife. A word of the line
anywhere in its description ("the olive wood knife"), a word that tells state, size, looks or feeling
("the new knife", "the big knife", "the broken knife", "the lovely knife", "the matching knife"), a colour, a count and a line
whose name has no word before its head ("Knife, steel") never conflict: a person asks which only when the
customer's own words say another kind of goods than the one the line is.

Names built with "of" ("Chest of drawers", "Set of 4 glasses") are left as they are: which word is the
head is not plain."""

from __future__ import annotations

import re
from collections.abc import Callable

from .colour_families import colour_words
from .clause_openers import CLAUSE_OPENERS  # "But kettle is never come": an opener, no kind
from .compound_heads import head_said_alone
from .goods_places import kept_where
from .number_words import NUMBERS
from .size_names import SIZE_WORDS
from .ordinal_words import is_ordinal  # "the fourth chair": which unit, not a kind

_WORD = re.compile(r"[A-Za-z][A-Za-z'’]*")
# Where a line's name ends and its details begin: "Cheese knife, olive wood handle", "Ceramic planter - sage".
_NAME_END = re.compile(r"\s[-–—]\s|[,(:/]")
_HYPHENED = re.compile(r"[A-Za-z]+(?:-[A-Za-z]+)+")
_OF = re.compile(r"\b(?:of|for|with|in)\b", re.I)

# Words before a noun that tell no kind of goods: state, size, looks, feeling, order, ownership, a count.
_NOT_A_KIND = frozenset("""
a an the my our your his her their its this that these those one two three four five six seven eight nine ten both each every
another other same only first second third last new old brand big small little large tiny huge long short tall wide narrow
thick thin heavy light wee mini giant main spare extra replacement whole entire actual real lovely nice beautiful gorgeous
pretty cute great good bad cheap expensive pricey fancy posh plain simple sharp blunt dull soft hard smooth rough full empty
damn bloody stupid poor sad same said aforementioned whatever which what any some no broken damaged cracked chipped smashed
shattered bent dented torn ripped scratched stained snapped split faulty defective dead wrong right correct missing second-hand
used unused brand-new gift favourite favorite usual matching single double pair set dark bright pale deep wooden woollen woolen
golden metal metallic round square oval rectangular matching amazing stunning missing remaining annoying working leaking
existing following boring charming interesting colour color size style design model version type kind shape finish pattern
print shade tone own bigger biggest larger largest smaller smallest littler littlest tinier tiniest taller shorter wider narrower
""".split()) | SIZE_WORDS  # a size in words or letters says which size, never which kind: "the medium jumper" (size_names.py)
# A verb of getting the goods, left bare before them in a texted ticket: "got mug broken", "received lamp dented".
_RECEIPT_VERBS = frozenset("got get gotten received recieved recived recvd opened unpacked ordered bought purchased".split())
# A count in words tells how many, never which kind: "four of the twelve tumblers", "a dozen glasses", "all tumblers".
_COUNT_WORDS = frozenset(w for w in NUMBERS if " " not in w) | frozenset("all several few many most half dozens none more fewer".split())
_BY_LETTERS: dict[str, list[str]] = {}
for _w in _NOT_A_KIND:
    _BY_LETTERS.setdefault("".join(sorted(_w)), []).append(_w)
# Word endings of adjectives and participles: "cracked", "lovely", "useless", "gorgeous", "biggest". Not "-ing": "carving",
# "paring", "mixing" name kinds of goods ("carving knife", "mixing bowl").
_ADJECTIVE_END = re.compile(r"(?:ed|ly|ful|less|ous|ive|able|ible|ish|est|ier|ical|ic|al)$", re.I)


def name_words(description: str, is_word: Callable[[str], bool]) -> list[str]:
    """The words of a line's name that name it, in order, the last its head: "Throw pillow cover, mustard" ->
    ["Throw", "pillow", "cover"]; [] for a name built with "of" or the like, whose head is not plain."""
    name = _NAME_END.split(description, maxsplit=1)[0]
    if _OF.search(name):
        return []
    return [w for w in _WORD.findall(name) if is_word(w)]


def misfit_phrases(description: str, text: str, same: Callable[[str, str], bool], is_word: Callable[[str], bool],
                   colours: frozenset[str] = frozenset(), own: Callable[[str, str], bool] | None = None) -> list[str]:
    """The customer's phrases in `text` that use a word of the line's name but name other goods (a different head, or
    the head with a word before it saying another kind), when every phrase of `text` that uses a word of the name
    is one; [] when some phrase names the line, or none uses its name. `same(said, word)`: whether the customer's
    word `said` is the line's word `word` (exactly, misspelt, by another name); `is_word`: whether a word of a
    description names goods (not a size, "set", "with"); `colours`: words that are colours; `own(said, word)`: whether
    `said` is the line's word itself or misspelt, not only another name for it. A customer who calls the goods by their
    own name ("my bedside lamp" of a "Table light") says their kind in their own words too: only the line's own head with
    another kind before it ("bread knife" of a "Cheese knife") names other goods."""
    words = name_words(description, is_word)
    if len(words) < 2:
        return []
    head, before = words[-1], words[:-1]
    # words of a hyphened compound in the name say how the goods are made, not another kind ("Over-ear headphones": "the ear cup")
    hyphened = {w.lower() for c in _HYPHENED.findall(_NAME_END.split(description, maxsplit=1)[0]) for w in _WORD.findall(c)}
    tokens = [(m.group(0), m.start(), m.end()) for m in _WORD.finditer(text)]
    misfits, fits = [], 0
    for i, (said, start, end) in enumerate(tokens):
        # words of one phrase stand next to each other, or joined by a hyphen ("bread-knife")
        nxt = tokens[i + 1] if i + 1 < len(tokens) and not text[end:tokens[i + 1][1]].strip(" -") else None
        prev = tokens[i - 1] if i and not text[tokens[i - 1][2]:start].strip(" -") else None
        # "tea cups" of a "teacup": the word before and the word said make one of the name's closed compounds (runs/compound_heads.py)
        joined = bool(prev) and f"{prev[0]}{said}".lower().rstrip("s") in {w.lower().rstrip("s") for w in words}
        if same(said, head):
            word = prev[0] if prev else ""
            if word and (own is None or own(said, head)) and _says_another_kind(word, description, same, colours) and not joined:
                misfits.append(f"{word} {said}".lower())
            else:
                fits += 1
        elif (k := next((k for k, w in enumerate(before) if same(said, w)), None)) is not None:
            # "the wool throw" (the customer's own kind before it) is no "Throw pillow cover"; "the throw pillow cover", "three
            # of the tumblers" (of a "Tumbler glass") are
            runs_on = bool(nxt and any(same(nxt[0], w) for w in words[k + 1:]))
            if prev and not runs_on and not joined and _says_another_kind(prev[0], description, same, colours):
                misfits.append(f"{prev[0]} {said}".lower())
            # "2 of the 6 highball glasses" of a "Ribbed highball tumbler": a head of the customer's own that names nothing
            # apart ("glasses", "set") leaves the line's word to name the goods, so it is not said alone
            # ("the cups" of a "Porcelain teacup and saucer": the head of the closed compound said alone, runs/compound_heads.py)
            elif runs_on or joined or head_said_alone(before[k], said) or (prev and any(same(prev[0], w) for w in before[:k])) or before[k].lower() in hyphened \
                    or _names_alone(said, head) or bool(nxt and nxt[0].lower() in _BARE_HEADS | _PRO_FORMS) or _called_by_its_name(said, start, text, before[k]):
                fits += 1
            else:
                # "the throw is torn", "the bread": a word saying which kind of goods the line is, said alone, names the goods
                # it is itself (a throw, bread), not the line ("Throw pillow cover", "Bread bin")
                misfits.append(said.lower())
    return [] if fits else list(dict.fromkeys(misfits))


# Heads that name no goods apart from the word before them: "Tumbler glass", "Cutlery set", "Candle pack": "the tumblers"
# names the line.
_BARE_HEADS = frozenset("glass glasses set sets kit kits pack packs bundle bundles piece pieces unit units item items pair pairs collection "
                        "trio duo".split())
# "one"/"ones" after a word of the line's kind stands for the line's own head: "I ordered feather ones" of a "Feather
# pillow" names feather pillows (blind round 31, A31-04), never feather as goods of their own.
_PRO_FORMS = frozenset({"one", "ones"})
# What goods are made of, said alone, is the line's stuff: "the oak is scratched" of an "Oak side table", "the linen" of
# "Linen napkins".
_MATERIALS = frozenset("""
wood wooden oak pine walnut ash beech bamboo teak maple birch cedar mango acacia elm ceramic stoneware porcelain earthenware
terracotta glass crystal steel stainless iron copper brass bronze silver gold tin aluminium aluminum chrome metal enamel
enamelled marble granite slate stone concrete leather suede cotton linen wool woollen woolen cashmere merino mohair alpaca
silk satin velvet denim jersey fleece felt jute rattan wicker seagrass hemp canvas nylon polyester acrylic plastic rubber
silicone vinyl paper cork resin melamine bone cane faux organic recycled
""".split())


def names_a_material(word: str) -> bool:
    """Whether a word names what goods are made of ("glass", "oak"), no goods of its own."""
    low = word.lower()
    return low in _MATERIALS or low.rstrip("s") in _MATERIALS


# Materials that are also the everyday name of goods said alone: "Dented tin" (a tin of biscuits, a baking tin).
_MATERIALS_NAMING_GOODS = frozenset({"tin", "tins"})


def only_a_material(group: str) -> bool:
    """Whether a noun group names only what goods are made of: its head a material ("Broken glass everywhere", "clear
    glass", "the oak"), with no word before it saying a kind of goods ("wine glass", "lamp glass" name goods) and not a
    material that names goods alone ("Dented tin")."""
    words = group.lower().split()
    if not words or not names_a_material(words[-1]) or words[-1] in _MATERIALS_NAMING_GOODS:
        return False
    return not any(says_a_kind(w) for w in words[:-1])


def says_a_kind(word: str) -> bool:
    """Whether a word before a head says a kind of goods ("teapot" in "teapot lid", "wine" in "wine glass"), not a state,
    size, colour, count, material or feeling ("spare", "blue", "two", "glass", "lovely")."""
    low = word.lower().strip("'’")
    return not (low in _NOT_A_KIND or low in _RECEIPT_VERBS or low in CLAUSE_OPENERS or low in _COUNT_WORDS or is_ordinal(low)
                or names_a_material(low) or low in colour_words() or len(low) < 3 or _ADJECTIVE_END.search(low)
                or low.endswith(("'s", "’s")) or _swapped_plain_word(low) or not low.isalpha())


# A word before the head that is itself the everyday name of the goods the head names: "the throw" of a "Wool throw
# blanket" is that blanket (verify36 V36-028: read as other goods, the change-of-mind return went to a person), never
# "the throw" of a "Throw pillow cover".
# ("the casserole" of a "Casserole dish" is that dish: held as goods the order lacks, a goods-off-order round)
_KIND_OF_HEAD = {"blanket": frozenset({"throw"}), "rug": frozenset({"runner"}), "bag": frozenset({"tote"}), "dish": frozenset({"casserole"})}


def everyday_names(head: str) -> frozenset[str]:
    """The words before a head that are themselves the everyday name of the goods it names ("throw" of a blanket)."""
    return _KIND_OF_HEAD.get(head.lower().rstrip("s"), frozenset())


_CLITIC_S = re.compile(r"['’]s$")


def _names_alone(said: str, head: str) -> bool:
    """Whether a word before the head of a line's name, said alone, still names the line: the head names nothing apart
    ("tumblers" of a "Tumbler glass"), or the word tells what it is made of or how it is, not another kind of goods."""
    # "the throw's really lovely": a word with "'s" on it ("is", or whose) still names what the word names
    low = _CLITIC_S.sub("", said.lower()).strip("'’")
    return head.lower() in _BARE_HEADS or low.rstrip("s") in _KIND_OF_HEAD.get(head.lower().rstrip("s"), ()) or low in _MATERIALS or low.rstrip("s") in _MATERIALS or low in _NOT_A_KIND \
        or bool((m := _ADJECTIVE_END.search(low)) and m.start() >= 3) or len(low) < 3  # "wooden", "lovely"; not "table"


def _called_by_its_name(said: str, start: int, text: str, word: str) -> bool:
    """Whether the customer calls the goods by the proper name their line's name opens with, capitalised as a name is
    in the middle of a sentence: "the Kestrel came with its handle cracked" of a "Kestrel stovetop kettle 1.7L" (a brand
    or a model, no kind of goods). Not a word opening a sentence or a line ("Throw is torn"), nor text in capitals."""
    if not (said[:1].isupper() and said[1:].islower() and word[:1].isupper()) or text.isupper():
        return False
    before = text[:start].rstrip()
    return bool(before) and not before.endswith((".", "!", "?", ":", "\n", "-", "–", "—", '"', "“")) and "\n" not in text[len(before):start]


def _says_another_kind(word: str, description: str, same: Callable[[str, str], bool], colours: frozenset[str]) -> bool:
    """Whether the customer's `word` before the head of a line's name says another kind of goods than the line's."""
    low = word.lower().strip("'’")
    if low in _NOT_A_KIND or low in _RECEIPT_VERBS or low in CLAUSE_OPENERS or low in _COUNT_WORDS or is_ordinal(low) or _swapped_plain_word(low) or low in colours or len(low) < 3 or _ADJECTIVE_END.search(low) or low.endswith(("'s", "’s")) \
            or kept_where(low, description):  # "the armchair throw" of a "Chunky knit throw": where it lies (goods_places.py)
        return False
    return not any(same(word, w) or _one_root(low, w.lower()) for w in _WORD.findall(description) if len(w) >= 3)


def _swapped_plain_word(low: str) -> bool:
    """Whether `low` is a word that tells no kind typed with two letters swapped: "teh", "hte", "yuor", "borken"."""
    for w in _BY_LETTERS.get("".join(sorted(low)), ()):
        if w != low:
            diff = [i for i in range(len(w)) if w[i] != low[i]]
            if len(diff) == 2 and diff[1] == diff[0] + 1:
                return True
    return False


def _one_root(a: str, b: str) -> bool:
    """Whether two words are one root's ("face" and "facial", "wood" and "wooden"): they open alike for three letters or
    more, most of the shorter one."""
    n = next((k for k, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    return n >= 3 and n >= 0.6 * min(len(a), len(b))

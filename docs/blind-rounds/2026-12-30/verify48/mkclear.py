import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import os, django
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "supervisor.settings"); django.setup()
from lib import write
want = {"V48-107": None, "V48-109": ["eye on it", "by Monday"], "V48-314": ["answer the ticket"], "V48-305": ["answer the ticket"],
        "V48-401": ["answer the ticket"], "V48-403": ["answer the ticket"], "V48-412": ["answer the ticket"], "V48-413": ["answer the ticket"],
        "V48-410": None, "V48-503": ["answer the ticket"], "V48-605": None, "V48-611": ["answer the ticket"],
        "V48-104": None, "V48-212": None, "V48-708": None, "V48-312": None}
out = []
for n in range(1, 8):
    for line in open(os.path.join(os.path.dirname(os.path.abspath(__file__)), f"round{n}.jsonl")):
        c = json.loads(line)
        if c["id"] in want:
            if want[c["id"]] is not None:
                c["expected"]["escalations"] = [{"item": x} for x in want[c["id"]]]
            out.append(c)
write(os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases-clearest.jsonl"), out)

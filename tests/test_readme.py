"""The README opens with the two commands and documents every setting the code reads."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_it_opens_with_make_demo_and_make_test():
    text = (ROOT / "README.md").read_text()
    first_block = re.search(r"```\w*\n(.*?)```", text, re.S).group(1).strip().splitlines()
    assert [line.split("#")[0].strip() for line in first_block] == ["make demo", "make test"]
    assert all("#" in line for line in first_block), "each command says what it does"


def test_every_environment_variable_in_settings_is_in_the_table():
    code = (ROOT / "supervisor" / "settings.py").read_text()
    read = set(re.findall(r'(?:env_bool|env_int|os\.environ\.get)\(\s*"([A-Z0-9_]+)"', code))
    documented = set(re.findall(r"^\| `([A-Z0-9_]+)` \|", (ROOT / "README.md").read_text(), re.M))
    assert read, "found no settings read from the environment"
    assert not read - documented, f"add to the README's settings table: {sorted(read - documented)}"

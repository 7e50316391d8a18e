#!/bin/bash
cd "$(git rev-parse --show-toplevel)" && DJANGO_SETTINGS_MODULE=supervisor.settings .venv/bin/python -c "import django; django.setup(); from runs.evals.cases import load_cases; print(len(load_cases(['$1'])))" 2>&1 | tail -30

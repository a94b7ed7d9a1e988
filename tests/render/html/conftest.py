"""Fixtures of the HTML tests (built in html_cases.py)."""

from __future__ import annotations

import html_cases
import pytest


@pytest.fixture(scope="session")
def comparisons():
    return html_cases.comparisons()


@pytest.fixture(scope="session")
def kernel_report():
    return html_cases.kernel_report()

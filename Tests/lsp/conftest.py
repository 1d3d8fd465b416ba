"""`onboardc lsp` driven over stdio by a real LSP client (pytest-lsp).

The server is the binary in $ONBOARDC (scripts/test sets it), else .build/debug/onboardc.
"""

import os
import pathlib
import sys

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

ROOT = pathlib.Path(__file__).resolve().parents[2]
ONBOARDC = os.environ.get("ONBOARDC", str(ROOT / ".build" / "debug" / "onboardc"))


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[ONBOARDC, "lsp"]))
async def client(lsp_client: LanguageClient):
    lsp_client.initialize_result = await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=types.ClientCapabilities(),
            root_uri=(ROOT / "specs").as_uri(),
        )
    )
    yield
    await lsp_client.shutdown_session()

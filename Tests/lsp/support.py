"""What the language server tests share: opening documents and waiting for their diagnostics."""

import asyncio
import json
import pathlib
import subprocess

from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import ONBOARDC, ROOT


def open_document(client: LanguageClient, path: pathlib.Path, text: str | None = None, version: int = 1) -> str:
    uri = path.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id="yaml", version=version, text=path.read_text() if text is None else text
            )
        )
    )
    return uri


async def diagnostics_for(client: LanguageClient, uri: str, until=lambda found: True, timeout: float = 10):
    """The diagnostics last published for `uri` once they satisfy `until`, waiting for them (the
    client keeps the last list of each document; a later publish replaces it)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while uri not in client.diagnostics or not until(client.diagnostics[uri]):
        assert loop.time() < deadline, f"no diagnostics as expected for {uri}: {client.diagnostics.get(uri)}"
        await asyncio.sleep(0.01)
    return client.diagnostics[uri]


def lint(spec: pathlib.Path) -> list[dict]:
    """What `onboardc lint --format json` reports for `spec` (exit 1 just means it found errors)."""
    result = subprocess.run([ONBOARDC, "lint", str(spec), "--format", "json"], capture_output=True, text=True, cwd=ROOT)
    assert result.returncode in (0, 1), result.stderr
    return json.loads(result.stdout)


def lsp_position(path: pathlib.Path, line: int, column: int) -> tuple[int, int]:
    """onboardc's 1-based line and column (Unicode scalars) as LSP's 0-based line and UTF-16 character."""
    text = path.read_text().split("\n")[line - 1]
    prefix = text[: column - 1]
    return line - 1, len(prefix.encode("utf-16-le")) // 2

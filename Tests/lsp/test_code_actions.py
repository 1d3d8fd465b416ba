"""Code actions: the compiler's fixes as quick fixes; applied, the diagnostic they fix is gone."""

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import ROOT
from support import diagnostics_for, open_document

SPECS = ROOT / "specs"
VEGYSCAN = SPECS / "vegyscan.yaml"
FLORAFRIEND = SPECS / "florafriend.yaml"


def offset(text: str, position: types.Position) -> int:
    """The string index of an LSP position (0-based line, UTF-16 character)."""
    lines = text.split("\n")
    start = sum(len(line) + 1 for line in lines[: position.line])
    units = 0
    index = 0
    line = lines[position.line]
    while index < len(line) and units < position.character:
        units += len(line[index].encode("utf-16-le")) // 2
        index += 1
    return start + index


def apply(text: str, edits: list[types.TextEdit]) -> str:
    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        text = text[: offset(text, edit.range.start)] + edit.new_text + text[offset(text, edit.range.end) :]
    return text


async def quick_fixes(client: LanguageClient, uri: str, diagnostic: types.Diagnostic) -> list[types.CodeAction]:
    return await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=diagnostic.range,
            context=types.CodeActionContext(diagnostics=[diagnostic]),
        )
    )


def replace_text(client: LanguageClient, uri: str, text: str, version: int):
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )


def summary(diagnostics: list[types.Diagnostic]) -> list[tuple[str, str]]:
    return sorted((d.code, d.message) for d in diagnostics)


@pytest.mark.asyncio
async def test_initialize_offers_quick_fixes(client: LanguageClient):
    provider = client.initialize_result.capabilities.code_action_provider
    assert list(provider.code_action_kinds) == [types.CodeActionKind.QuickFix]


@pytest.mark.asyncio
async def test_a_misspelt_key_is_fixed_by_its_did_you_mean(client: LanguageClient):
    seed = VEGYSCAN.read_text()
    uri = open_document(client, VEGYSCAN)
    clean = summary(await diagnostics_for(client, uri))
    text = seed.replace("  name: VegyScan\n", "  nmae: VegyScan\n", 1)
    replace_text(client, uri, text, 2)
    found = await diagnostics_for(client, uri, until=lambda found: any(d.code == "spec-unknown-key" for d in found))
    typo = next(d for d in found if d.code == "spec-unknown-key")
    actions = await quick_fixes(client, uri, typo)
    assert [(a.title, a.kind, a.is_preferred) for a in actions] == [
        ("Change `nmae` to `name`", types.CodeActionKind.QuickFix, True)
    ]
    assert [d.code for d in actions[0].diagnostics] == ["spec-unknown-key"]
    fixed = apply(text, actions[0].edit.changes[uri])
    assert fixed == seed
    replace_text(client, uri, fixed, 3)
    after = await diagnostics_for(client, uri, until=lambda found: all(d.code != "spec-unknown-key" for d in found))
    assert summary(after) == clean


@pytest.mark.asyncio
async def test_a_seed_finding_is_fixed_and_nothing_new_appears(client: LanguageClient):
    text = FLORAFRIEND.read_text()
    uri = open_document(client, FLORAFRIEND)
    before = await diagnostics_for(client, uri)
    motion = [d for d in before if d.code == "timing-reduced-motion"]
    assert motion, "florafriend has flows without a reduced-motion alternative"
    actions = await quick_fixes(client, uri, motion[0])
    assert len(actions) == 1 and actions[0].title.startswith("Add `reducedMotion.")
    assert actions[0].is_preferred is None
    fixed = apply(text, actions[0].edit.changes[uri])
    replace_text(client, uri, fixed, 2)
    after = await diagnostics_for(client, uri, until=lambda found: len(found) == len(before) - 1)
    expected = summary(before)
    expected.remove((motion[0].code, motion[0].message))
    assert summary(after) == expected

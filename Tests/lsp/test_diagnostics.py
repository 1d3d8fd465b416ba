"""Diagnostics: what `onboardc lint` reports, published for each file as the editor holds it."""

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import ROOT
from support import diagnostics_for, lint, lsp_position, open_document

SPECS = ROOT / "specs"
VEGYSCAN = SPECS / "vegyscan.yaml"


@pytest.mark.asyncio
async def test_initialize_offers_sync_and_utf16(client: LanguageClient):
    result = client.initialize_result.capabilities
    assert result.position_encoding == types.PositionEncodingKind.Utf16
    assert result.text_document_sync.change == types.TextDocumentSyncKind.Incremental


@pytest.mark.asyncio
async def test_a_seed_spec_gets_what_lint_reports_in_every_file(client: LanguageClient):
    uri = open_document(client, VEGYSCAN)
    await diagnostics_for(client, uri)
    expected = sorted(
        (str(ROOT / finding["span"]["file"]), finding["code"])
        + lsp_position(ROOT / finding["span"]["file"], finding["span"]["start"]["line"], finding["span"]["start"]["column"])
        for finding in lint(VEGYSCAN)
    )
    assert expected, "the seed has findings to compare"
    files = [VEGYSCAN] + sorted((SPECS / "vegyscan.l10n").glob("*.yaml"))
    for path in files:
        await diagnostics_for(client, path.as_uri())
    published = sorted(
        (path_str, diagnostic.code, diagnostic.range.start.line, diagnostic.range.start.character)
        for path_str, diagnostics in ((str(p), client.diagnostics[p.as_uri()]) for p in files)
        for diagnostic in diagnostics
    )
    assert published == expected
    some = next(d for p in files for d in client.diagnostics[p.as_uri()])
    assert some.source == "onboardc"
    assert some.code_description.href.endswith("/rules.md#" + some.code)


@pytest.mark.asyncio
async def test_a_broken_spec_gets_errors_with_utf16_positions_and_related_information(client: LanguageClient):
    text = VEGYSCAN.read_text().replace(
        "  name: VegyScan\n", '  name: VegyScan\n  tagline: { text: "مرحبا 🙂", text: again }\n', 1
    )
    uri = open_document(client, VEGYSCAN, text)
    found = await diagnostics_for(client, uri)
    duplicate = next(d for d in found if d.code == "yaml-duplicate-key")
    line = text.split("\n").index('  tagline: { text: "مرحبا 🙂", text: again }')
    prefix = '  tagline: { text: "مرحبا 🙂", '
    assert duplicate.severity == types.DiagnosticSeverity.Error
    assert (duplicate.range.start.line, duplicate.range.start.character) == (line, len(prefix.encode("utf-16-le")) // 2)
    assert duplicate.related_information[0].location.range.start.character == len("  tagline: { ")
    assert duplicate.code_description.href.endswith("/diagnostics.md#yaml-duplicate-key")


@pytest.mark.asyncio
async def test_a_change_is_checked_again_and_fixing_it_clears_the_findings(client: LanguageClient):
    uri = open_document(client, VEGYSCAN)
    await diagnostics_for(client, uri)
    end = types.Position(line=0, character=0)
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[types.TextDocumentContentChangePartial(range=types.Range(start=end, end=end), text="bogus: 1\n")],
        )
    )
    found = await diagnostics_for(client, uri, until=lambda found: any(d.code == "spec-unknown-key" for d in found))
    assert [(d.code, d.range.start.line) for d in found if d.severity == types.DiagnosticSeverity.Error] == [
        ("spec-unknown-key", 0)
    ]
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=3),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=VEGYSCAN.read_text())],
        )
    )
    found = await diagnostics_for(client, uri, until=lambda found: all(d.code != "spec-unknown-key" for d in found))
    assert all(d.severity != types.DiagnosticSeverity.Error for d in found)


@pytest.mark.asyncio
async def test_a_broken_translation_file_gets_its_findings(client: LanguageClient):
    path = SPECS / "vegyscan.l10n" / "de.yaml"
    text = path.read_text().replace("strings:\n", "strings:\n  tutorial.nowhere: Nirgendwo\n", 1)
    uri = open_document(client, path, text)
    found = await diagnostics_for(client, uri, until=lambda found: any(d.code == "l10n-obsolete-key" for d in found))
    obsolete = next(d for d in found if d.code == "l10n-obsolete-key")
    assert obsolete.range.start.line == text.split("\n").index("  tutorial.nowhere: Nirgendwo")


@pytest.mark.asyncio
async def test_a_document_that_is_not_yaml_gets_a_diagnostic(client: LanguageClient):
    uri = open_document(client, SPECS / "scratch-not-yaml.yaml", "key: [unclosed\n\t: {")
    found = await diagnostics_for(client, uri)
    assert found and found[0].code.startswith("yaml-") and found[0].severity == types.DiagnosticSeverity.Error

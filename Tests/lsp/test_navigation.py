"""The outline, hover, go to definition and find references, on the seed spec and a broken one."""

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import ROOT
from support import diagnostics_for, open_document

SPECS = ROOT / "specs"
VEGYSCAN = SPECS / "vegyscan.yaml"


def at(text: str, needle: str, occurrence: int = 1, plus: int = 0) -> types.Position:
    """Where the `occurrence`th `needle` starts in `text`, in LSP's terms."""
    index = -1
    for _ in range(occurrence):
        index = text.index(needle, index + 1)
    line = text.count("\n", 0, index)
    start = text.rfind("\n", 0, index) + 1
    return types.Position(line=line, character=len(text[start:index].encode("utf-16-le")) // 2 + plus)


def doc(uri: str) -> types.TextDocumentIdentifier:
    return types.TextDocumentIdentifier(uri=uri)


@pytest.mark.asyncio
async def test_the_seed_specs_outline(client: LanguageClient):
    uri = open_document(client, VEGYSCAN)
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc(uri)))
    assert [s.name for s in symbols] == ["tutorial", "tutorial-replay", "camera-permission"]
    tutorial = symbols[0]
    assert tutorial.detail == "flow, first-launch"
    assert "skip-tutorial" in [child.name for child in tutorial.children]
    assert tutorial.selection_range.start == at(VEGYSCAN.read_text(), "tutorial\n", plus=0)


@pytest.mark.asyncio
async def test_hover_on_a_key_and_on_a_closed_value(client: LanguageClient):
    text = VEGYSCAN.read_text()
    uri = open_document(client, VEGYSCAN)
    key = await client.text_document_hover_async(types.HoverParams(text_document=doc(uri), position=at(text, "trigger", plus=3)))
    assert key.contents.value.startswith("**`trigger`** of a flow (required)")
    value = await client.text_document_hover_async(
        types.HoverParams(text_document=doc(uri), position=at(text, "first-launch", plus=2))
    )
    assert value.contents.value.startswith("**`first-launch`**: when the app starts and the completion flag is not yet set")
    prose = await client.text_document_hover_async(
        types.HoverParams(text_document=doc(uri), position=at(text, "name: VegyScan", plus=8))
    )
    assert prose is None


@pytest.mark.asyncio
async def test_definition_of_a_dialog_an_alias_and_a_translation_key(client: LanguageClient):
    text = VEGYSCAN.read_text()
    uri = open_document(client, VEGYSCAN)
    dialog = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc(uri), position=at(text, "confirm: skip-tutorial", plus=12))
    )
    assert [location.range.start for location in dialog] == [at(text, "skip-tutorial\n")]
    alias = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc(uri), position=at(text, "*tutorial-screens", plus=2))
    )
    assert alias[0].range.start == at(text, "&tutorial-screens")
    german_path = SPECS / "vegyscan.l10n" / "de.yaml"
    german = german_path.read_text()
    german_uri = open_document(client, german_path)
    source = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc(german_uri), position=at(german, "tutorial.skip-tutorial.title", plus=3))
    )
    assert [location.uri for location in source] == [uri]
    assert source[0].range.start.line == text.count("\n", 0, text.index("Skip tutorial?"))


@pytest.mark.asyncio
async def test_references_of_a_dialog_and_of_a_text(client: LanguageClient):
    text = VEGYSCAN.read_text()
    uri = open_document(client, VEGYSCAN)
    uses = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=doc(uri), position=at(text, "skip-tutorial\n"),
            context=types.ReferenceContext(include_declaration=False),
        )
    )
    assert len(uses) == text.count("confirm: skip-tutorial") and {u.uri for u in uses} == {uri}
    texts = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=doc(uri), position=at(text, "Skip tutorial?", plus=2),
            context=types.ReferenceContext(include_declaration=True),
        )
    )
    # The replay flow repeats the tutorial's dialog through an alias: the text has two keys, each translated.
    translated = sorted(location.uri.rsplit("/", 1)[-1] for location in texts[1:])
    assert texts[0].uri == uri and translated == ["ar.yaml", "ar.yaml", "de.yaml", "de.yaml", "es.yaml", "es.yaml"]


@pytest.mark.asyncio
async def test_a_broken_spec_has_no_outline_and_no_hover_but_no_error(client: LanguageClient):
    uri = open_document(client, SPECS / "scratch-broken.yaml", "flows: [\n  - id: x\n")
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc(uri)))
    assert symbols == [] or symbols is None
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=doc(uri), position=types.Position(line=9, character=99))
    )
    assert hover is None
    definition = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc(uri), position=types.Position(line=1, character=8))
    )
    assert not definition


@pytest.mark.asyncio
async def test_hover_in_the_project_configuration(client: LanguageClient):
    """onboardc.yaml: a rule id tells what the rule checks, a parameter what it sets, a pack what it is."""
    config = SPECS / "onboardc.yaml"
    text = config.read_text()
    uri = open_document(client, config)
    rule = await client.text_document_hover_async(
        types.HoverParams(text_document=doc(uri), position=at(text, "copy-readability:", plus=2))
    )
    assert rule.contents.value.startswith("**`copy-readability`** of `rules` (optional)")
    assert "Copy and tone; by default" in rule.contents.value
    parameter = await client.text_document_hover_async(
        types.HoverParams(text_document=doc(uri), position=at(text, "maxGrade", plus=2))
    )
    assert parameter.contents.value.startswith("**`maxGrade`** of the settings of `copy-readability`")
    pack = await client.text_document_hover_async(
        types.HoverParams(text_document=doc(uri), position=at(text, "consent,", plus=2))
    )
    assert pack.contents.value.startswith("**`consent`**: Consent:")


@pytest.mark.asyncio
async def test_translation_keys_lead_to_the_spec_while_it_is_being_edited(client: LanguageClient):
    """The writer is mid-change (a misspelt key on one screen): the translators' keys still lead to the text."""
    text = VEGYSCAN.read_text()
    broken = text.replace("role: ", "rol: ", 1)
    uri = open_document(client, VEGYSCAN, text=broken)
    found = await diagnostics_for(client, uri, until=lambda found: any(d.code == "spec-unknown-key" for d in found))
    assert any(d.severity == types.DiagnosticSeverity.Error for d in found)
    german_path = SPECS / "vegyscan.l10n" / "de.yaml"
    german = german_path.read_text()
    german_uri = open_document(client, german_path)
    source = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc(german_uri), position=at(german, "tutorial.skip-tutorial.title", plus=3))
    )
    assert [location.uri for location in source] == [uri]
    assert source[0].range.start.line == broken.count("\n", 0, broken.index("Skip tutorial?"))


@pytest.mark.asyncio
async def test_a_conditions_names_lead_to_the_attribute_the_experiment_and_the_input(client: LanguageClient):
    path = ROOT / "conformance" / "specs" / "conditional.yaml"
    text = path.read_text()
    uri = open_document(client, path)
    attribute = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc(uri), position=at(text, "when: attribute.isReturning", plus=17))
    )
    assert [location.range.start for location in attribute] == [at(text, "isReturning: bool")]
    experiment = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc(uri), position=at(text, "experiment.tips", plus=12))
    )
    assert [location.range.start for location in experiment] == [at(text, "tips\n")]
    uses = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=doc(uri), position=at(text, "isReturning: bool"),
            context=types.ReferenceContext(include_declaration=False),
        )
    )
    assert len(uses) == text.count("attribute.isReturning")

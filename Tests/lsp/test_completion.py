"""Completion: keys, closed values, targets and ids, text keys and symbol names, on the seed
specs, on the line being typed and on a spec that does not parse."""

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import ROOT
from support import open_document

SPECS = ROOT / "specs"
VEGYSCAN = SPECS / "vegyscan.yaml"
PAGEINSTEAD = SPECS / "pageinstead.yaml"
# The last screen of VegyScan's tutorial, which a button is added to below.
BODY = '        body: "Your scans are stored locally. No account needed. No data uploaded."\n'


def cursor(text: str) -> tuple[str, types.Position]:
    """`text` without its `‸`, and where the `‸` was."""
    index = text.index("‸")
    line = text.count("\n", 0, index)
    start = text.rfind("\n", 0, index) + 1
    return text.replace("‸", "", 1), types.Position(line=line, character=len(text[start:index].encode("utf-16-le")) // 2)


async def complete(client: LanguageClient, path, text: str, trigger: str | None = None) -> types.CompletionList:
    """What the server offers at `‸` in `text`, opened as `path`."""
    text, position = cursor(text)
    uri = open_document(client, path, text)
    context = (
        types.CompletionContext(trigger_kind=types.CompletionTriggerKind.TriggerCharacter, trigger_character=trigger)
        if trigger
        else types.CompletionContext(trigger_kind=types.CompletionTriggerKind.Invoked)
    )
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position, context=context)
    )
    assert isinstance(result, types.CompletionList)
    return result


def with_button(lines: str) -> str:
    """VegyScan with a `secondary` button written out on the tutorial's last screen."""
    return VEGYSCAN.read_text().replace(BODY, BODY + "        secondary:\n          label: Later\n" + lines, 1)


def labels(result: types.CompletionList) -> list[str]:
    return [item.label for item in result.items]


@pytest.mark.asyncio
async def test_initialize_offers_completion(client: LanguageClient):
    provider = client.initialize_result.capabilities.completion_provider
    assert provider is not None and set(provider.trigger_characters) == {" ", "."}


@pytest.mark.asyncio
async def test_a_key_typed_without_its_colon(client: LanguageClient):
    result = await complete(client, VEGYSCAN, with_button("          acti‸\n"))
    assert "action" in labels(result) and "label" not in labels(result)
    action = next(item for item in result.items if item.label == "action")
    assert action.detail.startswith("one of `next`") and action.documentation.kind == types.MarkupKind.Markdown
    assert action.text_edit.new_text == "action: "
    assert action.text_edit.range.start.character == 10 and action.text_edit.range.end.character == 14


@pytest.mark.asyncio
async def test_a_target_with_nothing_after_it_offers_the_flows_screens(client: LanguageClient):
    result = await complete(client, VEGYSCAN, with_button("          action: go\n          to: ‸\n"), trigger=" ")
    assert labels(result)[:4] == ["next", "back", "complete", "stay"]
    assert {"scan-any-menu", "vegan-options", "privacy-first"} <= set(labels(result))
    dialog = await complete(client, VEGYSCAN, with_button("          confirm: ‸\n"))
    assert labels(dialog) == ["skip-tutorial"]


@pytest.mark.asyncio
async def test_a_pending_state_is_one_of_the_screens(client: LanguageClient):
    text = PAGEINSTEAD.read_text().replace("          pending: loading\n", "          pending: ‸\n", 1)
    result = await complete(client, PAGEINSTEAD, text)
    assert "loading" in labels(result) and all(item.detail.startswith("state of ") for item in result.items)


@pytest.mark.asyncio
async def test_symbol_names_are_filtered_and_capped(client: LanguageClient):
    stars = await complete(client, VEGYSCAN, with_button("          icon: star.‸\n"), trigger=".")
    assert stars.items and all(label.startswith("star.") for label in labels(stars))
    material = await complete(client, VEGYSCAN, with_button("          androidIcon: ‸\n"))
    assert material.is_incomplete and 0 < len(material.items) <= 100


@pytest.mark.asyncio
async def test_a_translation_file_offers_the_specs_text_keys(client: LanguageClient):
    path = SPECS / "vegyscan.l10n" / "de.yaml"
    text = path.read_text().replace("strings:\n", "strings:\n  tutorial.skip‸\n", 1)
    result = await complete(client, path, text)
    assert "tutorial.skip-tutorial.title" in labels(result)
    title = next(item for item in result.items if item.label == "tutorial.skip-tutorial.title")
    assert title.detail == "Skip tutorial?"


@pytest.mark.asyncio
async def test_a_spec_that_does_not_parse_still_gets_keys_and_values(client: LanguageClient):
    broken = with_button("          acti‸\n") + "oops: [unclosed\n"
    result = await complete(client, VEGYSCAN, broken)
    assert "action" in labels(result) and "label" not in labels(result)
    value = await complete(client, VEGYSCAN, with_button("          placement: ‸\n") + "oops: [\n")
    assert "bottom-trailing" in labels(value)
    assert labels(await complete(client, VEGYSCAN, with_button("          action: ‸\n") + "oops: [\n"))[:2] == [
        "next",
        "back",
    ]


@pytest.mark.asyncio
async def test_a_space_in_text_asks_for_nothing(client: LanguageClient):
    text = VEGYSCAN.read_text().replace("No data uploaded.", "No data ‸uploaded.", 1)
    assert labels(await complete(client, VEGYSCAN, text, trigger=" ")) == []

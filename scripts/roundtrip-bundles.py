"""Loads each bundle through generated pydantic models and dumps it back (scripts/check-python-models).

Usage: python roundtrip-bundles.py MODELS.py BUNDLE.json...
Prints each member that was dropped, added or changed, with its JSON path; exit 1 if any.
"""
import importlib.util
import json
import sys


def differences(before, after, path="$"):
    if isinstance(before, dict) and isinstance(after, dict):
        for key in sorted(before.keys() | after.keys()):
            if key not in after:
                yield f"{path}.{key}: dropped"
            elif key not in before:
                yield f"{path}.{key}: added"
            else:
                yield from differences(before[key], after[key], f"{path}.{key}")
    elif isinstance(before, list) and isinstance(after, list) and len(before) == len(after):
        for index, (old, new) in enumerate(zip(before, after)):
            yield from differences(old, new, f"{path}[{index}]")
    elif not same_value(before, after):
        yield f"{path}: {json.dumps(before)} became {json.dumps(after)}"


def same_value(a, b):
    """Equal JSON values: a boolean only equals a boolean; 1 and 1.0 are the same number."""
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b
    return type(a) is type(b) and a == b


def main(models_path, bundle_paths):
    spec = importlib.util.spec_from_file_location("bundle_models", models_path)
    models = importlib.util.module_from_spec(spec)
    sys.modules["bundle_models"] = models  # pydantic looks generic models' module up there
    spec.loader.exec_module(models)
    failed = False
    for path in bundle_paths:
        with open(path, encoding="utf-8") as handle:
            bundle = json.load(handle)
        loaded = models.OnboardingBundle.model_validate(bundle)
        dumped = loaded.model_dump(mode="json", by_alias=True, exclude_unset=True)
        problems = list(differences(bundle, dumped))
        for problem in problems:
            print(f"{path}: {problem}", file=sys.stderr)
        failed = failed or bool(problems)
        if not problems:
            print(f"{path}: round-trips through the generated models")
    return 1 if failed else 0


if __name__ == "__main__":
    if len(sys.argv) < 3:
        print("usage: roundtrip-bundles.py MODELS.py BUNDLE.json...", file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1], sys.argv[2:]))

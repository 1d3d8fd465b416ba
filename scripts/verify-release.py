#!/usr/bin/env python3
"""The reference verifier of an onboardc release (docs/remote-delivery.md, "Verifying a release").

    scripts/verify-release.py RELEASE_DIR CHANNEL PUBLIC_KEY.pem [PUBLIC_KEY.pem ...] [--after SEQUENCE]

Verifies, as a client does, with nothing but the Python package `cryptography`:
  1. channels/CHANNEL/manifest.json.sig is the base64 of 64 bytes, an Ed25519 signature of the
     exact bytes of channels/CHANNEL/manifest.json by one of the trusted public keys (SPKI PEM);
  2. only then is the manifest read as JSON: format 1, channel CHANNEL, and a sequence greater
     than SEQUENCE when --after is given (a replayed older manifest is refused);
  3. every file the manifest lists (each app's bundle and text tables) is named
     bundles/<sha256>.json or strings/<sha256>.xcstrings, has exactly `bytes` bytes, and the
     lower-case hex SHA-256 of its bytes is `sha256`.
Exit status: 0 the release is good; 1 it is not (the reason is printed); 2 usage.
"""
import base64
import binascii
import hashlib
import json
import re
import sys
from pathlib import Path

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey
from cryptography.hazmat.primitives.serialization import load_pem_public_key

FILE_PATH = re.compile(r"^(bundles/([0-9a-f]{64})\.json|strings/([0-9a-f]{64})\.xcstrings)$")


class Refused(Exception):
    pass


def verified_manifest(root, channel, keys, after):
    manifest_path = root / "channels" / channel / "manifest.json"
    manifest = manifest_path.read_bytes()
    try:
        signature = base64.b64decode((root / "channels" / channel / "manifest.json.sig").read_text().strip(), validate=True)
    except (binascii.Error, ValueError):
        raise Refused("manifest.json.sig is not base64")
    if len(signature) != 64:
        raise Refused("manifest.json.sig is not the base64 of 64 bytes")
    for key in keys:
        try:
            key.verify(signature, manifest)
            break
        except InvalidSignature:
            continue
    else:
        raise Refused("the manifest is not signed by a trusted key")
    # Read only what a trusted key signed.
    content = json.loads(manifest)
    if content.get("format") != 1:
        raise Refused(f"manifest format {content.get('format')!r} is not 1")
    if content.get("channel") != channel:
        raise Refused(f"the manifest is for channel {content.get('channel')!r}, not {channel!r}")
    if after is not None and content["sequence"] <= after:
        raise Refused(f"sequence {content['sequence']} is not greater than {after}: a replayed manifest")
    return content


def check_file(root, file):
    match = FILE_PATH.match(file["path"])
    if not match or (match.group(2) or match.group(3)) != file["sha256"]:
        raise Refused(f"{file['path']} is not named by its SHA-256 in bundles/ or strings/")
    data = (root / file["path"]).read_bytes()
    if len(data) != file["bytes"] or hashlib.sha256(data).hexdigest() != file["sha256"]:
        raise Refused(f"{file['path']} is not the file the manifest signs")


def main(argv):
    after = None
    if "--after" in argv:
        index = argv.index("--after")
        after = int(argv[index + 1])
        argv = argv[:index] + argv[index + 2:]
    if len(argv) < 3:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    root, channel = Path(argv[0]), argv[1]
    keys = []
    for path in argv[2:]:
        key = load_pem_public_key(Path(path).read_bytes())
        if not isinstance(key, Ed25519PublicKey):
            print(f"{path}: not an Ed25519 public key", file=sys.stderr)
            return 2
        keys.append(key)
    try:
        manifest = verified_manifest(root, channel, keys, after)
        count = 0
        for app in manifest["apps"].values():
            for file in [app["bundle"]] + [app["strings"][locale] for locale in sorted(app["strings"])]:
                check_file(root, file)
                count += 1
    except (Refused, OSError, ValueError, KeyError, TypeError) as problem:
        print(f"refused: {problem}", file=sys.stderr)
        return 1
    print(f"ok: channel {channel}, sequence {manifest['sequence']}, {len(manifest['apps'])} apps, {count} files")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

import Testing
@testable import OnboardCompiler

@Suite struct ContentDigestTests {
    /// FIPS 180-2 / NIST example vectors.
    @Test func emptyInput() {
        #expect(
            ContentDigest.sha256Hex([UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func abc() {
        #expect(
            ContentDigest.sha256Hex("abc".utf8) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func twoBlockMessage448Bits() {
        let message = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
        #expect(
            ContentDigest.sha256Hex(message.utf8) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func oneMillionA() {
        let message = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(ContentDigest.sha256Hex(message) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Lengths around the padding boundaries (55/56 bytes decide whether the
    /// length fits in the last block; 63/64/65 straddle a full block).
    /// Expected values from `hashlib.sha256(b"a" * n).hexdigest()`.
    @Test(arguments: [
        (55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
        (56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
        (63, "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"),
        (64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
        (65, "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0"),
    ])
    func paddingBoundaries(length: Int, expected: String) {
        let message = [UInt8](repeating: UInt8(ascii: "a"), count: length)
        #expect(ContentDigest.sha256Hex(message) == expected)
    }

    @Test func nonArraySequenceMatchesArray() {
        let bytes = (0..<200).lazy.map { UInt8(truncatingIfNeeded: $0 &* 7) }
        #expect(ContentDigest.sha256Hex(bytes) == ContentDigest.sha256Hex(Array(bytes)))
    }
}

@Suite struct ContentDigestStreamTests {
    /// Bytes handed over in pieces (empty ones, one byte, across block boundaries) hash as their concatenation.
    @Test func piecesHashAsTheirConcatenation() {
        let pieces: [[UInt8]] = [
            [], Array("abc".utf8), [UInt8](repeating: 7, count: 63), [], [1], [UInt8](repeating: 9, count: 200),
        ]
        var stream = ContentDigest.Stream()
        for piece in pieces { stream.update(piece) }
        #expect(stream.hex() == ContentDigest.sha256Hex(pieces.flatMap { $0 }))
        #expect(ContentDigest.Stream().hex() == ContentDigest.sha256Hex([UInt8]()))
    }
}

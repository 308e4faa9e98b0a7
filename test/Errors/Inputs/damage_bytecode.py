"""Writes damaged copies of an MLIR bytecode file, one per kind of damage.

Usage: damage_bytecode.py KIND IN OUT

The file is decoded into its sections, string table, dialects and
attribute/type entries (MLIR's bytecode format, docs/BytecodeFormat.md in
MLIR), one entry or table count is changed, and the file is written again
with every length and offset that depends on it recomputed, so that each
output differs from a valid file in exactly the one way KIND names:

  type-cycle          a builtin tuple type whose element is itself
  array-count         a builtin array attribute claiming 2^60 elements
  shape-count         a builtin tensor type claiming 2^60 dimensions
  negative-dim        a builtin tensor type with a dimension of -5
  dense-short         a builtin dense elements attribute one byte short
  wide-int-words      an i128 integer attribute claiming 2^40 words
  string-count        a string table claiming 2^60 strings
  attr-count          an attribute table claiming 2^60 entries
  empty-string        a string of size 0 (no terminator), the next string
                      longer by as much, so that the sizes still add up
  group-count         an attribute group claiming more entries than the
                      attribute table holds
  top-block-args      a top-level block that claims arguments
  use-list-index      a use-list order (index-pair form) indexing use 100
                      of a value with fewer uses
"""

import sys

HUGE = 1 << 60


def encode_varint(value):
    """MLIR's prefix varint: trailing zero bits of the first byte count the
    bytes that follow it."""
    if value < (1 << 7):
        return bytes([(value << 1) | 1])
    for following in range(1, 8):
        if value < (1 << (7 * (following + 1))):
            encoded = (value << (following + 1)) | (1 << following)
            return encoded.to_bytes(following + 1, "little")
    return b"\x00" + value.to_bytes(8, "little")


class Reader:
    def __init__(self, data):
        self.data = data
        self.pos = 0

    def empty(self):
        return self.pos == len(self.data)

    def byte(self):
        value = self.data[self.pos]
        self.pos += 1
        return value

    def varint(self):
        first = self.byte()
        if first & 1:
            return first >> 1
        if first == 0:
            value = int.from_bytes(self.data[self.pos:self.pos + 8], "little")
            self.pos += 8
            return value
        following = (first & -first).bit_length() - 1
        rest = int.from_bytes(self.data[self.pos:self.pos + following], "little")
        self.pos += following
        return ((rest << 8) | first) >> (following + 1)

    def signed_varint(self):
        value = self.varint()
        return (value >> 1) ^ -(value & 1)

    def take(self, count):
        out = self.data[self.pos:self.pos + count]
        self.pos += count
        return out


def encode_signed(value):
    return encode_varint(((value << 1) ^ (value >> 63)) & ((1 << 64) - 1))


class Bytecode:
    """The parts of a bytecode file this tool rewrites."""

    def __init__(self, data):
        assert data[:4] == b"ML\xefR", "not MLIR bytecode"
        r = Reader(data)
        r.pos = 4
        self.version = r.varint()
        end = data.index(b"\0", r.pos)
        self.producer = data[r.pos:end]
        r.pos = end + 1
        self.sections = []  # (id, alignment or None, data)
        while not r.empty():
            id_and_aligned = r.byte()
            length = r.varint()
            alignment = None
            if id_and_aligned & 0x80:
                alignment = r.varint()
                while r.pos % alignment:
                    assert r.byte() == 0xCB
            self.sections.append((id_and_aligned & 0x7F, alignment,
                                  r.take(length)))
        self.strings = self._strings()
        self.dialects = self._dialects()
        self.attrs, self.types = self._entries()

    def section(self, wanted):
        return next(data for id, _, data in self.sections if id == wanted)

    def replace_section(self, wanted, new):
        self.sections = [(id, align, new if id == wanted else data)
                         for id, align, data in self.sections]

    def _strings(self):
        data = self.section(0)
        r = Reader(data)
        count = r.varint()
        sizes = [r.varint() for _ in range(count)]
        strings = [None] * count
        end = len(data)
        for i, size in zip(reversed(range(count)), sizes):
            strings[i] = data[end - size:end - 1].decode()
            end -= size
        return strings

    def _dialects(self):
        r = Reader(self.section(1))
        names = []
        for _ in range(r.varint()):
            if self.version >= 1:
                value = r.varint()
                index, has_version = value >> 1, value & 1
                if has_version:
                    r.byte()
                    r.take(r.varint())
            else:
                index = r.varint()
            names.append(self.strings[index])
        return names

    def _entries(self):
        """[(dialect name, custom, data)] for attributes, then types."""
        offsets = Reader(self.section(3))
        blob = self.section(2)
        counts = [offsets.varint(), offsets.varint()]
        pos, tables = 0, []
        for count in counts:
            table = []
            while len(table) < count:
                dialect = self.dialects[offsets.varint()]
                for _ in range(offsets.varint()):
                    value = offsets.varint()
                    size, custom = value >> 1, value & 1
                    table.append([dialect, custom, blob[pos:pos + size]])
                    pos += size
            tables.append(table)
        return tables

    def write_entries(self, first_group_claims=1):
        """Writes each entry in a group of its own; the first group claims
        `first_group_claims` entries."""
        offsets = encode_varint(len(self.attrs)) + encode_varint(len(self.types))
        blob = b""
        claims = first_group_claims
        for table in (self.attrs, self.types):
            for dialect, custom, data in table:
                offsets += encode_varint(self.dialects.index(dialect))
                offsets += encode_varint(claims)
                claims = 1
                offsets += encode_varint((len(data) << 1) | custom)
                blob += data
        self.replace_section(2, blob)
        self.replace_section(3, offsets)

    def encode(self):
        out = bytearray(b"ML\xefR" + encode_varint(self.version) +
                        self.producer + b"\0")
        for id, alignment, data in self.sections:
            out += bytes([id | (0x80 if alignment else 0)])
            out += encode_varint(len(data))
            if alignment:
                out += encode_varint(alignment)
                while len(out) % alignment:
                    out.append(0xCB)
            out += data
        return bytes(out)


class IRWalk:
    """Finds where things lie in the IR section (absolute file offsets)."""

    def __init__(self, data, version):
        self.r = Reader(data)
        self.version = version
        self.pair_index = None  # first index of an index-pair use-list order

    def use_lists(self, range_size):
        r = self.r
        count = r.varint() if range_size > 1 else 1
        for _ in range(count):
            if range_size > 1:
                r.varint()
            value = r.varint()
            n, pairs = value >> 1, value & 1
            if pairs and n and self.pair_index is None:
                self.pair_index = r.pos
            for _ in range(n):
                r.varint()

    def block(self):
        r = self.r
        value = r.varint()
        num_ops, has_args = value >> 1, value & 1
        if has_args:
            num_args = r.varint()
            for _ in range(num_args):
                if self.version >= 4:
                    if r.varint() & 1:
                        r.varint()
                else:
                    r.varint()
                    r.varint()
            if self.version >= 3 and r.byte():
                self.use_lists(num_args)
        self.ops(num_ops)

    def regions(self, count):
        r = self.r
        for _ in range(count):
            num_blocks = r.varint()
            if num_blocks == 0:
                continue
            r.varint()
            for _ in range(num_blocks):
                self.block()

    def ops(self, count):
        r = self.r
        for _ in range(count):
            r.varint()
            mask = r.byte()
            r.varint()
            for bit in (0x01, 0x40):
                if mask & bit:
                    r.varint()
            num_results = 0
            if mask & 0x02:
                num_results = r.varint()
                for _ in range(num_results):
                    r.varint()
            for bit in (0x04, 0x08):
                if mask & bit:
                    for _ in range(r.varint()):
                        r.varint()
            if self.version >= 3 and mask & 0x20:
                self.use_lists(num_results)
            if mask & 0x10:
                value = r.varint()
                num_regions, isolated = value >> 1, value & 1
                if num_regions and isolated and self.version >= 2:
                    aligned = r.byte() & 0x80
                    r.varint()
                    if aligned:
                        alignment = r.varint()
                        while r.pos % alignment:
                            r.byte()
                self.regions(num_regions)


def builtin(table, code):
    """Index and reader (past the code) of the first builtin entry of `code`."""
    for index, (dialect, custom, data) in enumerate(table):
        if dialect == "builtin" and custom:
            r = Reader(data)
            if r.varint() == code:
                return index, r
    raise SystemExit(f"no builtin entry with code {code}")


def damage(kind, bc):
    if kind == "type-cycle":
        index, _ = builtin(bc.types, 15)  # TupleType
        bc.types[index][2] = encode_varint(15) + encode_varint(1) + \
            encode_varint(index)
    elif kind == "array-count":
        index, r = builtin(bc.attrs, 0)  # ArrayAttr
        r.varint()
        bc.attrs[index][2] = encode_varint(0) + encode_varint(HUGE) + \
            r.data[r.pos:]
    elif kind in ("shape-count", "negative-dim"):
        index, r = builtin(bc.types, 13)  # RankedTensorType
        rank = r.varint()
        dims = [r.signed_varint() for _ in range(rank)]
        rest = r.data[r.pos:]
        if kind == "shape-count":
            head = encode_varint(HUGE)
        else:
            head = encode_varint(rank) + b"".join(
                encode_signed(-5 if i == 0 else d) for i, d in enumerate(dims))
        bc.types[index][2] = encode_varint(13) + head + rest
    elif kind == "dense-short":
        index, r = builtin(bc.attrs, 18)  # DenseIntOrFPElementsAttr
        type_index = r.varint()
        size = r.varint()
        data = r.take(size)
        bc.attrs[index][2] = encode_varint(18) + encode_varint(type_index) + \
            encode_varint(size - 1) + data[:-1]
    elif kind == "wide-int-words":
        for index, (dialect, custom, data) in enumerate(bc.attrs):
            r = Reader(data)
            if dialect != "builtin" or not custom or r.varint() != 8:
                continue
            type_index = r.varint()
            t_dialect, t_custom, t_data = bc.types[type_index]
            tr = Reader(t_data)
            if t_dialect == "builtin" and tr.varint() == 0 and \
                    tr.varint() >> 2 > 64:
                bc.attrs[index][2] = encode_varint(8) + \
                    encode_varint(type_index) + encode_varint(1 << 40) + \
                    encode_signed(1)
                break
        else:
            raise SystemExit("no integer attribute wider than 64 bits")
    elif kind == "string-count":
        r = Reader(bc.section(0))
        r.varint()
        bc.replace_section(0, encode_varint(HUGE) + r.data[r.pos:])
        return
    elif kind in ("top-block-args", "use-list-index"):
        ir = bytearray(bc.section(4))
        if kind == "top-block-args":
            assert ir[0] & 1 and ir[0] < 0x80, "top block header not one byte"
            ir[0] |= 0x02  # the flag bit of (numOps << 1 | hasArgs)
        else:
            walk = IRWalk(bytes(ir), bc.version)
            walk.block()
            at = walk.pair_index
            if at is None:
                raise SystemExit("no use-list order in index-pair form")
            assert ir[at] & 1, "index not a one-byte varint"
            ir[at] = encode_varint(100)[0]
        bc.replace_section(4, bytes(ir))
        return
    elif kind == "group-count":
        bc.write_entries(first_group_claims=len(bc.attrs) + 5)
        return
    elif kind == "empty-string":
        r = Reader(bc.section(0))
        count = r.varint()
        sizes = [r.varint() for _ in range(count)]
        assert count >= 2
        sizes[1] += sizes[0]
        sizes[0] = 0
        bc.replace_section(0, encode_varint(count) +
                           b"".join(encode_varint(n) for n in sizes) +
                           r.data[r.pos:])
        return
    elif kind == "attr-count":
        r = Reader(bc.section(3))
        r.varint()
        bc.replace_section(3, encode_varint(HUGE) + r.data[r.pos:])
        return
    else:
        raise SystemExit(f"unknown damage {kind}")
    bc.write_entries()


def main():
    kind, src, dst = sys.argv[1:]
    with open(src, "rb") as f:
        bc = Bytecode(f.read())
    damage(kind, bc)
    with open(dst, "wb") as f:
        f.write(bc.encode())


if __name__ == "__main__":
    main()

"""Seeds for the inflate and zip fuzz targets (scripts/fuzz's write_seeds), made with
Python's zlib and zipfile from files the project holds: the test fixtures and the
health-xml target's seed documents.

    python3 Fuzz/compressed-seeds.py inflate|zip DIR FILE...
"""
import io
import os
import struct
import sys
import zipfile
import zlib

# Levels and strategies that give stored, fixed and dynamic blocks, Huffman-only and run-length.
SETTINGS = [(0, zlib.Z_DEFAULT_STRATEGY), (1, zlib.Z_DEFAULT_STRATEGY), (9, zlib.Z_DEFAULT_STRATEGY),
            (6, zlib.Z_FIXED), (6, zlib.Z_HUFFMAN_ONLY), (9, zlib.Z_RLE)]


def raw_deflate(data, level, strategy):
    packer = zlib.compressobj(level, zlib.DEFLATED, -15, 9, strategy)
    return packer.compress(data) + packer.flush()


def inflate_seeds(directory, files):
    # Selector byte (Fuzz/Sources/Inflate/InflateFuzzer.swift): bit 7 clear, a stream, its
    # low bits choosing the pieces it is read in again; bit 7 set, data the fuzzer compresses.
    for number, path in enumerate(files):
        data = open(path, "rb").read()
        stem = os.path.basename(path)
        for setting, (level, strategy) in enumerate(SETTINGS):
            selector = (number * len(SETTINGS) + setting) % 16
            with open(os.path.join(directory, "zlib-%d-%d-%s" % (level, strategy, stem)), "wb") as out:
                out.write(bytes([selector]) + raw_deflate(data, level, strategy))
        with open(os.path.join(directory, "data-" + stem), "wb") as out:
            out.write(bytes([0x80 | (number * 37) % 128]) + data)


def zip_seeds(directory, files):
    documents = [path for path in files if path.endswith(".xml")]
    others = [path for path in files if not path.endswith(".xml")]
    for number, document in enumerate(documents):
        stem = os.path.splitext(os.path.basename(document))[0]
        for method, label in ((zipfile.ZIP_DEFLATED, "deflated"), (zipfile.ZIP_STORED, "stored")):
            buffer = io.BytesIO()
            with zipfile.ZipFile(buffer, "w", method) as archive:
                archive.writestr("apple_health_export/export_cda.xml", b"<ClinicalDocument/>")
                archive.writestr("apple_health_export/export.xml", open(document, "rb").read())
                other = others[number % len(others)]
                archive.writestr("apple_health_export/" + os.path.basename(other), open(other, "rb").read())
                if method == zipfile.ZIP_STORED:
                    archive.comment = b"liftd fuzz seed"
            open(os.path.join(directory, "%s-%s.zip" % (label, stem)), "wb").write(buffer.getvalue())
        # ZIP64 extra fields and records, and a lone export.xml outside Apple's folder.
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
            with archive.open("export.xml", "w", force_zip64=True) as entry:
                entry.write(open(document, "rb").read())
        open(os.path.join(directory, "zip64-%s.zip" % stem), "wb").write(buffer.getvalue())
        open(os.path.join(directory, "zip64-end-%s.zip" % stem), "wb").write(with_zip64_end(buffer.getvalue()))


def with_zip64_end(data):
    """The ZIP file `data` (no comment) with a ZIP64 end record and locator before its end
    record, whose count, size and offset then say 0xFFFF and 0xFFFFFFFF."""
    end = data[-22:]
    count, size, offset = struct.unpack("<HIIH", end[10:20] + b"\0\0")[:3]
    record_at = len(data) - 22
    record = struct.pack("<IQHHIIQQQQ", 0x06064B50, 44, 45, 45, 0, 0, count, count, size, offset)
    locator = struct.pack("<IIQI", 0x07064B50, 0, record_at, 1)
    end = struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, 0xFFFF, 0xFFFF, 0xFFFFFFFF, 0xFFFFFFFF, 0)
    return data[:-22] + record + locator + end


if __name__ == "__main__":
    target, directory, files = sys.argv[1], sys.argv[2], sys.argv[3:]
    {"inflate": inflate_seeds, "zip": zip_seeds}[target](directory, files)

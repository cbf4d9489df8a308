#!/usr/bin/env python3
"""Validates a FHIR R4 Bundle written by liftd with fhir.resources 6.4.0 (FHIR 4.0.1).

Parses the whole Bundle, then every entry's resource on its own, and prints one line per
Observation: id<TAB>start<TAB>end<TAB>component codes (comma-separated, local and LOINC).
Exits non-zero with the validation error on stderr when anything does not validate.
Shares no code with liftd.

usage: fhir_oracle.py BUNDLE.json
"""
import json
import sys

from fhir.resources.bundle import Bundle
from fhir.resources.observation import Observation


def main():
    with open(sys.argv[1], encoding="utf-8") as handle:
        document = json.load(handle)
    bundle = Bundle.parse_obj(document)
    if bundle.type != "collection":
        sys.exit("bundle type is %r, expected 'collection'" % bundle.type)
    for entry in document.get("entry", []):
        observation = Observation.parse_obj(entry["resource"])
        codes = [coding.code for component in observation.component or [] for coding in component.code.coding]
        period = observation.effectivePeriod
        print("%s\t%s\t%s\t%s\t%s" % (
            observation.id, observation.code.coding[0].code, period.start.isoformat(),
            period.end.isoformat() if period.end else "", ",".join(codes)))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Loads an Apple Health export.xml written by liftd with healthkit-to-sqlite into an
in-memory database and prints its workouts table as JSON (a list of rows, columns sorted).
Shares no code with liftd.

usage: apple_health_oracle.py export.xml
"""
import json
import sys

import sqlite_utils
from healthkit_to_sqlite.utils import convert_xml_to_sqlite


def main():
    database = sqlite_utils.Database(memory=True)
    with open(sys.argv[1], "rb") as handle:
        convert_xml_to_sqlite(handle, database)
    rows = [dict(sorted(row.items())) for row in database["workouts"].rows] if "workouts" in database.table_names() else []
    json.dump(rows, sys.stdout, sort_keys=True)


if __name__ == "__main__":
    main()

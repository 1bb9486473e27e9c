#!/usr/bin/env python3
"""The full check of date fields (issue 18) against Python's datetime, in release mode.

For each format of the issue, with and without ranges, the engine (tf-date-sweep, built in
release) must:
  - take every day from 0001-01-01 to 9999-12-31 as a whole value (in range: complete; out of it:
    impossible), and write it in ISO 8601 as Python's isoformat() does;
  - take or refuse every prefix of every day of a 400-year cycle (2000-2399), and 100,000 random
    strings, exactly when some valid value within the range starts with them.

The reference is independent of the engine's arithmetic: every value in range is written out by
Python (datetime's calendar), the texts are sorted, and a prefix is viable when the first text not
below it starts with it. A date and time is a date in the date's range followed by a time in that
day's share of the range.

Usage: Scripts/date-sweep.py [--quick] [--write-sample FILE]
  --quick          a 40-year cycle, 10,000 random strings, every day only of the first format
  --write-sample   also write a sample of the cases (with their expected answers) for swift test
"""

import bisect
import datetime
import os
import random
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NOW = datetime.datetime(2026, 12, 1, 7, 30, 15)
FIRST_DAY = datetime.date(1, 1, 1)
LAST_DAY = datetime.date(9999, 12, 31)

# (layout, minimum, maximum): the formats, with ranges that cut days, months, years and
# minutes, a leap day at a range's end, and today.
FORMATS = [
    ("YYYY-MM-DD", None, None),
    ("YYYY-MM-DD", None, "2026-12-31"),
    ("YYYY-MM-DD", "2024-03-15", None),
    ("YYYY-MM-DD", "1900-02-28", "2000-02-29"),
    ("DD.MM.YYYY", None, None),
    ("DD.MM.YYYY", None, "today"),
    ("DD.MM.YYYY", "29.02.2096", "01.03.2104"),
    ("MM/DD/YYYY", None, None),
    ("MM/DD/YYYY", "12/31/1999", "01/01/2001"),
    ("hh:mm", None, None),
    ("hh:mm", "09:00", "17:30"),
    ("hh:mm:ss", None, None),
    ("hh:mm:ss", "23:59:58", None),
    ("hh:mm:ss", None, "now"),
    ("YYYY-MM-DD hh:mm", None, None),
    ("YYYY-MM-DD hh:mm", "2024-03-15 10:30", "2024-03-17 08:00"),
    ("YYYY-MM-DD hh:mm", "today", None),
]

DATE_PARTS = {"YYYY": "year", "MM": "month", "DD": "day"}
TIME_PARTS = {"hh": "hour", "mm": "minute", "ss": "second"}


def split_layout(layout):
    """A layout as (date layout or None, separator, time layout or None)."""
    if " " in layout:
        date, time_ = layout.split(" ")
        return date, " ", time_
    if "h" in layout:
        return None, "", layout
    return layout, "", None


def write(layout, value):
    """A date, a time or a date and time written in a layout of parts and separators."""
    text = layout
    for symbol, name in list(DATE_PARTS.items()) + list(TIME_PARTS.items()):
        if symbol in text:
            width = 4 if symbol == "YYYY" else 2
            text = text.replace(symbol, str(getattr(value, name)).zfill(width))
    return text


def iso(layout, value):
    date_layout, _, time_layout = split_layout(layout)
    if date_layout and time_layout:
        seconds = "ss" in time_layout
        return value.isoformat(timespec="seconds" if seconds else "minutes")
    if date_layout:
        return value.isoformat()
    return value.isoformat(timespec="seconds" if "ss" in layout else "minutes")


def read_bound(layout, text, is_minimum):
    """A bound as Python values: a date, a time, or a datetime."""
    date_layout, separator, time_layout = split_layout(layout)
    if text == "today":
        if time_layout:
            return datetime.datetime.combine(NOW.date(), datetime.time.min if is_minimum else datetime.time(23, 59, 59))
        return NOW.date()
    if text == "now":
        cut = NOW.replace(microsecond=0)
        if time_layout and "ss" not in time_layout:
            cut = cut.replace(second=0)
        if not date_layout:
            return cut.time()
        return cut if time_layout else cut.date()
    def parse(part_layout, part_text, names):
        values = {}
        position = 0
        index = 0
        while index < len(part_layout):
            symbol = part_layout[index:index + 4] if part_layout[index:index + 4] == "YYYY" else part_layout[index:index + 2]
            if symbol in names:
                width = len(symbol)
                values[names[symbol]] = int(part_text[position:position + width])
                position += width
                index += width
            else:
                position += 1
                index += 1
        return values
    if date_layout and time_layout:
        date_text, time_text = text.split(separator)
        values = parse(date_layout, date_text, DATE_PARTS)
        values.update(parse(time_layout, time_text, TIME_PARTS))
        return datetime.datetime(**values)
    if date_layout:
        return datetime.date(**parse(date_layout, text, DATE_PARTS))
    return datetime.time(**parse(time_layout, text, TIME_PARTS))


def days(first, last):
    day = first
    step = datetime.timedelta(days=1)
    while True:
        yield day
        if day == last:
            return
        day += step


def times(layout):
    seconds = "ss" in layout
    for hour in range(24):
        for minute in range(60):
            for second in range(60) if seconds else [0]:
                yield datetime.time(hour, minute, second)


class Reference:
    """Which texts some value in range starts with, from every value in range written out."""

    def __init__(self, layout, minimum, maximum):
        self.layout = layout
        self.date_layout, self.separator, self.time_layout = split_layout(layout)
        low = read_bound(layout, minimum, True) if minimum else None
        high = read_bound(layout, maximum, False) if maximum else None
        self.low, self.high = low, high
        if self.date_layout:
            first = (low.date() if isinstance(low, datetime.datetime) else low) if low else FIRST_DAY
            last = (high.date() if isinstance(high, datetime.datetime) else high) if high else LAST_DAY
            self.first_day, self.last_day = first, last
            self.dates = sorted(write(self.date_layout, day) for day in days(first, last))
        if self.time_layout:
            self.all_times = [write(self.time_layout, value) for value in times(self.time_layout)]

    def time_range(self, day):
        """The times of a day in range, as indexes into all_times (which is in order)."""
        low, high = 0, len(self.all_times) - 1
        time_low = self.low.time() if isinstance(self.low, datetime.datetime) else self.low
        time_high = self.high.time() if isinstance(self.high, datetime.datetime) else self.high
        if isinstance(self.low, datetime.time) or (time_low is not None and day == self.first_day):
            low = bisect.bisect_left(self.all_times, write(self.time_layout, time_low))
        if isinstance(self.high, datetime.time) or (time_high is not None and day == self.last_day):
            high = bisect.bisect_right(self.all_times, write(self.time_layout, time_high)) - 1
        return low, high

    @staticmethod
    def starts(sorted_texts, prefix, low=0, high=None):
        """True when a text of sorted_texts[low...high] starts with prefix."""
        high = len(sorted_texts) - 1 if high is None else high
        index = bisect.bisect_left(sorted_texts, prefix, low, high + 1)
        return index <= high and sorted_texts[index].startswith(prefix)

    def answer(self, text):
        """'c' with the ISO value, 'i' or 'x', as the engine must answer."""
        if not self.date_layout:
            low, high = self.time_range(None)
            if not self.starts(self.all_times, text, low, high):
                return "x"
            if len(text) == len(self.time_layout):
                return "c " + text
            return "i"
        date_length = len(self.date_layout)
        date_text = text[:date_length]
        if not self.starts(self.dates, date_text):
            return "x"
        if not self.time_layout:
            return "c " + iso_date(self.date_layout, text) if len(text) == date_length else "i"
        if len(text) <= date_length:
            return "i"
        if text[date_length] != self.separator:
            return "x"
        day = read_bound(self.date_layout, date_text, True)
        time_text = text[date_length + 1:]
        low, high = self.time_range(day)
        if not self.starts(self.all_times, time_text, low, high):
            return "x"
        if len(time_text) == len(self.time_layout):
            return "c " + day.isoformat() + "T" + time_text
        return "i"


def iso_date(layout, text):
    return read_bound(layout, text, True).isoformat()


def random_texts(reference, count, rng, valid_samples):
    """Random strings over the layout's characters, and valid texts with one character changed."""
    alphabet = "0123456789" * 3 + "".join(sorted(set(reference.layout) - set("YMDhms"))) + "/x"
    texts = []
    for _ in range(count):
        if rng.random() < 0.5 and valid_samples:
            base = list(rng.choice(valid_samples))
            base[rng.randrange(len(base))] = rng.choice(alphabet)
            texts.append("".join(base[: rng.randint(1, len(base))]))
        else:
            texts.append("".join(rng.choice(alphabet) for _ in range(rng.randint(1, len(reference.layout) + 1))))
    return texts


def cases(layout, minimum, maximum, reference, quick, every_day, rng):
    """(what, text) pairs for one format."""
    date_layout, separator, time_layout = split_layout(layout)
    cycle = range(2000, 2040 if quick else 2400)
    valid = []
    if date_layout and not time_layout:
        if every_day:
            for day in days(FIRST_DAY, LAST_DAY):
                yield "every day", write(layout, day)
        for day in days(datetime.date(cycle.start, 1, 1), datetime.date(cycle.stop - 1, 12, 31)):
            text = write(layout, day)
            valid.append(text)
            for length in range(1, len(text) + 1):
                yield "prefix", text[:length]
    elif time_layout and not date_layout:
        for value in times(layout):
            text = write(layout, value)
            valid.append(text)
            for length in range(1, len(text) + 1):
                yield "prefix", text[:length]
    else:
        clock = list(times(time_layout))
        for day in days(datetime.date(cycle.start, 1, 1), datetime.date(cycle.stop - 1, 12, 31)):
            value = datetime.datetime.combine(day, rng.choice(clock))
            text = write(date_layout, day) + separator + write(time_layout, value)
            valid.append(text)
            for length in range(1, len(text) + 1):
                yield "prefix", text[:length]
        if every_day:
            for day in days(FIRST_DAY, LAST_DAY):
                yield "every day", write(date_layout, day) + separator + write(time_layout, rng.choice(clock))
    for text in random_texts(reference, 10_000 if quick else 100_000, rng, valid):
        yield "random", text


def main():
    quick = "--quick" in sys.argv
    sample_path = sys.argv[sys.argv.index("--write-sample") + 1] if "--write-sample" in sys.argv else None
    subprocess.run(["swift", "build", "-c", "release", "--product", "tf-date-sweep"], cwd=ROOT, check=True)
    tool = os.path.join(ROOT, ".build", "release", "tf-date-sweep")
    rng = random.Random(18)
    sample = []
    failures = 0
    started = time.time()
    for number, (layout, minimum, maximum) in enumerate(FORMATS):
        began = time.time()
        reference = Reference(layout, minimum, maximum)
        every_day = number == 0 if quick else (minimum is None and maximum is None)
        checked = list(cases(layout, minimum, maximum, reference, quick, every_day, rng))
        header = "#%s\t%s\t%s\t%s\n" % (layout, minimum or "-", maximum or "-", NOW.isoformat())
        stdin = header + "".join(text + "\n" for _, text in checked)
        result = subprocess.run([tool], input=stdin.encode(), capture_output=True, check=True)
        answers = result.stdout.decode().split("\n")[:-1]
        if len(answers) != len(checked):
            print("%s: %d answers for %d texts: %s" % (layout, len(answers), len(checked), answers[:1]))
            return 1
        counts = {}
        shown = 0
        for (what, text), answer in zip(checked, answers):
            expected = reference.answer(text)
            counts[what] = counts.get(what, 0) + 1
            if what == "every day" and minimum is None and maximum is None and not expected.startswith("c "):
                print("reference: %r is no day" % text)
                failures += 1
            if answer != expected:
                failures += 1
                if shown < 10:
                    shown += 1
                    print("  %s %s..%s: %r: engine %r, datetime %r" % (layout, minimum, maximum, text, answer, expected))
            elif sample_path is not None and rng.random() < (0.02 if expected[0] != "x" else 0.004):
                sample.append((layout, minimum or "-", maximum or "-", text, expected))
        print(
            "%-18s %-18s %-18s %s in %.1f s"
            % (layout, minimum or "-", maximum or "-", ", ".join("%d %s" % (n, w) for w, n in counts.items()), time.time() - began)
        )
    print("%s in %.0f s" % ("all agree" if failures == 0 else "%d disagree" % failures, time.time() - started))
    if sample_path is not None:
        rng.shuffle(sample)
        kept = sorted(sample[:6000], key=lambda row: (FORMATS.index((row[0], None if row[1] == "-" else row[1], None if row[2] == "-" else row[2])), row[3]))
        with open(sample_path, "w") as file:
            file.write("# Written by Scripts/date-sweep.py: layout, minimum, maximum, text, answer (now is %s).\n" % NOW.isoformat())
            for row in kept:
                file.write("\t".join(row) + "\n")
        print("wrote %d cases to %s" % (len(kept), sample_path))
    return 0 if failures == 0 else 1


if __name__ == "__main__":
    sys.exit(main())

"""The headless contract in bulk: many phases, every core (docs/headless-api.md, "Many phases").

``adjudicate_many(docs, workers=N)`` adjudicates a sequence of contract documents and returns their
results in the same order. It is a pure function of JSON: the same documents give the same results
whatever the number of workers, so a distributed engine (Dask, Ray, Spark ...) can map it over
partitions of a larger collection. ``adjudicate_lines`` is the streaming form behind
``referee-cli adjudicate --jsonl``: one JSON document per line in, one result per line out.
"""

from __future__ import annotations

import json
import multiprocessing
import os
from collections import deque
from collections.abc import Iterable, Iterator, Mapping, Sequence
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from typing import Any, NamedTuple

from referee_app.core.inputs import InputError, read_json

from ..rules.errors import RefereeError
from ..rules.i18n import Message, msg, render
from .jsonapi import adjudicate_json

_ERRORS = ("raise", "include")


def adjudicate_many(docs: Iterable[Mapping[str, Any]], workers: int | None = 1, *, errors: str = "raise",
                    chunksize: int = 256) -> list[dict[str, Any]]:
    """Adjudicate every document of ``docs``; the results in the same order.

    ``workers``: 1 adjudicates in this process; N > 1 in N worker processes, ``chunksize`` documents
    at a time; None or 0 uses every core. ``errors="raise"`` raises the ``ContractError`` (a
    ``ValueError``) of the first document that breaks the contract, exactly as ``adjudicate_json``
    would; ``errors="include"`` puts ``{"error": "<its message>"}`` in its place and goes on.
    """
    if errors not in _ERRORS:
        raise ValueError(f"errors must be one of {', '.join(_ERRORS)}, not {errors!r}")
    docs = list(docs)
    n = _workers(workers)
    if n == 1 or len(docs) <= chunksize:
        return _chunk(docs, errors == "raise")
    out: list[dict[str, Any]] = []
    ranges = [(i, min(i + chunksize, len(docs))) for i in range(0, len(docs), chunksize)]
    if multiprocessing.get_start_method() == "fork":
        # the workers are forked with the documents already in memory: only the results travel
        with ProcessPoolExecutor(max_workers=min(n, len(ranges)), initializer=_share, initargs=(docs,)) as pool:
            for part in pool.map(_shared_chunk, ranges):
                out.extend(part)
    else:
        with ProcessPoolExecutor(max_workers=min(n, len(ranges))) as pool:
            for part in pool.map(_chunk_including_errors, [docs[a:b] for a, b in ranges]):
                out.extend(part)
    if errors == "raise":
        for doc, result in zip(docs, out):
            if _is_error(result):
                adjudicate_json(doc)  # raises the document's own error, as in one process
    return out


def adjudicate_lines(lines: Iterable[str | bytes], workers: int | None = 1, *,
                     chunksize: int = 256) -> Iterator[tuple[int, str | LineError]]:
    """For each non-blank line (a JSON document, as text or UTF-8 bytes): (line number, its result as
    one line of JSON, as ``json.dumps(adjudicate_json(doc), ensure_ascii=False)`` writes it), or (line
    number, what is wrong) when the line is refused as JSON from outside (``core.inputs.read_json``:
    too large, not UTF-8, not strict JSON) or is not a document of the contract. In the order of the lines,
    read as they come (a few chunks ahead with several workers, which send back the text)."""
    numbered = ((i, line) for i, line in enumerate(lines, start=1) if line.strip())
    n = _workers(workers)
    if n == 1:
        for i, line in numbered:
            yield i, _line(line)
        return
    with ProcessPoolExecutor(max_workers=n) as pool:
        pending: deque[tuple[list[int], Future[list[str | LineError]]]] = deque()
        for batch in _batches(numbered, chunksize):
            pending.append(([i for i, _ in batch], _submit(pool, [line for _, line in batch])))
            if len(pending) > 2 * n:  # keep memory bounded: wait for the oldest chunk
                yield from _drain(pending.popleft())
        while pending:
            yield from _drain(pending.popleft())


def _workers(workers: int | None) -> int:
    if workers is None or workers == 0:
        return os.cpu_count() or 1
    cores = os.cpu_count() or 1
    if workers < 0 or workers > cores:
        raise ValueError(f"workers must be between 1 and {cores}, this machine's cores (or None or 0 for one per "
                         f"core), not {workers}")
    return workers


def _chunk(docs: Sequence[Mapping[str, Any]], raise_errors: bool) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for doc in docs:
        try:
            out.append(adjudicate_json(doc))
        except RefereeError as exc:
            if raise_errors:
                raise
            out.append({"error": str(exc)})
    return out


def _chunk_including_errors(docs: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    return _chunk(docs, False)


_SHARED: list[Mapping[str, Any]] = []  # in a worker: the documents it was forked with


def _share(docs: list[Mapping[str, Any]]) -> None:
    global _SHARED
    _SHARED = docs


def _shared_chunk(bounds: tuple[int, int]) -> list[dict[str, Any]]:
    return _chunk(_SHARED[bounds[0]:bounds[1]], False)


def _is_error(result: Mapping[str, Any]) -> bool:
    return len(result) == 1 and "error" in result


class LineError(NamedTuple):
    """Why a line could not be adjudicated: in English (as ``str(error)`` says it) and as a Message."""

    text: str
    message: Message


def _line(line: str | bytes) -> str | LineError:
    try:
        doc = read_json(line)  # as any JSON from outside: size, UTF-8, strict JSON (core.inputs)
    except InputError as exc:
        why = exc.message
        if why.key == "input.bad_json":  # one line: its column says where
            why = msg("cli.jsonl_bad_json", column=why.params["column"], error=why.params["error"])
        return LineError(render(why, "en"), why)
    if not isinstance(doc, dict):
        why = msg("contract.not_object")
        return LineError(render(why, "en"), why)
    try:
        return _dumps(adjudicate_json(doc))
    except RefereeError as exc:
        return LineError(str(exc), exc.message)


_dumps = json.JSONEncoder(ensure_ascii=False).encode


def _lines(lines: Sequence[str | bytes]) -> list[str | LineError]:
    return [_line(line) for line in lines]


def _submit(pool: Executor, lines: list[str | bytes]) -> Future[list[str | LineError]]:
    return pool.submit(_lines, lines)


def _batches(numbered: Iterator[tuple[int, str | bytes]], size: int) -> Iterator[list[tuple[int, str | bytes]]]:
    batch: list[tuple[int, str | bytes]] = []
    for item in numbered:
        batch.append(item)
        if len(batch) >= size:
            yield batch
            batch = []
    if batch:
        yield batch


def _drain(item: tuple[list[int], Future[list[str | LineError]]]) -> Iterator[tuple[int, str | LineError]]:
    numbers, future = item
    yield from zip(numbers, future.result())


__all__ = ["LineError", "adjudicate_lines", "adjudicate_many"]

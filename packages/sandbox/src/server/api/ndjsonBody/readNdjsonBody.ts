/**
 * Reads an NDJSON request body, plain or gzip, as a stream: every limit is checked as the bytes
 * arrive, so a body past one is refused at that point, never read (or inflated) to its end first.
 * A small gzip body can inflate a thousandfold; one that inflated 3 KB into 262 000 lines once
 * held the whole sandbox for a minute (issue 13).
 */

/** The limits of one body. */
export interface NdjsonLimits {
  /** Bytes as sent, compressed or not. */
  maxBodyBytes: number;
  /** Bytes after inflating; for a plain body, the bytes sent. */
  maxInflatedBytes: number;
  /** Lines that are not blank. */
  maxLines: number;
}

/** How the body was encoded (`Content-Encoding`). */
export type NdjsonEncoding = 'identity' | 'gzip';

/** Reads one line; a refusal's message is for people. */
export type NdjsonLineParser<T> = (line: string) => { ok: true; value: T } | { ok: false; message: string };

/** Why a body was refused. */
export type NdjsonRefusal =
  | { reason: 'body_too_large' | 'inflated_too_large' | 'too_many_lines' | 'unreadable' }
  | { reason: 'bad_line'; lineNumber: number; message: string };

/** The lines read, or why the body was refused and how many lines were read well before. */
export type NdjsonReading<T> = { ok: true; values: T[] } | { ok: false; refusal: NdjsonRefusal; linesRead: number };

class Refused extends Error {
  constructor(readonly refusal: NdjsonRefusal) {
    super(refusal.reason);
  }
}

/** Passes bytes on until more than `maxBytes` have passed, then fails the stream. */
function countingBytes(
  maxBytes: number,
  refusal: NdjsonRefusal,
  onRefused: (error: Refused) => void,
): TransformStream<Uint8Array, Uint8Array> {
  let seen = 0;
  return new TransformStream({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > maxBytes) {
        const error = new Refused(refusal);
        onRefused(error);
        throw error;
      }
      controller.enqueue(chunk);
    },
  });
}

/**
 * Reads `body` line by line within `limits`, parsing each line as it completes. On a refusal the
 * body is cancelled: nothing more of it is read.
 */
export async function readNdjsonBody<T>(
  body: ReadableStream<Uint8Array> | null,
  encoding: NdjsonEncoding,
  limits: NdjsonLimits,
  parseLine: NdjsonLineParser<T>,
): Promise<NdjsonReading<T>> {
  if (body === null) return { ok: true, values: [] };
  // The first refusal wins: a stream failing downstream of it may report another error.
  let refused: Refused | undefined;
  const remember = (error: Refused) => {
    refused ??= error;
  };
  // Cancels the body itself on a refusal: a stream failing further down does not always reach it.
  const stopReading = new AbortController();
  const sent = body.pipeThrough(countingBytes(limits.maxBodyBytes, { reason: 'body_too_large' }, remember), {
    signal: stopReading.signal,
  });
  const inflated = encoding === 'gzip' ? sent.pipeThrough(new DecompressionStream('gzip')) : sent;
  const reader = inflated
    .pipeThrough(countingBytes(limits.maxInflatedBytes, { reason: 'inflated_too_large' }, remember))
    .pipeThrough(new TextDecoderStream())
    .getReader();

  const values: T[] = [];
  let lineNumber = 0;
  const takeLine = (line: string) => {
    lineNumber += 1;
    if (line.trim() === '') return;
    if (values.length === limits.maxLines) throw new Refused({ reason: 'too_many_lines' });
    const parsed = parseLine(line);
    if (!parsed.ok) throw new Refused({ reason: 'bad_line', lineNumber, message: parsed.message });
    values.push(parsed.value);
  };

  let pending = '';
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      // Only the new text is searched, so a long line costs no more than its length.
      const lastNewline = chunk.value.lastIndexOf('\n');
      if (lastNewline === -1) {
        pending += chunk.value;
        continue;
      }
      const lines = (pending + chunk.value.slice(0, lastNewline)).split('\n');
      pending = chunk.value.slice(lastNewline + 1);
      for (const line of lines) takeLine(line);
    }
    takeLine(pending);
    return { ok: true, values };
  } catch (error) {
    if (error instanceof Refused) remember(error);
    stopReading.abort();
    await reader.cancel().catch(() => undefined);
    // Anything else is a stream that broke: a gzip body that is not gzip, or cut short.
    return { ok: false, refusal: refused?.refusal ?? { reason: 'unreadable' }, linesRead: values.length };
  }
}

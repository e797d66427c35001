import { createHash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import busboy from 'busboy';
import { partNames } from './partNames';

/** What was too big in a request refused with 413: the whole body, one file, one text value, or the part count. */
export type TooLarge = 'body' | 'file' | 'value' | 'parts';

/** A refused request: the HTTP status and, per field where one is to blame, the message. */
export class IntakeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    readonly tooLarge?: TooLarge,
  ) {
    super(message);
  }
}

export type TextPart = { name: string; value: string };
export type FilePart = {
  name: string;
  /**
   * `path`: where the file was written, in the folder the reader was given (null when it was told not to keep
   * files); `size` and `sha256` always, hashed as it streamed.
   */
  file: { filename: string; mimeType: string; path: string | null; size: number; sha256: string };
};
export type Part = TextPart | FilePart;

export const isFilePart = (part: Part): part is FilePart => 'file' in part;

export type MultipartLimits = {
  /** The whole body, multipart framing included. */
  maxBodyBytes: number;
  /** One file (a file of exactly this size passes). */
  maxFileBytes: number;
  /** One text value (likewise inclusive). */
  maxFieldBytes: number;
  /** Parts, text and files together (likewise inclusive). */
  maxParts: number;
};

export const TOO_LARGE = 'The body is larger than the limit';
export const FILE_TOO_LARGE = 'A file is larger than the limit';
export const VALUE_TOO_LONG = 'A value is too long';
export const TOO_MANY_PARTS = 'The form has too many fields';
export const NOT_MULTIPART = 'Send the form as multipart/form-data';
export const MALFORMED = 'The form data could not be read';
export const STAR_NAME =
  'This field was named only by name* (RFC 2231), which forms do not use: send its name as name="..."';
export const NAMELESS = 'A part of the form has no field name';

/**
 * Reads a multipart/form-data request as a stream and stops reading as soon as the body, a file, a value or
 * the number of parts passes its cap, so an oversized body is never read or held whole. A declared
 * Content-Length over twice the body's cap is refused before reading anything; one just over the cap is
 * read up to the cap, so that a single file over its own limit is named as such. Files are hashed as they
 * stream and, unless `folder` is null (a replay only compared by its hash), written to a file of their own in
 * `folder` (owner-only), never held whole in memory. The caller removes `folder`, whatever the outcome: on a
 * refusal it may hold part of a file.
 */
export async function parseMultipart(
  request: Request,
  limits: MultipartLimits,
  folder: string | null,
): Promise<Part[]> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new IntakeError(415, NOT_MULTIPART);
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > 2 * limits.maxBodyBytes) throw new IntakeError(413, TOO_LARGE, undefined, 'body');
  if (!request.body) throw new IntakeError(400, MALFORMED);

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      // busboy stops at its limit when a value reaches it: one more makes ours inclusive.
      limits: {
        fileSize: limits.maxFileBytes + 1,
        fieldSize: limits.maxFieldBytes + 1,
        parts: limits.maxParts + 1,
      },
    });
  } catch {
    throw new IntakeError(400, MALFORMED);
  }

  const body = Readable.fromWeb(request.body as import('node:stream/web').ReadableStream<Uint8Array>);
  const names = partNames(/boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)?.slice(1).find(Boolean) ?? '');
  return new Promise<Part[]>((resolve, reject) => {
    const parts: Part[] = [];
    let received = 0;
    let settled = false;
    const writers: WriteStream[] = [];
    /** Each file's writer closed: its file, if it was opened, is on disk and no longer written. */
    const writersClosed: Promise<void>[] = [];
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      body.unpipe(parser);
      body.destroy();
      for (const writer of writers) writer.destroy();
      parser.removeAllListeners();
      parser.on('error', () => {});
      // Only once every writer has closed: a writer opens its file in the background, so one destroyed before
      // that would create the file after the caller had removed the folder ("directory not empty").
      void Promise.all(writersClosed).then(() => reject(error));
    };

    body.on('data', (chunk: Buffer) => {
      // Before busboy reads it (its listener comes after this one): a nameless part's headers are then known.
      names.push(chunk);
      received += chunk.length;
      // Checked after the parser has seen this chunk, so a single file over its own cap is named as such.
      if (received > limits.maxBodyBytes) {
        queueMicrotask(() => fail(new IntakeError(413, TOO_LARGE, undefined, 'body')));
      }
    });
    body.on('error', () => fail(new IntakeError(400, MALFORMED)));

    /** A part without a name is refused naming the field its `name*` gives, if any. */
    const nameless = () => {
      const name = names.nextNameless();
      fail(name === undefined ? new IntakeError(422, NAMELESS) : new IntakeError(422, STAR_NAME, name));
    };
    parser.on('field', (name: string | undefined, value, info) => {
      if (name === undefined) return nameless();
      if (info.valueTruncated) return fail(new IntakeError(413, VALUE_TOO_LONG, name, 'value'));
      parts.push({ name, value });
    });
    const files: Promise<void>[] = [];
    parser.on('file', (name: string | undefined, stream, info) => {
      if (name === undefined) {
        stream.resume();
        return nameless();
      }
      const part: FilePart = {
        name,
        file: { filename: info.filename ?? '', mimeType: info.mimeType, path: null, size: 0, sha256: '' },
      };
      parts.push(part);
      const hash = createHash('sha256');
      stream.on('data', (chunk: Buffer) => {
        part.file.size += chunk.length;
        hash.update(chunk);
      });
      stream.on('error', () => fail(new IntakeError(400, MALFORMED)));
      stream.on('limit', () => fail(new IntakeError(413, FILE_TOO_LARGE, name, 'file')));
      const read = new Promise<void>((done) => stream.on('close', done));
      let written: Promise<void> = Promise.resolve();
      if (folder === null) {
        stream.resume();
      } else {
        // Named by position, not by the sender's file name: nothing sent can choose where a file is written.
        const path = join(folder, `part-${parts.length}`);
        const writer = createWriteStream(path, { flags: 'wx', mode: 0o600 });
        writers.push(writer);
        part.file.path = path;
        // Piped: written as fast as the disk takes it, never gathered here (what the network delivers meanwhile
        // waits in the request's own stream: Next.js reads a request body without backpressure).
        stream.pipe(writer);
        written = new Promise((done) => writer.on('close', done));
        writersClosed.push(written);
        writer.on('error', fail);
      }
      files.push(
        Promise.all([read, written]).then(() => {
          part.file.sha256 = hash.digest('hex');
        }),
      );
    });
    parser.on('partsLimit', () => fail(new IntakeError(413, TOO_MANY_PARTS, undefined, 'parts')));
    parser.on('error', () => fail(new IntakeError(400, MALFORMED)));
    parser.on('close', () => {
      void Promise.all(files).then(() => {
        if (settled) return;
        settled = true;
        if (parts.length === 0) reject(new IntakeError(400, MALFORMED));
        else resolve(parts);
      });
    });
    body.pipe(parser);
  });
}

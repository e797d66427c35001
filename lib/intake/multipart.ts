import { Readable } from 'node:stream';
import busboy from 'busboy';

/** A refused request: the HTTP status and, per field where one is to blame, the message. */
export class IntakeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export type TextPart = { name: string; value: string };
export type FilePart = { name: string; file: { filename: string; mimeType: string; bytes: Buffer } };
export type Part = TextPart | FilePart;

export const isFilePart = (part: Part): part is FilePart => 'file' in part;

export type MultipartLimits = {
  /** The whole body, multipart framing included. */
  maxBodyBytes: number;
  /** One file. */
  maxFileBytes: number;
  /** One text value. */
  maxFieldBytes: number;
  maxParts: number;
};

export const TOO_LARGE = 'The body is larger than the limit';
export const FILE_TOO_LARGE = 'A file is larger than the limit';
export const NOT_MULTIPART = 'Send the form as multipart/form-data';
export const MALFORMED = 'The form data could not be read';

/**
 * Reads a multipart/form-data request as a stream: refuses a declared Content-Length over the cap before
 * reading anything, and stops reading as soon as the body, a file or a value passes its cap, so an
 * oversized body is never read or held whole. Files are kept in memory (at most `maxFileBytes` each).
 */
export async function parseMultipart(request: Request, limits: MultipartLimits): Promise<Part[]> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new IntakeError(415, NOT_MULTIPART);
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > limits.maxBodyBytes) throw new IntakeError(413, TOO_LARGE);
  if (!request.body) throw new IntakeError(400, MALFORMED);

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: {
        fileSize: limits.maxFileBytes,
        fieldSize: limits.maxFieldBytes,
        parts: limits.maxParts,
      },
    });
  } catch {
    throw new IntakeError(400, MALFORMED);
  }

  const body = Readable.fromWeb(request.body as import('node:stream/web').ReadableStream<Uint8Array>);
  return new Promise<Part[]>((resolve, reject) => {
    const parts: Part[] = [];
    let received = 0;
    let settled = false;
    const fail = (error: IntakeError) => {
      if (settled) return;
      settled = true;
      body.unpipe(parser);
      body.destroy();
      parser.removeAllListeners();
      parser.on('error', () => {});
      reject(error);
    };

    body.on('data', (chunk: Buffer) => {
      received += chunk.length;
      // Checked after the parser has seen this chunk, so a single file over its own cap is named as such.
      if (received > limits.maxBodyBytes) queueMicrotask(() => fail(new IntakeError(413, TOO_LARGE)));
    });
    body.on('error', () => fail(new IntakeError(400, MALFORMED)));

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail(new IntakeError(413, 'A value is too long', name));
      parts.push({ name, value });
    });
    const files: Promise<void>[] = [];
    parser.on('file', (name, stream, info) => {
      const part: FilePart = {
        name,
        file: { filename: info.filename ?? '', mimeType: info.mimeType, bytes: Buffer.alloc(0) },
      };
      parts.push(part);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', () => fail(new IntakeError(400, MALFORMED)));
      stream.on('limit', () => fail(new IntakeError(413, FILE_TOO_LARGE, name)));
      files.push(
        new Promise((done) =>
          stream.on('close', () => {
            part.file.bytes = Buffer.concat(chunks);
            done();
          }),
        ),
      );
    });
    parser.on('partsLimit', () => fail(new IntakeError(413, 'The form has too many parts')));
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

// Reads a multipart form: text fields, and at most one file in the one field the route names.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from '../../shared/constants';
import { AppError } from '../errors';

export type MultipartForm = { fields: Record<string, string>; file?: Buffer };

export const FILE_TOO_LARGE = 'Image must be less than 20MB';
export const NOT_MULTIPART = 'Send this form as multipart/form-data';
const UNREADABLE_FORM = 'The form could not be read; please send it again';

/**
 * What a refused form may still send before its connection is cut. Browsers read our answer only once their
 * body is sent, so one more image's worth is read and discarded: any honest upload then gets its 401, 413 or
 * 415, while an endless body is stopped. Nothing drained is kept in memory.
 */
const DRAIN_LIMIT_BYTES = MAX_IMAGE_BYTES + 1024 * 1024;
const DRAIN_TIMEOUT_MS = 30_000;

/** Errors the multipart plugin raises itself carry a 4xx status; anything else is a body busboy could not parse. */
function parseError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new AppError(400, UNREADABLE_FORM);
}

/** How big the one file may be, and what a bigger one is told (an image's 20 MB unless a route says less). */
export type FileLimit = { maxBytes: number; tooLarge: string };
const IMAGE_LIMIT: FileLimit = { maxBytes: MAX_IMAGE_BYTES, tooLarge: FILE_TOO_LARGE };

async function collect(file: MultipartFile['file'], limit: FileLimit): Promise<Buffer> {
  const chunks: Buffer[] = [];
  try {
    // Iterating (rather than listening) also sees an end or error that happened before we got the part.
    for await (const chunk of file) {
      if (file.truncated) throw new AppError(413, limit.tooLarge);
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    // A body cut inside the file (a dropped connection) ends the stream early.
    throw error instanceof AppError ? error : new AppError(400, UNREADABLE_FORM);
  }
  if (file.truncated) throw new AppError(413, limit.tooLarge);
  return Buffer.concat(chunks);
}

/**
 * Reads a file part, refusing it the moment it passes its limit. busboy would skip the rest of the part but only
 * end the stream once the client stopped sending; refusing at once lets the reply go out and the reading stop.
 */
function readFilePart(part: MultipartFile, limit: FileLimit): Promise<Buffer> {
  const overLimit = new Promise<never>((_, reject) => {
    part.file.once('limit', () => {
      reject(new AppError(413, limit.tooLarge));
      part.file.destroy(); // ends the iteration in collect() and lets its chunks go
    });
  });
  return Promise.race([collect(part.file, limit), overLimit]);
}

export async function readMultipartForm(
  request: FastifyRequest,
  fileField: string,
  limit: FileLimit = IMAGE_LIMIT,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError(415, NOT_MULTIPART);
  // No prototype: a field named __proto__ or constructor is just a field.
  const form: MultipartForm = { fields: Object.create(null) };
  try {
    for await (const part of request.parts({ limits: { fileSize: limit.maxBytes, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          part.file.resume();
          throw new AppError(400, `Unexpected file field '${part.fieldname}'; send the file as '${fileField}'`);
        }
        const data = await readFilePart(part, limit);
        // An empty file input (no file chosen) arrives as an empty part: treat it as no file.
        if (data.length > 0) form.file = data;
      } else {
        // busboy cuts an over-long field silently; storing half a text would be worse than refusing it.
        if (part.valueTruncated || part.fieldnameTruncated)
          throw new AppError(413, `Field '${part.fieldname}' is too long`);
        form.fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    throw parseError(error);
  }
  return form;
}

/** After an error reply to a request whose body is still arriving (a form, JSON over the limit): discard what is left of the body, within the drain limits. */
export function drainRefusedBody(request: FastifyRequest): void {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) return;
  raw.unpipe(); // the form parser, if it was reading: the rest is not parsed
  let drained = 0;
  const cut = () => {
    clearTimeout(timer);
    // app.inject's requests have a stand-in socket without destroy().
    if (typeof raw.socket?.destroy === 'function') raw.socket.destroy();
  };
  const timer = setTimeout(cut, DRAIN_TIMEOUT_MS);
  timer.unref();
  raw.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT_BYTES) cut();
  });
  raw.resume(); // unpipe() paused it, and a new 'data' listener does not undo an explicit pause
  raw.once('close', () => clearTimeout(timer));
}

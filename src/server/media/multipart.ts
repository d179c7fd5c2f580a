// Reads a multipart form: text fields, and at most one file in the one field the route names.
import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from '../../shared/constants';
import { AppError } from '../errors';

export type MultipartForm = { fields: Record<string, string>; file?: Buffer };

export const FILE_TOO_LARGE = 'Image must be less than 20MB';

export async function readMultipartForm(request: FastifyRequest, fileField: string): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError(415, 'Send this form as multipart/form-data');
  const form: MultipartForm = { fields: {} };
  // The limit stops reading at 20 MB: a larger body is refused without being buffered whole.
  for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== fileField) {
        part.file.resume();
        throw new AppError(400, `Unexpected file field '${part.fieldname}'; send the file as '${fileField}'`);
      }
      const data = await part.toBuffer();
      if (part.file.truncated) throw new AppError(413, FILE_TOO_LARGE);
      // An empty file input (no file chosen) arrives as an empty part: treat it as no file.
      if (data.length > 0) form.file = data;
    } else {
      form.fields[part.fieldname] = String(part.value ?? '');
    }
  }
  return form;
}

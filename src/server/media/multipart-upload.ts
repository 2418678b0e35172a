import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

/** Room for the multipart boundaries, headers and a field or two around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export type UploadMessages = { noFile: string; tooLarge: string };

/**
 * The one file of a multipart/form-data request, read from the socket as it arrives and cut off at `maxBytes`
 * (413, the rest of the body is not kept). The declared name and type are ignored: callers check the bytes.
 */
export async function readUploadedFile(request: FastifyRequest, maxBytes: number, messages: UploadMessages): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${messages.noFile} Send it as multipart/form-data.`);
  // A body announced far larger than one file could be is refused before a byte of it is read.
  if (Number(request.headers['content-length']) > maxBytes + FORM_OVERHEAD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge);
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 4, parts: 6 } });
  } catch {
    throw new AppError('BAD_REQUEST', messages.noFile);
  }
  if (!part) throw new AppError('BAD_REQUEST', messages.noFile);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of part.file) {
      size += (chunk as Buffer).length;
      chunks.push(chunk as Buffer);
    }
  } catch {
    throw new AppError('BAD_REQUEST', messages.noFile);
  }
  // busboy stops at the limit and marks the stream truncated rather than failing.
  if (part.file.truncated || size > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge);
  if (size === 0) throw new AppError('BAD_REQUEST', messages.noFile);
  return Buffer.concat(chunks, size);
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { sharedUploadTurns, type UploadTurns } from '../owners/upload-gate.js';

/** Room for the multipart boundaries, headers and a field or two around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export type UploadMessages = { noFile: string; tooLarge: string };
const RETRY_AFTER_SECONDS = 5;

/**
 * Runs an upload in its account's turn: taken before the body is read, held until it is processed and stored, so an
 * account has one upload in flight (its others wait behind it, or get 429) and can fill neither the processing
 * queue nor anyone's place in it. A 429 (turn or processing queue) says when to come back, as document uploads do.
 */
export async function inUploadTurn<T>(reply: FastifyReply, accountId: number, upload: () => Promise<T>, turns: UploadTurns = sharedUploadTurns()): Promise<T> {
  try {
    const release = await turns.take(accountId);
    try {
      return await upload();
    } finally {
      release();
    }
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429) reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    throw error;
  }
}

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

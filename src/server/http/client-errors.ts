import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

type ConnectionError = Error & { code?: string };

/** Requests that never reached a route (too slow, headers too large, unparseable): still a JSON `message`. */
const ANSWERS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive and was cut off. Please try again.'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
};

export function answerClientError(error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = ANSWERS[error.code ?? ''] ?? [400, 'The request could not be read.'];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

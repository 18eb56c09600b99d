import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import compression from 'compression';
import { filesRoutePrefix } from './lambda/file-url-signer';

/**
 * Answers shorter than this go as they are: below about a kilobyte, compressing saves less than
 * it costs, and most answers (acknowledgements, errors, a preflight) are that short.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** AWS JSON 1.0/1.1, Cognito's answers: `compressible` knows no such type, so it is named here. */
const AWS_JSON = /^application\/x-amz-json-1\.[01]\b/i;

/**
 * What is compressed: every protocol's JSON (api.php, GraphQL, the Lambda protocol, Cognito's
 * AWS JSON), the console's HTML and the S3-style XML errors, by Content-Type. Never a stored file
 * behind a download link: S3 serves an object as it was stored, and most (PDF, DOCX, images,
 * ZIP) are compressed already.
 */
function shouldCompress(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.url?.startsWith(filesRoutePrefix)) return false;
  const type = response.getHeader('content-type');
  if (typeof type === 'string' && AWS_JSON.test(type)) return true;
  return compression.filter(
    request as Parameters<typeof compression.filter>[0],
    response as Parameters<typeof compression.filter>[1],
  );
}

/**
 * Compressed answers, as production servers send them (fewer bytes on a phone's network): brotli or gzip (or deflate)
 * by the request's Accept-Encoding, with Vary: Accept-Encoding, above the threshold; identity
 * for a client that asks for none. Express's `compression` middleware does it on Node's own
 * response, under the Hono app, so every protocol gets it with no route wired by hand; Hono's
 * `compress` would not do, as it has no brotli (CompressionStream in Node 20 knows only gzip
 * and deflate). A WebSocket upgrade never reaches a request listener, so it passes untouched;
 * an answer already carrying a Content-Encoding, or Cache-Control: no-transform, is left as is.
 */
export function compressingListener(listener: RequestListener): RequestListener {
  const compress = compression({ threshold: COMPRESSION_THRESHOLD_BYTES, filter: shouldCompress });
  return (request, response) => {
    const next = () => void listener(request, response);
    compress(request as Parameters<typeof compress>[0], response as Parameters<typeof compress>[1], next);
  };
}

/**
 * node:http's createServer with compressed answers, for @hono/node-server's `createServer` option,
 * which always passes the options and the listener (the cast only narrows createServer's overloads).
 */
export const createCompressingServer = ((options: ServerOptions, listener: RequestListener): Server =>
  createServer(options, compressingListener(listener))) as typeof createServer;

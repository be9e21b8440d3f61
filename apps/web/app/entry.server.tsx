import { PassThrough } from 'node:stream';

import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';

import stylesheet from './app.css?inline';
import { botErrorResponse } from './features/errors/bot-response';
import { getLoadContext } from './lib/load-context';
import { htmlCompressor } from './lib/html-compression.server';
import { keptPages } from './lib/kept-page.server';
import { StylesheetContext } from './lib/page-stylesheet';
import { NonceContext } from './lib/load-context-nonce';

// The server plugin (apps/server/src/plugins/web.ts) builds each request's context with this,
// so the context key is the one the app's own modules read; and it serves pages through this
// bundle's request listener, React Router's production build the pages use (decision 068).
export { createLoadContext } from './lib/load-context';
export { createRequestListener } from '@react-router/node';
export { createRequestHandler } from 'react-router';
export { compressedHtml } from './lib/html-compression.server';
export const { withoutStylesheet, withStylesheet } = keptPages(stylesheet);

/**
 * How a document is written: crawlers get it whole at once, browsers the shell first and the
 * rest as it comes. The two differ in their bytes, so a page kept for anonymous visitors is kept
 * once for each (apps/server/src/plugins/anonymous-pages.ts).
 */
export function documentVariant(request: Request): 'whole' | 'streamed' {
  const userAgent = request.headers.get('user-agent');
  return userAgent && isbot(userAgent) ? 'whole' : 'streamed';
}

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const botResponse = botErrorResponse(request, responseStatusCode);
  if (botResponse) return botResponse;

  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const { cspNonce } = getLoadContext(loadContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const readyOption: keyof RenderToPipeableStreamOptions =
      documentVariant(request) === 'whole' || routerContext.isSpaMode
        ? 'onAllReady'
        : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={cspNonce}>
        <StylesheetContext.Provider value={stylesheet}>
          <ServerRouter context={routerContext} url={request.url} nonce={cspNonce} />
        </StylesheetContext.Provider>
      </NonceContext.Provider>,
      {
        nonce: cspNonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          responseHeaders.append('Vary', 'Accept-Encoding');
          const compressor = htmlCompressor(request);
          if (compressor) {
            responseHeaders.set('Content-Encoding', compressor.encoding);
            compressor.output.pipe(body);
            pipe(compressor.input);
          } else {
            pipe(body);
          }
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/** Unexpected errors of loaders, actions and rendering are logged; aborted requests are not. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  console.error(error);
};

// The server-render bundle: the app as a visitor sees it at a URL, with the antd styles it used, written into
// the build's index.html. The build renders the public pages with it (scripts/prerender.ts); the server
// renders the hot-jobs board with it on request (apps/server/src/web-app.ts). The same tree as main.tsx
// (AppProvider around the router) so hydration matches.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { documentTitle } from './app/layouts/root-layout';
import { AppProvider } from './app/provider';
import { createRoutes } from './app/router';
import { HOT_JOBS_BOARD_ROUTE, type PrerenderRoute } from './config/prerender-routes';
import { CSS_VARIABLES } from './config/theme';
import { FIRST_PAGE_BOOT_KEY } from './features/jobs/pages/hot-jobs-page';
import { type BootData, BootDataProvider, bootDataScript } from './lib/boot-data';
import { createPageDocument, type RenderedPage } from './page-document';

export { PRERENDER_ROUTES } from './config/prerender-routes';

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

async function render(url: string, bootData: BootData): Promise<RenderedPage> {
  const request = new Request(new URL(url, 'http://localhost'));
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`${url} answered ${context.status}`);
  if (context.errors) throw new Error(`${url} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache();
  // Waits for every lazy part, unlike renderToString, so no boundary is left to the client.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StyleProvider cache={cache}>
        <BootDataProvider data={bootData}>
          <AppProvider queryClient={new QueryClient()}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </BootDataProvider>
      </StyleProvider>
    </StrictMode>,
    // Every Suspense boundary inline, where it stands: React would otherwise move a large one to the end of the
    // document behind a script that reveals it (for streaming), so it would not show without scripts.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const variables = Object.entries(CSS_VARIABLES)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return {
    html: await streamToString(prelude),
    head: `<style>:root{${variables}}</style>${extractStyle(cache)}`,
    title: documentTitle(
      context.matches.map((match) => match.route),
      new URL(request.url).search,
    ),
  };
}

/** Renders pages as whole documents, in the build's index.html found in `dist`. */
export function createRenderer(dist: string) {
  const document = createPageDocument(dist);
  return {
    /** A public page, as the build writes it. */
    async page(route: PrerenderRoute): Promise<string> {
      return document(route, await render(route.path, {}));
    },
    /**
     * The hot-jobs board showing `firstPage` (the search's page 1 as JSON, the `data` of its answer), which the
     * page carries for the board to hydrate from instead of searching again.
     */
    async hotJobsBoard(firstPage: string): Promise<string> {
      const data = { [FIRST_PAGE_BOOT_KEY]: JSON.parse(firstPage) as unknown };
      const page = await render(HOT_JOBS_BOARD_ROUTE.path, data);
      return document(HOT_JOBS_BOARD_ROUTE, page, bootDataScript(data));
    },
  };
}

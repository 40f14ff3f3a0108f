// Build-time rendering of the public pages (scripts/prerender.ts): the app as a visitor sees it at `url`, with
// the antd styles it used. The same tree as main.tsx (AppProvider around the router) so hydration matches.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { documentTitle } from './app/layouts/root-layout';
import { AppProvider } from './app/provider';
import { createRoutes } from './app/router';
import { CSS_VARIABLES } from './config/theme';

export { PRERENDER_ROUTES, PRERENDERED_ATTRIBUTE } from './config/prerender-routes';

export interface RenderedPage {
  html: string;
  /** antd's extracted `<style>` tags and the design tokens as CSS variables. */
  head: string;
  /** The page's `<title>`, as the app sets it once running. */
  title: string;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

export async function render(url: string): Promise<RenderedPage> {
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status} at build time`);
  if (context.errors) throw new Error(`${url} failed at build time: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache();
  // Waits for every lazy part, unlike renderToString, so no boundary is left to the client.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StyleProvider cache={cache}>
        <AppProvider queryClient={new QueryClient()}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </StyleProvider>
    </StrictMode>,
    // Every Suspense boundary inline, where it stands: React would otherwise move a large one to the end of the
    // document behind a script that reveals it (for streaming), so it would not show without scripts.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await streamToString(prelude);
  const variables = Object.entries(CSS_VARIABLES)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return {
    html,
    head: `<style>:root{${variables}}</style>${extractStyle(cache)}`,
    title: documentTitle(
      context.matches.map((match) => match.route),
      '',
    ),
  };
}

// GET /openapi.json and GET /reference on the API host (issue 23): the document is built on the
// first request and kept, so startup pays nothing for it.
import { Hono } from 'hono';
import type { ApiEnv } from '../api/types';
import { openApiJson } from './document';
import { REFERENCE_CSP, referenceHtml } from './reference';

let page: string | undefined;

export const openApiRoutes = new Hono<ApiEnv>()
  .get('/openapi.json', (c) =>
    c.body(openApiJson(), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    }),
  )
  .get('/reference', (c) => {
    page ??= referenceHtml(JSON.parse(openApiJson()));
    return c.html(page, 200, { 'Content-Security-Policy': REFERENCE_CSP, 'Cache-Control': 'public, max-age=300' });
  });

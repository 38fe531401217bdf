import { Hono } from 'hono';
import { seoQuerySchema } from '../../../contract/seo';
import { parseQuery } from '../validate';
import type { ApiEnv } from '../types';

export const seoRoutes = new Hono<ApiEnv>().get('/seo', (c) => {
  const { lang, path } = parseQuery(c, seoQuerySchema);
  const entry = c.env.deps.getConfig().seo[lang]?.[path] ?? null;
  return c.json({ data: entry });
});

import { Hono } from 'hono';
import { domainRequestSchema, type MirrorResponse } from '../../../contract/site-api';
import { parseJson } from '../validate';
import type { ApiEnv } from '../types';

export const mirrorRoutes = new Hono<ApiEnv>()
  .get('/mirror', (c) => {
    const { site } = c.env.deps.getConfig();
    const body: MirrorResponse = {
      redirect: { newLink: site.mirror.newLink },
      meta_yandex_verification: site.settings.meta_yandex_verification,
      sso: site.settings.sso,
      settings: {
        telegram_channel_url: site.settings.telegram_channel_url,
        revshare_service_frontend_url: site.settings.revshare_service_frontend_url,
      },
      features: site.features,
    };
    return c.json(body);
  })
  .post('/middleware/mirrorRedirect', async (c) => {
    const { domain } = await parseJson(c, domainRequestSchema);
    const { site } = c.env.deps.getConfig();
    const newLink = site.mirror.newLink;
    // A mirror never redirects to itself.
    const target = newLink && new URL(newLink).host.toLowerCase() !== domain ? newLink : null;
    await c.env.writers.mirrorVisits.add([domain, target !== null, c.env.clientIp]);
    return c.json({ redirect: { newLink: target }, oldDomain: domain });
  })
  .post('/middleware/mirror', async (c) => {
    const { domain } = await parseJson(c, domainRequestSchema);
    await c.env.writers.mirrorVisits.add([domain, false, c.env.clientIp]);
    return c.json({ success: true as const });
  });

import { Hono } from 'hono';
import {
  attachSourceSchema,
  pageOpenEventSchema,
  queryObjectSchema,
  utmRequestSchema,
  visitorReportSchema,
} from '../../../contract/site-api';
import { userIdFromAuthorization } from '../../auth/bearer.server';
import { parseJson } from '../validate';
import type { ApiEnv } from '../types';

const ok = { success: true as const };

export const attributionRoutes = new Hono<ApiEnv>()
  .post('/middleware/affiliate', async (c) => {
    const query = await parseJson(c, queryObjectSchema);
    await c.env.writers.affiliateVisits.add([JSON.stringify(query), c.env.clientIp]);
    return c.json(ok);
  })
  .post('/middleware/ip', async (c) => {
    const { host, userAgent } = await parseJson(c, visitorReportSchema);
    const db = await c.env.deps.getDb();
    const userId = await userIdFromAuthorization(db, c.req.header('authorization'));
    await c.env.writers.visitorReports.add([userId, host, userAgent, c.env.clientIp]);
    return c.json(ok);
  })
  .post('/middleware/registerPageOpenEvent', async (c) => {
    const e = await parseJson(c, pageOpenEventSchema);
    await c.env.writers.pageOpenEvents.add([e.subH ?? null, e.uuid ?? null, e.click_url, c.env.clientIp]);
    return c.json(ok);
  })
  .post('/middleware/utm', async (c) => {
    const query = await parseJson(c, utmRequestSchema);
    const deps = c.env.deps;
    const db = await deps.getDb();
    // One campaign row per distinct utm quadruple; its id is the advId the site keeps.
    const advId = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO ad_campaigns (utm_source, utm_medium, utm_campaign, utm_term) VALUES ($1, $2, $3, $4)
         ON CONFLICT (utm_source, utm_medium, utm_campaign, utm_term) DO UPDATE SET utm_source = EXCLUDED.utm_source
         RETURNING id`,
        [query.utm_source, query.utm_medium, query.utm_campaign, query.utm_term],
      );
      const id = rows[0]!.id;
      await tx.query('INSERT INTO utm_visits (campaign_id, query, ip) VALUES ($1, $2, $3)', [
        id,
        JSON.stringify(query),
        c.env.clientIp,
      ]);
      return String(id);
    });
    const promo = deps.getConfig().site.utmPromos.find((p) => p.utm_campaign === query.utm_campaign)?.promo;
    return c.json(promo ? { advId, promo } : { advId });
  })
  .post('/attachSource', async (c) => {
    const s = await parseJson(c, attachSourceSchema);
    const db = await c.env.deps.getDb();
    const userId = await userIdFromAuthorization(db, c.req.header('authorization'));
    await db.query(
      `INSERT INTO traffic_sources (user_id, stag, promo, partner_id, adv_id, advertise_uid, advertise_source, cpa_one_uid, pr_hash, ip)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        userId,
        s.stag ?? null,
        s.promo ?? null,
        s.partnerId ?? null,
        s.advId ?? null,
        s.advertiseUid ?? null,
        s.advertiseSource ?? null,
        s.cpaOneUid ?? null,
        s.prHash ?? null,
        c.env.clientIp,
      ],
    );
    return c.json(ok);
  });

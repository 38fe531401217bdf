import { Hono } from 'hono';
import { z } from 'zod';
import {
  type BonusDataResponse,
  type BonusOffersResponse,
  bonusIdParamSchema,
  bonusOffersQuerySchema,
  type PlayerBonusesResponse,
  type PlayerBonusResponse,
  promoCodeSchema,
  redeemBodySchema,
  type WaitingBonusResponse,
} from '../../../contract/bonus';
import { type Currency, LANGS, type Lang, REGIONS, type Region, regionFromCountry } from '../../../contract/common';
import { langFromAcceptLanguage } from '../../../site/locale';
import {
  BonusError,
  forfeitBonusIn,
  offers,
  playerBonus,
  playerBonuses,
  redeemPromoIn,
} from '../../bonus/bonuses.server';
import { lookupPromo, waitingBonus } from '../../bonus/promo.server';
import { countryOfIp } from '../../geo/ip-country.server';
import { ApiHttpError } from '../errors';
import { moneyCall } from '../money-idempotency';
import { requireUser } from '../require-user';
import type { ApiEnv } from '../types';
import { parseJson, parseQuery } from '../validate';

// The bonus system's reads (spec section 7, issue 20). The name comes in the language the
// caller asks for (`?lang=`, else Accept-Language, else English).

export const langQuery = z.object({ lang: z.enum(LANGS).optional() });
const askedLang = (lang: Lang | undefined, accept: string | undefined): Lang =>
  lang ?? langFromAcceptLanguage(accept) ?? 'en';

// An unknown, expired, used-up or malformed code all answer alike: a probe learns nothing.
const noBonus = (field: string) =>
  new ApiHttpError(404, { message: 'No such bonus.', errors: { [field]: ['not_found: No such bonus.'] } });

// The domain's refusals in the spec's error shape; a dead code answers as GET /bonus-system/bonus does.
// Final refusals are 422, not 409: the client retries a 409 (an idempotent call still running).
const STATUS: Record<BonusError['code'], 403 | 404 | 422> = {
  not_found: 404,
  already_redeemed: 422,
  currency_required: 422,
  not_offered: 422,
  excluded: 403,
  not_live: 422,
  automatic: 422,
};
function asHttp(e: unknown, field: string): unknown {
  if (!(e instanceof BonusError)) return e;
  if (e.code === 'not_found') return noBonus(field);
  return new ApiHttpError(STATUS[e.code], { message: e.message, errors: { [field]: [`${e.code}: ${e.message}`] } });
}

/** The visitor's region: the client's Region header when it is one of ours, else the IP's country. */
function visitorRegion(header: string | undefined, ip: string | null): Region | null {
  const h = header?.trim().toUpperCase();
  if (h && (REGIONS as readonly string[]).includes(h)) return h as Region;
  return ip ? regionFromCountry(countryOfIp(ip)) : null;
}

export const bonusRoutes = new Hono<ApiEnv>()
  .get('/bonus-system/bonus/:promo', async (c) => {
    const { lang } = parseQuery(c, langQuery);
    const code = promoCodeSchema.safeParse(c.req.param('promo'));
    if (!code.success) throw noBonus('promo');
    const deps = c.env.deps;
    const data = await lookupPromo(
      await deps.getDb(),
      deps.getConfig().bonuses,
      code.data,
      askedLang(lang, c.req.header('accept-language')),
    );
    if (!data) throw noBonus('promo');
    return c.json<BonusDataResponse>({ data });
  })
  .get('/bonus-system/bonus-activation/waiting-reg-and-dep', requireUser, async (c) => {
    const { lang } = parseQuery(c, langQuery);
    const deps = c.env.deps;
    const data = await waitingBonus(
      await deps.getDb(),
      deps.getConfig().bonuses,
      c.get('session').userId,
      askedLang(lang, c.req.header('accept-language')),
    );
    // None waiting is an empty result, not an error (issue 39).
    return c.json<WaitingBonusResponse>({ data: data ?? null });
  })
  .get('/api/v2/bonuses/offers', (c) => {
    const q = parseQuery(c, bonusOffersQuerySchema);
    const deps = c.env.deps;
    const currency: Currency = q.currency ?? 'RUB';
    const data = offers(
      deps.getConfig().bonuses,
      visitorRegion(c.req.header('region'), c.env.clientIp),
      currency,
      askedLang(q.lang, c.req.header('accept-language')),
    );
    return c.json<BonusOffersResponse>({ data });
  })
  .get('/api/v2/bonuses', requireUser, async (c) => {
    const { lang } = parseQuery(c, langQuery);
    const data = await playerBonuses(
      await c.env.deps.getDb(),
      c.get('session').userId,
      askedLang(lang, c.req.header('accept-language')),
    );
    return c.json<PlayerBonusesResponse>({ data });
  })
  // Both record their answer with their money (moneyCall): a retry after a crash replays it.
  .post('/api/v2/bonuses/redeem', requireUser, async (c) => {
    const { lang } = parseQuery(c, langQuery);
    const body = await parseJson(c, redeemBodySchema);
    const deps = c.env.deps;
    const userId = c.get('session').userId;
    const asked = askedLang(lang, c.req.header('accept-language'));
    try {
      return await moneyCall(
        c,
        userId,
        body,
        async (tx): Promise<PlayerBonusResponse> => {
          const id = await redeemPromoIn(tx, deps.getConfig().bonuses, userId, body.promo);
          return { data: await playerBonus(tx, userId, id, asked) };
        },
        200,
        { keyRequired: false },
      );
    } catch (e) {
      throw asHttp(e, 'promo');
    }
  })
  .post('/api/v2/bonuses/:id/forfeit', requireUser, async (c) => {
    const { lang } = parseQuery(c, langQuery);
    const p = bonusIdParamSchema.safeParse({ id: c.req.param('id') });
    if (!p.success) throw noBonus('id');
    const userId = c.get('session').userId;
    const asked = askedLang(lang, c.req.header('accept-language'));
    try {
      return await moneyCall(
        c,
        userId,
        { id: p.data.id },
        async (tx): Promise<PlayerBonusResponse> => {
          await forfeitBonusIn(tx, userId, p.data.id);
          return { data: await playerBonus(tx, userId, p.data.id, asked) };
        },
        200,
        { keyRequired: false },
      );
    } catch (e) {
      throw asHttp(e, 'id');
    }
  });

import { Hono } from 'hono';
import { z } from 'zod';
import { type BonusDataResponse, promoCodeSchema, type WaitingBonusResponse } from '../../../contract/bonus';
import { LANGS, type Lang } from '../../../contract/common';
import { langFromAcceptLanguage } from '../../../site/locale';
import { lookupPromo, waitingBonus } from '../../bonus/promo.server';
import { ApiHttpError } from '../errors';
import { requireUser } from '../require-user';
import type { ApiEnv } from '../types';
import { parseQuery } from '../validate';

// The bonus system's reads (spec section 7, issue 20). The name comes in the language the
// caller asks for (`?lang=`, else Accept-Language, else English).

const langQuery = z.object({ lang: z.enum(LANGS).optional() });
const askedLang = (lang: Lang | undefined, accept: string | undefined): Lang =>
  lang ?? langFromAcceptLanguage(accept) ?? 'en';

// An unknown, expired, used-up or malformed code all answer alike: a probe learns nothing.
const noBonus = (field: string) =>
  new ApiHttpError(404, { message: 'No such bonus.', errors: { [field]: ['not_found: No such bonus.'] } });

export const bonusRoutes = new Hono<ApiEnv>()
  .get('/bonus-system/bonus/:promo', async (c) => {
    const { lang } = parseQuery(c, langQuery);
    const code = promoCodeSchema.safeParse(c.req.param('promo'));
    if (!code.success) throw noBonus('promo');
    const deps = c.get('deps');
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
    const deps = c.get('deps');
    const data = await waitingBonus(
      await deps.getDb(),
      deps.getConfig().bonuses,
      c.get('session').userId,
      askedLang(lang, c.req.header('accept-language')),
    );
    if (!data) throw noBonus('bonus');
    return c.json<WaitingBonusResponse>({ data });
  });

// What every page of the site asks: where the visitor is, the mirror, attribution, builds, SEO,
// the catalog and bet limits, the captcha and fingerprint keys, favourites, third-party launch.
import { z } from 'zod';
import { latestBuildSchema } from '../../contract/builds';
import { CAPTCHA_PATH, captchaChallengeSchema } from '../../contract/captcha';
import { betLimitsQuerySchema, betLimitsResponseSchema, catalogSchemas } from '../../contract/catalog';
import { FINGERPRINT_KEY_PATH, fingerprintKeyResponseSchema } from '../../contract/fingerprint';
import { GAME_FAVOURITES_PATHS, gameFavouritesResponseSchema, gameSlugSchema } from '../../contract/game-favourites';
import { launchBodySchema, launchResponseSchema } from '../../contract/providers';
import { seoQuerySchema, seoResponseSchema } from '../../contract/seo';
import {
  attachSourceSchema,
  domainRequestSchema,
  geoResponseSchema,
  mirrorRedirectResponseSchema,
  mirrorResponseSchema,
  okResponseSchema,
  pageOpenEventSchema,
  queryObjectSchema,
  utmRequestSchema,
  utmResponseSchema,
  visitorReportSchema,
} from '../../contract/site-api';
import type { Op } from './types';

const catalogKinds = Object.keys(catalogSchemas) as [keyof typeof catalogSchemas, ...(keyof typeof catalogSchemas)[]];

export const siteOps: Op[] = [
  {
    method: 'get',
    path: '/geo_ip',
    tag: 'Site',
    summary:
      'The visitor\u2019s address, country and region (451 with the same body where the operator blocks the country)',
    response: geoResponseSchema,
    other: {
      451: {
        description: 'The country is blocked; the same data',
        schema: geoResponseSchema.extend({ message: z.string() }),
      },
    },
  },
  {
    method: 'get',
    path: '/mirror',
    tag: 'Site',
    summary: 'The site\u2019s settings, features and mirror link',
    response: mirrorResponseSchema,
  },
  {
    method: 'post',
    path: '/middleware/mirrorRedirect',
    tag: 'Site',
    summary: 'Where a visitor on a blocked mirror should go',
    body: domainRequestSchema,
    response: mirrorRedirectResponseSchema,
  },
  {
    method: 'post',
    path: '/middleware/mirror',
    tag: 'Site',
    summary: 'Record a visit on a mirror',
    body: domainRequestSchema,
    response: okResponseSchema,
  },
  {
    method: 'post',
    path: '/middleware/affiliate',
    tag: 'Attribution',
    summary: 'Record an affiliate visit (the landing query)',
    body: queryObjectSchema,
    response: okResponseSchema,
  },
  {
    method: 'post',
    path: '/middleware/ip',
    tag: 'Attribution',
    summary: 'Record the visitor\u2019s host and browser',
    auth: 'optional',
    body: visitorReportSchema,
    response: okResponseSchema,
  },
  {
    method: 'post',
    path: '/middleware/registerPageOpenEvent',
    tag: 'Attribution',
    summary: 'Record an ad click\u2019s page opening',
    body: pageOpenEventSchema,
    response: okResponseSchema,
  },
  {
    method: 'post',
    path: '/middleware/utm',
    tag: 'Attribution',
    summary: 'Resolve UTM parameters to an advertiser (and promo)',
    body: utmRequestSchema,
    response: utmResponseSchema,
  },
  {
    method: 'post',
    path: '/attachSource',
    tag: 'Attribution',
    summary: 'Attach the visit\u2019s source to the signed-in player',
    auth: 'optional',
    body: attachSourceSchema,
    response: okResponseSchema,
  },
  {
    method: 'get',
    path: '/builds/latest.json',
    tag: 'Site',
    summary: 'The build the server runs (the app reloads on a new one)',
    response: latestBuildSchema,
  },
  {
    method: 'get',
    path: '/seo',
    tag: 'Site',
    summary: 'The operator\u2019s SEO texts of a page',
    query: seoQuerySchema,
    response: seoResponseSchema,
  },
  {
    method: 'get',
    path: FINGERPRINT_KEY_PATH,
    tag: 'Auth',
    summary: 'The public key that device fingerprints are sealed with',
    response: fingerprintKeyResponseSchema,
  },
  {
    method: 'get',
    path: CAPTCHA_PATH,
    tag: 'Auth',
    summary: 'A proof-of-work captcha challenge',
    response: captchaChallengeSchema,
  },
  {
    method: 'get',
    path: '/catalog/:kind',
    tag: 'Catalog',
    summary: 'The active catalog of one kind (games, cases, slots, live tables)',
    params: z.object({ kind: z.enum(catalogKinds) }),
    response: z.union(Object.values(catalogSchemas)),
    errors: [404],
  },
  {
    method: 'get',
    path: '/bet-limits',
    tag: 'Catalog',
    summary: 'The operator\u2019s bet limits in a currency',
    query: betLimitsQuerySchema,
    response: betLimitsResponseSchema,
  },
  {
    method: 'get',
    path: GAME_FAVOURITES_PATHS.list,
    tag: 'Catalog',
    auth: 'player',
    summary: 'The player\u2019s favourite and recent games',
    response: gameFavouritesResponseSchema,
  },
  {
    method: 'put',
    path: GAME_FAVOURITES_PATHS.one,
    tag: 'Catalog',
    auth: 'player',
    summary: 'Add a game to favourites',
    params: z.object({ slug: gameSlugSchema }),
    response: gameFavouritesResponseSchema,
    errors: [404],
  },
  {
    method: 'delete',
    path: GAME_FAVOURITES_PATHS.one,
    tag: 'Catalog',
    auth: 'player',
    summary: 'Remove a game from favourites',
    params: z.object({ slug: gameSlugSchema }),
    response: gameFavouritesResponseSchema,
  },
  {
    method: 'post',
    path: '/games/launch',
    tag: 'Providers',
    auth: 'optional',
    summary: 'Launch a third-party game (demo without a session)',
    body: launchBodySchema,
    response: launchResponseSchema,
  },
];

import { unstable_notFound as notFound } from 'waku/router/server';
import { labels, VerifierCard, withFairness } from '../components/games/game-stage';
import { recentLabel } from '../components/games/stage-kit';
import { PlayPanel } from '../components/games/play-panel';
import { RulesList } from '../components/games/rules-list';
import { PageFrame } from '../components/layout/page-frame';
import { Card } from '../components/ui/card';
import { caseName } from '../games/cases/content';
import { CASE_CONTENTS } from '../games/cases/contents';
import { type CasesLabels, CasesScreen } from '../games/cases/screen';
import { getGame } from '../games/registry';
import { getSiteContext } from '../site/context.server';
import { getCatalog, getT } from '../site/data.server';
import { formatMoney } from '../site/format';
import { localePath } from '../site/locale';

const CASES_KEYS = [
  'contents',
  'item',
  'value',
  'chance',
  'rtp',
  'count',
  'open',
  'fun',
  'funBalance',
  'loginToPlay',
  'won',
  'total',
  'pick',
  'noPrice',
  'hotkeys',
] as const satisfies readonly Exclude<keyof CasesLabels, 'items'>[];

export default async function CasePage({ slug }: { slug: string }) {
  const ctx = getSiteContext();
  const t = getT();
  const all = await getCatalog('cases');
  const item = all.find((c) => c.slug === slug);
  if (!item) notFound();
  const info = getGame('cases').content[ctx.lang];
  const title = t('cases.caseTitle', { name: caseName(item.slug, ctx.lang, item.name) });
  const def = CASE_CONTENTS[slug];
  const itemIds = [...new Set(Object.values(CASE_CONTENTS).flatMap((c) => c.items.map((i) => i.id)))];
  // One currency on the whole page: the player's (a visitor's as the site context has it). The
  // catalog's prices hold the list price under its own currency too.
  const price = item.prices[ctx.currency];
  const priceText = price === undefined ? null : formatMoney(price, ctx.currency, ctx.lang);
  return (
    <PageFrame
      title={title}
      lead={priceText === null ? t('casesPlay.noPrice') : t('cases.price', { price: priceText })}
      description={t('seo.caseDescription', {
        name: caseName(item.slug, ctx.lang, item.name),
        price: priceText ?? '—',
      })}
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(280px,1fr)]">
        {def ? (
          withFairness(
            <CasesScreen
              slug={slug}
              currency={ctx.currency}
              lang={ctx.lang}
              prices={item.prices}
              funPrice={item.price}
              recentLabel={recentLabel()}
              labels={{
                ...labels('casesPlay', CASES_KEYS),
                items: Object.fromEntries(itemIds.map((id) => [id, t(`casesPlay.items.${id}`)])),
              }}
              choices={all
                .filter((c) => CASE_CONTENTS[c.slug])
                .map((c) => ({
                  slug: c.slug,
                  name: caseName(c.slug, ctx.lang, c.name),
                  href: localePath(ctx.lang, `/games/cases/${c.slug}`),
                }))}
            />,
          )
        ) : (
          <PlayPanel image={item.picture} name={title} />
        )}
        <Card as="section">
          <h2 className="mb-3 text-lg font-bold">{t('game.rules')}</h2>
          <RulesList rules={info.rules} />
        </Card>
      </div>
      <VerifierCard game="cases" caseSlug={slug} />
    </PageFrame>
  );
}

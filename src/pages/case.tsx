import { unstable_notFound as notFound } from 'waku/router/server';
import { PlayPanel } from '../components/games/play-panel';
import { RulesList } from '../components/games/rules-list';
import { PageFrame } from '../components/layout/page-frame';
import { Card } from '../components/ui/card';
import { GAME_INFO } from '../content/games';
import { getSiteContext } from '../site/context.server';
import { getCatalog, getT } from '../site/data.server';
import { formatMoney } from '../site/format';

export default async function CasePage({ slug }: { slug: string }) {
  const ctx = getSiteContext();
  const t = getT();
  const item = (await getCatalog('cases')).find((c) => c.slug === slug);
  if (!item) notFound();
  const info = GAME_INFO.cases[ctx.lang];
  const title = t('cases.caseTitle', { name: item.name });
  return (
    <PageFrame title={title} lead={t('cases.price', { price: formatMoney(item.price, item.currency, ctx.lang) })}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(280px,1fr)]">
        <PlayPanel image={item.picture} name={title} />
        <Card as="section">
          <h2 className="mb-3 text-lg font-bold">{t('game.rules')}</h2>
          <RulesList rules={info.rules} />
        </Card>
      </div>
    </PageFrame>
  );
}

import { unstable_notFound as notFound } from 'waku/router/server';
import { RulesList } from '../components/games/rules-list';
import { PageFrame } from '../components/layout/page-frame';
import { Card } from '../components/ui/card';
import { ROOM_COMMISSION_BPS } from '../contract/rooms';
import { ROOMS, type Room } from '../games/rooms';
import { roomContent } from '../games/rooms/content';
import { RoomStage } from '../games/rooms/stage';
import { getGame } from '../games/registry';
import { getSiteContext } from '../site/context.server';
import { getBetLimits, getT } from '../site/data.server';
import { formatMoney } from '../site/format';

export default async function RoomPage({ room }: { room: string }) {
  if (!(ROOMS as readonly string[]).includes(room)) notFound();
  const ctx = getSiteContext();
  const t = getT();
  const r = roomContent[room as Room][ctx.lang];
  const limits = await getBetLimits().catch(() => null);
  const min = limits?.rooms[room];
  return (
    <PageFrame title={r.name} lead={r.description} description={r.description}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(280px,1fr)]">
        <RoomStage room={room as Room} />
        <Card as="section" className="flex flex-col gap-3">
          <h2 className="text-lg font-bold">{t('game.limits', { currency: ctx.currency })}</h2>
          <p className="text-sm" data-testid="bet-limits">
            {min !== undefined
              ? t('rooms.minBet', { amount: formatMoney(min, ctx.currency, ctx.lang) })
              : t('game.noLimits', { currency: ctx.currency })}
          </p>
          <p className="text-sm" data-testid="rooms-commission">
            {t('rooms.commissionNote', { percent: String(ROOM_COMMISSION_BPS / 100) })}
          </p>
          <h2 className="text-lg font-bold">{t('game.rules')}</h2>
          <RulesList rules={getGame('rooms').content[ctx.lang].rules} />
        </Card>
      </div>
    </PageFrame>
  );
}

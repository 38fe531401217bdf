import { PageFrame } from '../components/layout/page-frame';
import { LinkCard } from '../components/ui/card';
import { ROOMS } from '../games/rooms';
import { roomContent } from '../games/rooms/content';
import { getGame } from '../games/registry';
import { getSiteContext } from '../site/context.server';
import { getBetLimits, getT } from '../site/data.server';
import { formatMoney } from '../site/format';
import { localePath } from '../site/locale';

export default async function RoomsPage() {
  const ctx = getSiteContext();
  const t = getT();
  const info = getGame('rooms').content[ctx.lang];
  const limits = await getBetLimits().catch(() => null);
  return (
    <PageFrame title={info.name} lead={info.description}>
      <ul className="grid gap-3 sm:grid-cols-3" data-testid="rooms-list">
        {ROOMS.map((room) => {
          const min = limits?.rooms[room];
          return (
            <li key={room}>
              <LinkCard
                href={localePath(ctx.lang, `/games/rooms/${room}`)}
                image={`/images/rooms/${room}.svg`}
                imageWidth={320}
                imageHeight={200}
                title={roomContent[room][ctx.lang].name}
                subtitle={
                  min !== undefined
                    ? t('rooms.minBet', { amount: formatMoney(min, ctx.currency, ctx.lang) })
                    : roomContent[room][ctx.lang].description
                }
                eager
              />
            </li>
          );
        })}
      </ul>
    </PageFrame>
  );
}

import { PageFrame } from '../components/layout/page-frame';
import { getGame } from '../games/registry';
import { RoomsLobbyStage } from '../games/rooms/stage';
import { getSiteContext } from '../site/context.server';

/** The rooms lobby: the three jackpot rooms with their live pots (src/games/rooms/lobby.tsx). */
export default async function RoomsPage() {
  const ctx = getSiteContext();
  const info = getGame('rooms').content[ctx.lang];
  return (
    <PageFrame title={info.name} lead={info.description}>
      <RoomsLobbyStage />
    </PageFrame>
  );
}

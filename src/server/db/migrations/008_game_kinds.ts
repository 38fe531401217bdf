// The games catalog speaks the game registry's kinds (src/games/kit/types.ts) instead of lobby
// sections. Its rows come from the registry at every start (db/game-catalog.server.ts); this
// migration only converts the kinds of the rows 004 seeded.
export default /* sql */ `
ALTER TABLE games DROP CONSTRAINT IF EXISTS games_kind_check;
UPDATE games SET kind = CASE
  WHEN slug = 'crash' OR kind = 'rooms' THEN 'shared-round'
  WHEN kind IN ('original', 'cases') THEN 'instant'
  WHEN kind IN ('slots', 'live') THEN 'provider'
  WHEN kind = 'sport' THEN 'sportsbook'
  ELSE kind END;
ALTER TABLE games ADD CONSTRAINT games_kind_check CHECK (kind IN ('instant', 'shared-round', 'provider', 'sportsbook'));
`;

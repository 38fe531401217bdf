// The crash chain's seeding event (issue 40, docs/decisions/066-crash-seeding-event.md), as bustabit
// held its own: the chain's terminating hash is published with the height of a bitcoin block not yet
// mined, and that block's hash becomes the salt. The operator chose the chain, never the salt.
//
// - fair_seedings: one row per chain, the announcement (its source, the block height, its time) and
//   the salt once entered. 'local': the chain's own random salt (the demo, and chains made before
//   this migration), never a public seeding event. 'bitcoin': the salt is the block's hash.
// - Nothing announced ever changes: the announcement's columns never, the salt once from empty, no
//   row is deleted; a chain's seed, terminating hash and shape never change, its salt only from ''
//   (awaiting the seeding event); a chain with an empty salt plays no round (the CHECK).
export default /* sql */ `
CREATE TABLE fair_seedings (
  chain_id     bigint PRIMARY KEY REFERENCES fair_chains(id),
  source       text NOT NULL CHECK (source IN ('local', 'bitcoin')),
  block_height integer CHECK (block_height > 0),
  announced_at timestamptz NOT NULL DEFAULT now(),
  salt         text,
  salted_at    timestamptz,
  CHECK ((source = 'bitcoin') = (block_height IS NOT NULL)),
  CHECK ((salt IS NULL) = (salted_at IS NULL))
);

INSERT INTO fair_seedings (chain_id, source, announced_at, salt, salted_at)
  SELECT id, 'local', created_at, salt, created_at FROM fair_chains;

CREATE FUNCTION fair_seedings_frozen() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  IF TG_OP = 'DELETE' THEN RAISE EXCEPTION 'casino:seeding_frozen' USING ERRCODE = '42501'; END IF;
  IF NEW.chain_id <> OLD.chain_id OR NEW.source <> OLD.source
     OR NEW.block_height IS DISTINCT FROM OLD.block_height OR NEW.announced_at <> OLD.announced_at
     OR (OLD.salt IS NOT NULL AND (NEW.salt IS DISTINCT FROM OLD.salt OR NEW.salted_at IS DISTINCT FROM OLD.salted_at)) THEN
    RAISE EXCEPTION 'casino:seeding_frozen' USING ERRCODE = '42501';
  END IF;
  RETURN NEW;
END $f$;
CREATE TRIGGER fair_seedings_frozen BEFORE UPDATE OR DELETE ON fair_seedings
  FOR EACH ROW EXECUTE FUNCTION fair_seedings_frozen();

CREATE FUNCTION fair_chains_frozen() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  IF NEW.game <> OLD.game OR NEW.seed <> OLD.seed OR NEW.terminating_hash <> OLD.terminating_hash
     OR NEW.length <> OLD.length OR NEW.step <> OLD.step OR NEW.checkpoints <> OLD.checkpoints
     OR (OLD.salt <> '' AND NEW.salt <> OLD.salt) THEN
    RAISE EXCEPTION 'casino:seeding_frozen' USING ERRCODE = '42501';
  END IF;
  RETURN NEW;
END $f$;
CREATE TRIGGER fair_chains_frozen BEFORE UPDATE ON fair_chains
  FOR EACH ROW EXECUTE FUNCTION fair_chains_frozen();

ALTER TABLE fair_chains ADD CONSTRAINT fair_chains_salted_before_play
  CHECK (salt <> '' OR (next_index = 1 AND first_round_id IS NULL));
`;

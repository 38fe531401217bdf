// Public names (issue 18, contract in src/contract/public-name.ts): the name other players see in
// the feeds, apart from `name` (a social provider's, private). `public_name_key` is the name's
// unique spelling (case and look-alike letters folded, computed by publicNameKey()): its unique
// index is what makes two players claiming one name at once end with one winner.
// `public_name_changed_at` paces changes (once per 30 days; the first name is free).
export default /* sql */ `
ALTER TABLE users ADD COLUMN public_name text;
ALTER TABLE users ADD COLUMN public_name_key text;
ALTER TABLE users ADD COLUMN public_name_changed_at timestamptz;
ALTER TABLE users ADD CONSTRAINT users_public_name_pair CHECK ((public_name IS NULL) = (public_name_key IS NULL));
CREATE UNIQUE INDEX users_public_name_key ON users (public_name_key);
`;

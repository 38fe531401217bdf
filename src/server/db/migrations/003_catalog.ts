// Catalog of what the lobby lists. Game play comes later; these rows make the index pages real.
export default /* sql */ `
CREATE TABLE games (
  slug        text PRIMARY KEY,
  kind        text NOT NULL CHECK (kind IN ('original','rooms','slots','live','cases','sport')),
  sort        int NOT NULL DEFAULT 0,
  is_active   boolean NOT NULL DEFAULT true
);

CREATE TABLE cases (
  slug        text PRIMARY KEY,
  name        text NOT NULL,
  price       bigint NOT NULL CHECK (price > 0),
  currency    text NOT NULL DEFAULT 'RUB',
  picture     text NOT NULL,
  sort        int NOT NULL DEFAULT 0,
  is_active   boolean NOT NULL DEFAULT true
);

CREATE TABLE slots (
  slug        text PRIMARY KEY,
  name        text NOT NULL,
  provider    text NOT NULL,
  picture     text NOT NULL,
  rtp_bp      int NOT NULL CHECK (rtp_bp BETWEEN 8000 AND 9999),
  has_demo    boolean NOT NULL DEFAULT true,
  sort        int NOT NULL DEFAULT 0,
  is_active   boolean NOT NULL DEFAULT true
);

CREATE TABLE live_tables (
  slug        text PRIMARY KEY,
  name        text NOT NULL,
  provider    text NOT NULL,
  kind        text NOT NULL,
  picture     text NOT NULL,
  has_demo    boolean NOT NULL DEFAULT false,
  sort        int NOT NULL DEFAULT 0,
  is_active   boolean NOT NULL DEFAULT true
);
`;

// Attribution and visit data: kept, never thrown away, so marketing can be audited.
export default /* sql */ `
CREATE TABLE ad_campaigns (
  id            bigserial PRIMARY KEY,
  utm_source    text NOT NULL,
  utm_medium    text NOT NULL,
  utm_campaign  text NOT NULL,
  utm_term      text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (utm_source, utm_medium, utm_campaign, utm_term)
);

CREATE TABLE utm_visits (
  id          bigserial PRIMARY KEY,
  campaign_id bigint NOT NULL REFERENCES ad_campaigns(id),
  query       jsonb NOT NULL,
  ip          text,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE traffic_sources (
  id                bigserial PRIMARY KEY,
  user_id           bigint REFERENCES users(id) ON DELETE SET NULL,
  stag              text,
  promo             text,
  partner_id        text,
  adv_id            text,
  advertise_uid     text,
  advertise_source  text,
  cpa_one_uid       text,
  pr_hash           text,
  ip                text,
  created_at        timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE page_open_events (
  id          bigserial PRIMARY KEY,
  sub_h       text,
  uuid        text,
  click_url   text NOT NULL,
  ip          text,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE visitor_reports (
  id          bigserial PRIMARY KEY,
  user_id     bigint REFERENCES users(id) ON DELETE SET NULL,
  host        text NOT NULL,
  user_agent  text NOT NULL,
  ip          text,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE affiliate_visits (
  id          bigserial PRIMARY KEY,
  query       jsonb NOT NULL,
  ip          text,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE mirror_visits (
  id          bigserial PRIMARY KEY,
  domain      text NOT NULL,
  redirected  boolean NOT NULL DEFAULT false,
  ip          text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
`;

// A case's price in every account currency. `price`/`currency` stay the list price (the case page
// shows it); `prices` maps a currency to the price a player with that account currency pays (the
// list price always counts for its own currency). A currency missing from the map cannot open the
// case (currency_mismatch), so a case never costs the same number of minor units in roubles and
// in dollars.
// The seeded figures are demo prices: the list price at fixed rates, rounded to two significant
// digits. An operator sets real ones with SQL (README, "Case prices").
export default /* sql */ `
ALTER TABLE cases ADD COLUMN prices jsonb NOT NULL DEFAULT '{}'::jsonb;

UPDATE cases c SET prices = p.prices
FROM (
  SELECT c2.slug,
         jsonb_object_agg(r.cur, CASE WHEN r.cur = c2.currency THEN c2.price
                                      ELSE GREATEST(1, round(v.x / m.unit) * m.unit)::bigint END) AS prices
    FROM cases c2
    JOIN (VALUES ('RUB', 1.0), ('USD', 0.011), ('EUR', 0.010), ('KZT', 5.5), ('INR', 0.95)) AS b(cur, rate)
      ON b.cur = c2.currency
    CROSS JOIN (VALUES ('RUB', 1.0), ('USD', 0.011), ('EUR', 0.010), ('KZT', 5.5), ('INR', 0.95)) AS r(cur, rate)
    CROSS JOIN LATERAL (SELECT c2.price * r.rate / b.rate AS x) v
    CROSS JOIN LATERAL (SELECT power(10::numeric, GREATEST(floor(log(GREATEST(v.x, 1))) - 1, 0)) AS unit) m
   GROUP BY c2.slug
) p
WHERE p.slug = c.slug;
`;

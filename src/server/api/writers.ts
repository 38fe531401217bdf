import { BatchInsert } from '../db/batch-insert.server';
import type { Db } from '../db/types';

/** Group-committed writers for the high-volume, append-only visit tables. */
export function createAppendWriters(getDb: () => Promise<Db>) {
  return {
    mirrorVisits: new BatchInsert(getDb, 'mirror_visits', ['domain', 'redirected', 'ip']),
    visitorReports: new BatchInsert(getDb, 'visitor_reports', ['user_id', 'host', 'user_agent', 'ip']),
    pageOpenEvents: new BatchInsert(getDb, 'page_open_events', ['sub_h', 'uuid', 'click_url', 'ip']),
    affiliateVisits: new BatchInsert(getDb, 'affiliate_visits', ['query', 'ip']),
  };
}
export type AppendWriters = ReturnType<typeof createAppendWriters>;

'use client';

import { getDefaultStore, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { sessionAtom } from '../../client/atoms';
import { useLang, useT } from '../../client/i18n';
import { rgStateAtom, sessionMinutes, watchInactivity } from '../../client/player-protection';
import { showToastAtom } from '../../client/toasts';
import { startSoon } from '../../client/wallet-runtime';
import { formatMoney } from '../../site/format';

/**
 * Mounted once by the layout: for a logged-in player, loads the responsible-gaming state and
 * shows the reality check (session time and net position) at the chosen interval, and logs
 * the player out after the chosen inactivity. The server enforces limits and exclusions;
 * these two are reminders the browser has to give.
 */
export function PlayerProtection() {
  const t = useT();
  const lang = useLang();
  const { userId, token, currency } = useAtomValue(sessionAtom);
  const rg = useAtomValue(rgStateAtom);
  const player = token && userId !== null ? userId : null;

  useEffect(() => {
    if (player === null) return;
    return startSoon(() => {
      let live = true;
      void import('../../client/wallet-api')
        // The player may have logged out while the module loaded: no call with a revoked token.
        .then((m) => (live ? m.walletApi.rg() : null))
        .then((r) => r && live && getDefaultStore().set(rgStateAtom, r.data))
        .catch(() => {});
      return () => {
        live = false;
      };
    });
  }, [player]);

  const every = player !== null ? rg?.reality_check_minutes : null;
  useEffect(() => {
    if (!every) return;
    const store = getDefaultStore();
    const timer = setInterval(async () => {
      let state = store.get(rgStateAtom);
      try {
        const { walletApi } = await import('../../client/wallet-api');
        state = (await walletApi.rg()).data;
      } catch {
        // show what we know
      }
      if (!state) return;
      const cur = store.get(sessionAtom).currency ?? currency ?? 'RUB';
      store.set(showToastAtom, {
        title: t('runtime.realityTitle'),
        text: t('runtime.realityText', {
          minutes: sessionMinutes(state.session.started_at, Date.now()),
          net: formatMoney(state.session.net, cur, lang),
        }),
        tone: 'info',
      });
    }, every * 60_000);
    return () => clearInterval(timer);
  }, [every, t, lang, currency]);

  const idle = player !== null ? rg?.inactivity_logout_minutes : null;
  useEffect(() => {
    if (!idle) return;
    return watchInactivity(window, idle * 60_000, () => {
      void import('../../client/session-actions').then((m) => m.logout());
    });
  }, [idle]);

  return null;
}

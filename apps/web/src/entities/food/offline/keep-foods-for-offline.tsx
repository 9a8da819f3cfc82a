import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isOnline, useOnline } from '../../../lib/online';
import { ownFoodsQueryOptions } from '../api';
import { syncCatalogue } from './catalogue-store';

/**
 * Keeps on the device what the food search needs offline (decision 039): the catalogue,
 * asked for again each time the app is online (a 304 when unchanged), and the user's own and
 * logged foods, refreshed whenever food is logged (their key is under `foodKeys.all`). Mount
 * it after the screen has loaded: it draws nothing.
 */
export function KeepFoodsForOffline() {
  const online = useOnline();
  useQuery({ ...ownFoodsQueryOptions(), enabled: online });
  useEffect(() => {
    // The live value too: a first render may assume online before the browser has said.
    if (online && isOnline()) void syncCatalogue().catch(() => undefined);
  }, [online]);
  return null;
}

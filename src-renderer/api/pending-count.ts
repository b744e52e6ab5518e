import { skipToken, useQuery } from '@tanstack/react-query';
import { keys } from './keys';

/**
 * Admins: the open moderation queue's size. Only the event stream fills it (at connect and after
 * every change), so nothing is fetched here; undefined until the first count arrives.
 */
export function usePendingCount(): number | undefined {
  const { data } = useQuery<{ count: number }>({ queryKey: keys.pendingCount, queryFn: skipToken });
  return data?.count;
}

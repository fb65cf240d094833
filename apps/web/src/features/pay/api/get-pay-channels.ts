import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** The online channels the shop takes now (`/pay/channels.json`): a provider is on when its settings are complete. */
export function getPayChannels() {
  return request(CALLS.pay.channels, {}, { isSilent: true });
}

/**
 * Channels change only when the shop's settings do (a restart), so a minute of freshness is plenty;
 * the cashier, the pay dialog and the top-up page share one answer.
 */
export function getPayChannelsQueryOptions() {
  return queryOptions({
    queryKey: ['pay', 'channels'],
    queryFn: getPayChannels,
    staleTime: 60_000,
    select: (answer) => answer.channels,
  });
}

export function usePayChannels(isEnabled = true) {
  return useQuery({ ...getPayChannelsQueryOptions(), enabled: isEnabled });
}

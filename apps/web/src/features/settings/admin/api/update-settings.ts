import type { TCallPayload } from '@mall/contract';
import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { useMutation } from '@tanstack/react-query';
import { queryClient } from '../../../../lib/query-client';
import { request } from '../../../../lib/request';
import { getSettingsQueryOptions } from './get-settings';

export type TSettingsInput = TCallPayload<typeof ADMIN_CALLS.adminSettings.update>;

/** Saves every setting (`adminSettings.update`); the form shows what the server kept. */
export function updateSettings(input: TSettingsInput) {
  return request(ADMIN_CALLS.adminSettings.update, input);
}

export function useUpdateSettings() {
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => queryClient.setQueryData(getSettingsQueryOptions().queryKey, saved),
  });
}

import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateProcurement } from './query-keys';

/** Closes a draft or an unsettled demand early; its live quotes are declined (`demand/close`). */
export function closeDemand(id: number) {
  return request(CALLS.procurement.close, { id });
}

export function useCloseDemand() {
  const invalidate = useInvalidateProcurement();
  return useMutation({ mutationFn: closeDemand, onSettled: () => invalidate() });
}

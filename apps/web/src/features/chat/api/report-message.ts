import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** Reports a message of the shop's to the platform (`chat/report`); once per message. */
export function reportMessage(input: { messageId: number; reason: string }) {
  return request(CALLS.chat.report, input);
}

export function useReportMessage() {
  return useMutation({ mutationFn: reportMessage });
}

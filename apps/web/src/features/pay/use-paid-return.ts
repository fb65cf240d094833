import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { openUrl } from '../../lib/open-url';
import { useNow } from '../../lib/use-now';
import { RETURN_DELAY_SECONDS } from './cashier-state';

/** Back to where the payment was started from (its return address; the mall's home if that is unusable). */
export function goBackTo(returnUrl: string, navigate: NavigateFunction) {
  if (!openUrl(returnUrl, navigate, { replace: true })) void navigate('/', { replace: true });
}

/**
 * Once a payment is seen paid, the page says so and goes back to `returnUrl` after
 * RETURN_DELAY_SECONDS (the buyer may go at once). Answers the seconds left and the way back.
 */
export function usePaidReturn(isPaid: boolean, returnUrl: string) {
  const navigate = useNavigate();
  const [paidSeenAt, setPaidSeenAt] = useState<number | null>(null);
  const now = useNow(1000, paidSeenAt !== null);

  useEffect(() => {
    if (isPaid) setPaidSeenAt((seen) => seen ?? Date.now());
  }, [isPaid]);

  useEffect(() => {
    if (paidSeenAt === null) return;
    const timer = window.setTimeout(() => goBackTo(returnUrl, navigate), RETURN_DELAY_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [paidSeenAt, returnUrl, navigate]);

  const secondsLeft =
    paidSeenAt === null
      ? RETURN_DELAY_SECONDS
      : Math.max(0, RETURN_DELAY_SECONDS - Math.floor((now - paidSeenAt) / 1000));
  return { secondsLeft, goBack: () => goBackTo(returnUrl, navigate) };
}

/**
 * A payment seen paid moved money and orders (or the AI币 balance) the buyer goes back to, and the
 * pay feature may not reach into the order feature: every cached answer is marked stale, and what
 * is on screen asks again.
 */
export function useInvalidateWhenPaid(isPaid: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (isPaid) void queryClient.invalidateQueries();
  }, [isPaid, queryClient]);
}

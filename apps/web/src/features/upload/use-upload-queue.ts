import { useRef, useState } from 'react';
import { toast } from '../../lib/toast';

interface TUploadQueueOptions<T> {
  /** What is uploaded already (antd Form's value). */
  value: T[];
  onChange?: (value: T[]) => void;
  /** How many at most, and what to say when more are picked. */
  max: number;
  tooMany: string;
  /** Why a file may not be sent (type, size), or null. */
  check: (file: File) => string | null;
  /** Sends one file through the upload call and answers its entry in the value. */
  send: (file: File) => Promise<T>;
}

/**
 * The part every uploader shares: files picked in the input are checked, then sent one by one, each
 * added to the value as it lands (`latest` is the list by then: answers arrive one after another), with
 * a count of uploads under way for their placeholders. A refusal is toasted (by the check here, by the
 * request client for the server's).
 */
export function useUploadQueue<T>({ value, onChange, max, tooMany, check, send }: TUploadQueueOptions<T>) {
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(0);
  const latest = useRef(value);
  latest.current = value;

  const onFiles = async (files: FileList | null) => {
    const picked = [...(files ?? [])];
    if (input.current) input.current.value = '';
    const room = max - latest.current.length - pending;
    if (picked.length > room) toast.warning(tooMany);
    for (const file of picked.slice(0, Math.max(0, room))) {
      const reason = check(file);
      if (reason) {
        toast.warning(reason);
        continue;
      }
      setPending((n) => n + 1);
      try {
        latest.current = [...latest.current, await send(file)];
        onChange?.(latest.current);
      } catch {
        // toasted by the request client
      } finally {
        setPending((n) => n - 1);
      }
    }
  };

  return { input, pending, onFiles, isFull: value.length + pending >= max };
}

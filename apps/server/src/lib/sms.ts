import fs from 'node:fs/promises';
import path from 'node:path';

export interface TSmsMessage {
  phone: string;
  scene: string;
  code: string;
  text: string;
  /**
   * A notice's variables by name (scene `seller-approved`: username and password), for providers
   * whose templates take them; the outbox line carries them as `vars`.
   */
  vars?: Record<string, string>;
}

/** Sends verification texts. Real providers plug in behind this interface. */
export interface SmsProvider {
  send(message: TSmsMessage): Promise<void>;
}

/**
 * Development provider (DESIGN.md §2): appends each message as one JSON line to the outbox file
 * instead of sending it.
 */
export function outboxSmsProvider(file: string): SmsProvider {
  return {
    async send(message) {
      await fs.mkdir(path.dirname(path.resolve(file)), { recursive: true });
      const line = JSON.stringify({ ...message, at: new Date().toISOString() });
      await fs.appendFile(file, `${line}\n`, 'utf8');
    },
  };
}

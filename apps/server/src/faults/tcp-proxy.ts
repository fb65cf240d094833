import net from 'node:net';

export type TProxyMode = 'pass' | 'cut' | 'freeze';

interface TPair {
  client: net.Socket;
  upstream: net.Socket;
  /** Saw a freeze: its byte stream has gaps, so it is reset when the network heals. */
  isTainted: boolean;
}

/**
 * A TCP proxy between the server under test and PostgreSQL or Redis, with the faults a network
 * makes: `cut` resets every connection and refuses new ones; `freeze` keeps connections open (and
 * accepts new ones) but drops every byte both ways, so the peer hears nothing; `heal` passes bytes
 * again and resets the connections a freeze left with holes in their streams (as a long partition's
 * connections end up reset by the peers' keepalives); `thaw` passes bytes again and resets nothing.
 */
export class TcpProxy {
  mode: TProxyMode = 'pass';
  /** Connections accepted since the start. */
  accepted = 0;
  private readonly pairs = new Set<TPair>();

  private constructor(
    private readonly server: net.Server,
    readonly port: number,
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    let proxy: TcpProxy | undefined;
    const server = net.createServer((client) => proxy?.accept(client, target));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    proxy = new TcpProxy(server, (server.address() as net.AddressInfo).port);
    return proxy;
  }

  /** The local ports of the proxy's own connections to the target (pg_stat_activity.client_port). */
  upstreamPorts(): number[] {
    return [...this.pairs].flatMap((p) => (p.upstream.localPort ? [p.upstream.localPort] : []));
  }

  get open(): number {
    return this.pairs.size;
  }

  cut(): void {
    this.mode = 'cut';
    for (const pair of this.pairs) this.drop(pair);
  }

  freeze(): void {
    this.mode = 'freeze';
    for (const pair of this.pairs) pair.isTainted = true;
  }

  heal(): void {
    for (const pair of this.pairs) if (pair.isTainted) this.drop(pair);
    this.mode = 'pass';
  }

  /**
   * Passes bytes again on every connection, frozen ones included, without resetting anything: the
   * clients must notice by themselves that what they sent during the freeze is never answered.
   */
  thaw(): void {
    for (const pair of this.pairs) pair.isTainted = false;
    this.mode = 'pass';
  }

  async close(): Promise<void> {
    for (const pair of this.pairs) this.drop(pair);
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: net.Socket, target: { host: string; port: number }): void {
    this.accepted += 1;
    if (this.mode === 'cut') {
      client.on('error', () => {});
      client.destroy();
      return;
    }
    const upstream = net.connect(target);
    const pair: TPair = { client, upstream, isTainted: this.mode === 'freeze' };
    this.pairs.add(pair);
    const forward = (from: net.Socket, to: net.Socket) => {
      from.on('data', (chunk) => {
        if (this.mode === 'pass' && !pair.isTainted) to.write(chunk);
      });
    };
    forward(client, upstream);
    forward(upstream, client);
    for (const s of [client, upstream]) {
      s.on('error', () => this.drop(pair));
      s.on('close', () => this.drop(pair));
    }
  }

  private drop(pair: TPair): void {
    this.pairs.delete(pair);
    // A reset, not a polite FIN: what a broken network or a dead peer looks like.
    for (const s of [pair.client, pair.upstream]) {
      try {
        s.resetAndDestroy();
      } catch {
        s.destroy();
      }
    }
  }
}

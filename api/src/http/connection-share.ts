// One address's share of an instance's connections (attack report, session 40). MAX_CONNECTIONS caps the instance,
// and the headers timeout cuts a slow client off, but one address reopening 1,100 slow sockets kept every slot busy:
// 11 of 13 health checks from elsewhere failed. So each client address may hold MAX_CONNECTIONS_PER_ADDRESS at once;
// a connection past that is closed as it opens. A browser holds six per site, an office behind one NAT a few dozen.
import { BlockList, isIP, isIPv6, type Socket } from 'node:net';
import type { Server } from 'node:http';

/** The addresses no share applies to: the trusted proxies (their peers are every client) and RATE_LIMIT_ALLOWLIST. */
export function exemptAddresses(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.trim().split('/');
    // Not an address (a name the rate limiter matches as text): nothing to exempt here.
    if (!isIP(address)) continue;
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  // "::ffff:10.0.0.1" is how a dual-stack server names an IPv4 peer.
  return (address) => {
    const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : null;
    return list.check(address, isIPv6(address) ? 'ipv6' : 'ipv4') || (v4 !== null && list.check(v4, 'ipv4'));
  };
}

/** Closes each new connection of an address that already holds `max` (0: no share), except exempt addresses'. */
export function shareConnectionsPerAddress(server: Server, max: number, exempt: (address: string) => boolean): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || exempt(address)) return;
    const held = open.get(address) ?? 0;
    if (held >= max) {
      socket.destroy();
      return;
    }
    open.set(address, held + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

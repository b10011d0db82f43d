import { lookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Whether a live camera's stream answers (spec content §8 "Camera URL not verified (confirm to
 * continue)"). The server asks, not the browser: the console calls no one but its own server.
 * Asking any URL a user types is the classic server-side request forgery, so: http(s) only, and
 * only to public addresses, checked on the address the socket connects to (the lookup below), so
 * that a name resolving to a private address, at first or on a second lookup, is never reached;
 * no redirect followed; a short time limit; nothing read beyond the first bytes.
 */
export const STREAM_CHECK_TIMEOUT_MS = 3_000;

/** Loopback, private, link-local, carrier-grade NAT, multicast and reserved ranges, v4 and v6. */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 one it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]);
  const family = isIP(address);
  if (family === 0) return false;
  return !PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A DNS lookup that refuses private addresses: the socket connects only to what it returns. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: false }, (err, address, family) => {
    if (err) return callback(err, '', 0);
    if (!isPublicAddress(address)) return callback(Object.assign(new Error(`${hostname} is not a public address`), { code: 'EPRIVATE' }), '', 0);
    callback(null, address, family);
  });
};

export interface StreamCheckOptions {
  timeoutMs?: number;
  /** Tests only: reach a stream served on this machine. */
  allowPrivate?: boolean;
}

/** True when the URL answers 2xx to a GET within the time limit, from a public address. */
export function checkStream(url: string, options: StreamCheckOptions = {}): Promise<boolean> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.resolve(false);
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return Promise.resolve(false);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !isPublicAddress(host) && !options.allowPrivate) return Promise.resolve(false);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.get(
      target,
      {
        lookup: options.allowPrivate ? undefined : publicLookup,
        timeout: options.timeoutMs ?? STREAM_CHECK_TIMEOUT_MS,
        headers: { range: 'bytes=0-1023', 'user-agent': 'Borgo stream check' },
      },
      (response) => {
        const ok = (response.statusCode ?? 0) >= 200 && (response.statusCode ?? 0) < 300;
        response.destroy();
        resolve(ok);
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

/**
 * Streams found answering lately, by URL: a save right after the form's check needs no second
 * one. Per process; a save that lands on another process checks again.
 */
const verified = new Map<string, number>();
const VERIFIED_FOR_MS = 10 * 60_000;

export async function checkStreamRemembered(url: string, options: StreamCheckOptions = {}, now = Date.now()): Promise<boolean> {
  const until = verified.get(url);
  if (until !== undefined && until > now) return true;
  const ok = await checkStream(url, options);
  if (ok) {
    if (verified.size > 1000) verified.clear();
    verified.set(url, now + VERIFIED_FOR_MS);
  }
  return ok;
}

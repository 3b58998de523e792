// Addresses and header values as they may reach an SMTP server: one line, nothing that could start
// another header (CR, LF or any control character), an address of the plain form local@domain.

/** The longest address SMTP carries (RFC 5321: 254 characters in a path). */
const ADDRESS_MAX = 254;
/** A plain address: no spaces, quotes, angle brackets, commas or control characters; a dotted domain. */
const ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]/;

/** The address lowercased when it is a plain, sendable one; undefined otherwise (never "cleaned"). */
export function sendableAddress(value: string): string | undefined {
  if (CONTROL.test(value)) return undefined;
  const address = value.trim();
  if (address.length > ADDRESS_MAX || !ADDRESS.test(address)) return undefined;
  if (address.includes('..') || address.startsWith('.') || address.split('@')[0]!.endsWith('.'))
    return undefined;
  return address.toLowerCase();
}

/** A header value on one line: control characters become spaces, runs of spaces one, at most `max`. */
export function oneLine(value: string, max = 200): string {
  return value.replace(new RegExp(CONTROL.source, 'g'), ' ').replace(/\s+/g, ' ').trim().slice(0, max);
}

/** `hello@example.com` or `Fru World <hello@example.com>`: the name and the address, or undefined. */
export function parseMailbox(value: string): { name: string; address: string } | undefined {
  if (CONTROL.test(value)) return undefined;
  const named = /^\s*([^<>"]*?)\s*<([^<>\s]+)>\s*$/.exec(value);
  const name = named ? named[1]! : '';
  const address = sendableAddress(named ? named[2]! : value);
  if (address === undefined || /[,;:@\\]/.test(name)) return undefined;
  return { name, address };
}

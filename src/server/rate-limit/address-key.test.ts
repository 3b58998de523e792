import { describe, expect, it } from 'vitest';
import { addressBlock } from './address-key';

describe('addressBlock', () => {
  it('keeps an IPv4 address, and the IPv4 address of an IPv4-mapped IPv6 one', () => {
    expect(addressBlock('203.0.113.9')).toBe('203.0.113.9');
    expect(addressBlock('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressBlock('::ffff:cb00:7109')).toBe('203.0.113.9');
  });

  it('gives an IPv6 address its /64, however it is written', () => {
    const block = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0DB8:0001:0002:0000:0000:0000:0001',
      '2001:db8:1:2:aaaa:bbbb:cccc:dddd',
      '2001:db8:1:2::192.0.2.1',
      '2001:db8:1:2::7%eth0',
    ])
      expect(addressBlock(address)).toBe(block);
    expect(addressBlock('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressBlock('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBlock('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps what is not an address as it is', () => {
    expect(addressBlock('')).toBe('');
    expect(addressBlock('not-an-address')).toBe('not-an-address');
  });
});
